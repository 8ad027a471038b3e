import { useFieldLabel } from '../lib/field-label.ts';
import { TextField } from './text-field.tsx';

interface MethodFieldsProps {
  /** The method's field keys (card_number, iban …), in its order. */
  fields: readonly string[];
  values: Record<string, string>;
  onChange: (field: string, value: string) => void;
  /** The server's message for a field, if any. */
  errorOf: (field: string) => string | undefined;
  /** Give each input its field's key as its name. */
  isNamed?: boolean;
}

/** The fields a trade method asks for (a book entry's details, requisites sent by hand), all required. */
export function MethodFields({ fields, values, onChange, errorOf, isNamed = false }: MethodFieldsProps) {
  const fieldLabel = useFieldLabel();
  return fields.map((field) => {
    const error = errorOf(field);
    return (
      <TextField
        key={field}
        label={fieldLabel(field)}
        error={error}
        name={isNamed ? field : undefined}
        required
        autoComplete="off"
        value={values[field] ?? ''}
        onChange={(value) => onChange(field, value)}
        aria-invalid={Boolean(error) || undefined}
      />
    );
  });
}
