/** One cell of a CSV: text as is, numbers as JavaScript writes them, nothing as an empty cell. */
export type CsvCell = string | number | null;

const quote = (cell: CsvCell): string => {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** RFC 4180: comma-separated, quoted where needed, CRLF line ends. */
export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
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
