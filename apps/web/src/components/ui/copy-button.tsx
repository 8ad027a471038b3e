import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '#page/lib/page-i18n.tsx';

export const canCopy = () =>
  typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';

const noChanges = () => () => undefined;

/**
 * docs/product/payment-page.md §2: Copy is offered only when the browser supports the clipboard. The server draws it (every
 * browser the page serves over HTTPS has one), so hydration matches; the browser's own answer
 * follows at once.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  const isSupported = useSyncExternalStore(noChanges, canCopy, () => true);
  if (!isSupported) return null;
  return (
    <button
      type="button"
      className="btn btn--ghost btn--small"
      aria-label={t('actions.copy_value', { label })}
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => {
            setIsCopied(true);
            window.setTimeout(() => setIsCopied(false), 1500);
          },
          () => undefined,
        );
      }}
    >
      <span aria-live="polite">{isCopied ? t('actions.copied') : t('actions.copy')}</span>
    </button>
  );
}
