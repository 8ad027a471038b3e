import type { Ref } from 'react';

interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  /** A recovery code (letters too) instead of the authenticator's six digits. */
  isRecovery?: boolean;
  /** The message that says what is wrong, when something is. */
  errorId?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** False where the code may be left out (sign-in: only accounts with two-factor sign-in need it). */
  isRequired?: boolean;
}

/** The two-factor code field (sign-in, set-up): filled from the phone's one-time code where it offers it. */
export function CodeInput({
  value,
  onChange,
  isRecovery = false,
  errorId,
  inputRef,
  isRequired = true,
}: CodeInputProps) {
  return (
    <input
      ref={inputRef}
      className="field__input"
      name={isRecovery ? 'recovery-code' : 'one-time-code'}
      autoComplete="one-time-code"
      inputMode={isRecovery ? 'text' : 'numeric'}
      autoCapitalize="none"
      spellCheck={false}
      required={isRequired}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={errorId}
      aria-invalid={Boolean(errorId) || undefined}
    />
  );
}
