import { useTranslation } from 'react-i18next';
import { Panel } from './panel.tsx';

/**
 * What to do next with something just created (a shop, a trader), in order: shown with its one-time
 * secrets when it opens, the same shape for each.
 */
export function FirstSteps({ steps }: { steps: readonly string[] }) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('first_steps.title')} level={3}>
      <ol className="first-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Panel>
  );
}
