import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from './field.tsx';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'className'
> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The server's message for this field; marks the field invalid. */
  error?: string | undefined;
  errorId?: string;
  hint?: string;
}

/**
 * A labelled text input (names, amounts, ids): the field row of the console's forms. With an error the
 * input is marked invalid and points at the error's words (aria-describedby), so a screen reader reads them.
 */
export function TextField({ label, value, onChange, error, errorId, hint, ...input }: TextFieldProps) {
  const ownErrorId = useId();
  const describedBy = error ? (errorId ?? ownErrorId) : undefined;
  return (
    <Field label={label} error={error} errorId={describedBy} hint={hint}>
      <input
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
