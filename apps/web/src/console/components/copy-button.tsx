import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CopyButtonProps {
  text: string;
  /** What is copied, for a screen reader when several copy buttons stand on one screen. */
  label?: string;
}

/** Copies `text` to the clipboard and says so on the button ("Copied"). */
export function CopyButton({ text, label }: CopyButtonProps) {
  const { t } = useTranslation('console');
  const [isCopied, setCopied] = useState(false);
  const said = isCopied ? t('secrets.copied') : t('secrets.copy');
  return (
    <button
      type="button"
      className="btn"
      aria-label={label ? `${said}: ${label}` : undefined}
      onClick={() =>
        void navigator.clipboard?.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
    >
      {said}
    </button>
  );
}
