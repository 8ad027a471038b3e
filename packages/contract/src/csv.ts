/**
 * One CSV field (RFC 4180), the rule the server's exports and the console's overview downloads share:
 * quoted when it holds a comma, quote or line break, or begins or ends with white space (kept, not
 * trimmed, by whoever reads it). Text a spreadsheet would run as a formula (= + - @ at the start, or
 * a tab or carriage return: OWASP's CSV injection) is prefixed with an apostrophe, so a shop named
 * `=HYPERLINK(…)` is shown as that text. `isText` false for a number or a decimal amount, whose minus
 * sign is kept as it is.
 */
export function csvField(value: string | number | boolean | null | undefined, isText = true): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (isText && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
