import type { InputHTMLAttributes, ReactNode } from 'react';
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

/** A labelled text input (names, amounts, ids): the field row of the console's forms. */
export function TextField({ label, value, onChange, error, errorId, hint, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} errorId={errorId} hint={hint}>
      <input
        {...input}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
