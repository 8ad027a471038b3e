import { useEffect, useMemo } from 'react';
import { toBcp47 } from '@payorder/contract';
import { useTranslation } from 'react-i18next';
import { PROOF_ACCEPT } from '../lib/proof-file.ts';

interface ProofPickerProps {
  file: File | null;
  disabled: boolean;
  onChoose: (file: File) => void;
}

/** "120 kB", "120 КБ": the size in the reader's language. */
const sizeOf = (bytes: number, language: string) =>
  new Intl.NumberFormat(toBcp47(language), { style: 'unit', unit: 'kilobyte' }).format(
    Math.max(1, Math.round(bytes / 1024)),
  );
/** A photo the browser can draw is previewed; a PDF or a HEIC is named with its size. */
const isDrawable = (file: File) => /^image\/(jpeg|png|webp|gif)$/.test(file.type);

/**
 * Two ways to a proof on a phone: the camera at once (capture), or a file (a screenshot in the gallery,
 * the bank's PDF; a phone offers the camera there too). The chosen one is shown before it is sent.
 */
export function ProofPicker({ file, disabled, onChoose }: ProofPickerProps) {
  const { t, i18n } = useTranslation('console');
  const preview = useMemo(
    () =>
      file && isDrawable(file) && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file)
        : null,
    [file],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const input = (accept: string, capture: boolean) => (
    <input
      type="file"
      className="visually-hidden"
      accept={accept}
      capture={capture ? 'environment' : undefined}
      disabled={disabled}
      onChange={(event) => {
        const chosen = event.target.files?.[0];
        // The same file chosen again after a refusal still counts as a choice.
        event.target.value = '';
        if (chosen) onChoose(chosen);
      }}
    />
  );
  return (
    <>
      <div className="payout-proof__pick">
        <label className="btn btn--secondary">
          {input('image/*', true)}
          {file ? t('payouts.retake_photo') : t('payouts.take_photo')}
        </label>
        <label className="btn btn--secondary">
          {input(PROOF_ACCEPT, false)}
          {file ? t('payouts.choose_another') : t('payouts.choose_file')}
        </label>
      </div>
      {file ? (
        <figure className="payout-proof__chosen">
          {preview ? (
            <img className="payout-proof__image" src={preview} alt={t('payouts.proof_preview')} />
          ) : null}
          <figcaption className="rows__meta">
            {file.name} · {sizeOf(file.size, i18n.resolvedLanguage ?? i18n.language)}
          </figcaption>
        </figure>
      ) : null}
    </>
  );
}
