import { useTranslation } from 'react-i18next';
import { useHoldLeave } from '../lib/leave-guard.ts';
import { CopyButton } from './copy-button.tsx';

interface SecretRevealProps {
  label: string;
  secret: string;
  onDone: () => void;
}

/**
 * A new API key or webhook secret, shown once: it is stored only hashed or sealed, so this is the one
 * chance to copy it. Announced as an alert; the panel stays until dismissed, and leaving the screen before
 * then is asked first (lib/leave-guard.ts).
 */
export function SecretReveal({ label, secret, onDone }: SecretRevealProps) {
  const { t } = useTranslation('console');
  useHoldLeave(true);
  return (
    <section className="panel secret" role="alert" aria-label={label}>
      <h3 className="panel__title">{label}</h3>
      <p>{t('secrets.shown_once')}</p>
      <code className="secret__value" data-testid="new-secret">
        {secret}
      </code>
      <div className="detail__actions">
        <CopyButton text={secret} />
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {t('secrets.done')}
        </button>
      </div>
    </section>
  );
}

/** One secret waiting to be acknowledged: what it is called and its value. */
export interface ShownSecret {
  label: string;
  secret: string;
}

/**
 * Several secrets shown once at the same time (a new shop's key and webhook secret, a rotation after
 * another): each stays until its own "I have saved it", so acknowledging one never hides another.
 */
export function SecretReveals({
  secrets,
  onDone,
}: {
  secrets: readonly ShownSecret[];
  onDone: (shown: ShownSecret) => void;
}) {
  return secrets.map((shown) => <SecretReveal key={shown.secret} {...shown} onDone={() => onDone(shown)} />);
}
