import { FIRST_CARD_DIGITS } from '@payorder/contract';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '#page/lib/page-i18n.tsx';

export interface FirstDigitsInputProps {
  id: string;
  label: string;
  initialValue?: string;
  describedBy?: string;
  isInvalid?: boolean;
  /** The six digits once all are present, else '' (docs/product/payment-page.md §5). */
  onChange: (value: string) => void;
  onBlur?: () => void;
}

const emptyDigits = () => Array.from({ length: FIRST_CARD_DIGITS }, () => '');

/** docs/product/payment-page.md §5: six single-character boxes; typing advances, backspace goes back, pasting six digits fills all. */
export function FirstDigitsInput({
  id,
  label,
  initialValue = '',
  describedBy,
  isInvalid,
  onChange,
  onBlur,
}: FirstDigitsInputProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState(() => emptyDigits().map((_, index) => initialValue[index] ?? ''));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const update = (next: string[]) => {
    setDigits(next);
    onChange(next.every((digit) => digit !== '') ? next.join('') : '');
  };
  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(FIRST_CARD_DIGITS - 1, index))]?.focus();

  const onInput = (index: number, raw: string) => {
    let typed = raw.replace(/\D/g, '');
    const previous = digits[index];
    // A box that already held a digit receives two: keep the new one.
    if (typed.length === 2 && previous)
      typed = typed.startsWith(previous) ? typed.slice(1) : typed.slice(0, 1);
    if (typed.length > 1) {
      fill(index, typed);
      return;
    }
    const next = [...digits];
    next[index] = typed;
    update(next);
    if (typed && index < FIRST_CARD_DIGITS - 1) focusBox(index + 1);
  };

  const fill = (from: number, text: string) => {
    const start = text.length >= FIRST_CARD_DIGITS ? 0 : from;
    const next = [...digits];
    for (let offset = 0; offset < text.length && start + offset < FIRST_CARD_DIGITS; offset += 1) {
      next[start + offset] = text[offset]!;
    }
    update(next);
    focusBox(Math.min(start + text.length, FIRST_CARD_DIGITS - 1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      update(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < FIRST_CARD_DIGITS - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    event.preventDefault();
    fill(index, pasted.slice(0, FIRST_CARD_DIGITS));
  };

  return (
    <fieldset
      className="digit-boxes"
      id={id}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
    >
      <legend className="field__label" id={`${id}-label`}>
        {label}
      </legend>
      <div className="digit-boxes__row">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="digit-box"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={FIRST_CARD_DIGITS}
            value={digit}
            aria-label={t('fields.firstCardDigits.digit', { n: index + 1, total: FIRST_CARD_DIGITS })}
            aria-invalid={isInvalid || undefined}
            onChange={(event) => onInput(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
            onBlur={onBlur}
          />
        ))}
      </div>
    </fieldset>
  );
}
