import { STEPPER_STEPS } from '@payorder/contract';
import { useTranslation } from '#page/lib/page-i18n.tsx';

/** docs/product/payment-page.md §2: five steps; the active one is marked for assistive technology too. */
export function Stepper({ step }: { step: number }) {
  const { t } = useTranslation();
  const steps = Array.from({ length: STEPPER_STEPS }, (_, index) => index + 1);
  return (
    <nav className="stepper" aria-label={t('stepper.label', { step, total: STEPPER_STEPS })}>
      <ol>
        {steps.map((number) => (
          <li
            key={number}
            className={number < step ? 'is-done' : number === step ? 'is-active' : undefined}
            aria-current={number === step ? 'step' : undefined}
          >
            <span className="stepper__dot">{number}</span>
            <span className="visually-hidden">
              {number < step
                ? t('stepper.done')
                : number === step
                  ? t('stepper.current')
                  : t('stepper.upcoming')}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
