import { useId } from 'react';
import { Field } from './field.tsx';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  /** The option's own language (a language's name written in it). */
  lang?: string;
}

interface SelectFieldProps<V extends string> {
  label: string;
  value: V | undefined;
  options: SelectOption<V>[];
  onChange: (value: V) => void;
  required?: boolean;
  disabled?: boolean;
  /** What is wrong with the choice; marks the field invalid. */
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled choice of one of a few values. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  required,
  disabled,
  error,
  hint,
}: SelectFieldProps<V>) {
  const errorId = useId();
  return (
    <Field label={label} error={error} errorId={error ? errorId : undefined} hint={hint}>
      <select
        className="field__input"
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        // The options are the only values the select can take.
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
