import { useFieldLabel } from '../lib/field-label.ts';

/** Labelled values (requisites, the customer's sender details); empty values are left out. */
export function DetailsList({ rows }: { rows: [label: string, value: string | null | undefined][] }) {
  const shown = rows.filter((row): row is [string, string] => Boolean(row[1]));
  if (!shown.length) return null;
  return (
    <dl className="details">
      {shown.map(([label, value]) => (
        <div className="details__row" key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A requisites object's rows, each key labelled by its field name where the console knows it. */
export function useRequisiteRows(requisites: Record<string, string> | null | undefined) {
  const fieldLabel = useFieldLabel();
  if (!requisites) return [];
  return Object.entries(requisites)
    .filter(([key]) => !['bank', 'bankName', 'countryNameEn'].includes(key))
    .map(([key, value]): [string, string] => [fieldLabel(key), value]);
}
