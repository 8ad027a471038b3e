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
}

/** A labelled choice of one of a few values. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  required,
}: SelectFieldProps<V>) {
  return (
    <Field label={label}>
      <select
        className="field__input"
        value={value}
        required={required}
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
