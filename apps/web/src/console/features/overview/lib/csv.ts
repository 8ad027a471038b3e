import { csvField } from '@payorder/contract';

/** One cell of a CSV: text as is, numbers as JavaScript writes them, nothing as an empty cell. */
export type CsvCell = string | number | null;

/**
 * RFC 4180: comma-separated, quoted where needed, CRLF line ends; each cell by the contract's csvField,
 * the server's exports' rule, so a name a spreadsheet would run as a formula (`=HYPERLINK(…)`) is
 * written as text. `isTextColumn` says which columns hold text (all unless told); a number, or a
 * decimal string in another column (an amount), is written as it is.
 */
export function toCsv(rows: CsvCell[][], isTextColumn: (index: number) => boolean = () => true): string {
  const cell = (value: CsvCell, index: number) =>
    csvField(value, typeof value === 'string' && isTextColumn(index));
  return rows.map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}

/** Offers the text as a file download (the BOM makes spreadsheets read it as UTF-8). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
