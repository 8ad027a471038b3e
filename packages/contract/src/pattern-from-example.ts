/**
 * A rule's pattern written from one example message (issue 36, "teach by example"): the operator pastes
 * a bank's message and marks in it the amount, the card's digits, the payer (and, where the message has
 * them, the currency and a reference); this writes the pattern that reads the same parts of messages of
 * the same wording with other amounts, digits and names. Pure and linear-time by construction
 * (docs/decisions/017-linear-time-rule-patterns.md): no lookaround, no back-reference, no repeated group.
 * The console shows the pattern and tests it on the server (the browser never runs a rule's pattern).
 */

/** The parts of a message an operator marks: NOTIFICATION_PATTERN_GROUPS. */
export const EXAMPLE_MARK_FIELDS = ['amount', 'currency', 'last4', 'payer', 'reference'] as const;
export type ExampleMarkField = (typeof EXAMPLE_MARK_FIELDS)[number];

/** One marked part: `text.slice(start, end)` is the field's value in the example. */
export interface ExampleMark {
  field: ExampleMarkField;
  start: number;
  end: number;
}

/** Why no pattern can be written from these marks; each has its words in the console. */
export type ExampleProblem =
  'no_amount' | 'overlap' | 'empty_mark' | 'repeated_field' | 'amount_not_a_number';

export type PatternFromExample = { pattern: string } | { problem: ExampleProblem };

/** Literal text kept before a mark (and after the payer), at most: enough to find the spot, not the whole SMS. */
const CONTEXT_CHARS = 24;

/** An amount as banks write it (the shipped rules' own): digits with spaces, `.` or `,`. */
const AMOUNT_GROUP = String.raw`(?<amount>\d[\d\s.,]*\d|\d)`;

const SYNTAX = /[\\^$.*+?()[\]{}|]/g;

/**
 * Literal text as a pattern that reads the same wording with other numbers and spacing: each run of
 * digits `\d+`, each run of spaces `\s+`, regular-expression syntax escaped, letters as they are (the
 * rules' flags ignore case).
 */
export function generalizeLiteral(literal: string): string {
  let out = '';
  const runs = literal.match(/\d+|[\s\u00a0\u202f]+|[^\d\s\u00a0\u202f]+/gu) ?? [];
  for (const run of runs) {
    if (/^\d/.test(run)) out += String.raw`\d+`;
    else if (/^[\s\u00a0\u202f]/u.test(run)) out += String.raw`\s+`;
    else out += run.replace(SYNTAX, '\\$&');
  }
  return out;
}

/** The end of a literal, at most CONTEXT_CHARS, starting at a word's beginning where it can. */
function tailOf(literal: string): { text: string; cut: boolean } {
  if (literal.length <= CONTEXT_CHARS) return { text: literal, cut: false };
  const tail = literal.slice(-CONTEXT_CHARS);
  const space = tail.search(/[\s\u00a0\u202f]/u);
  return { text: space >= 0 && space < tail.length - 1 ? tail.slice(space + 1) : tail, cut: true };
}

/** The start of a literal up to its first space after a word (what ends a payer's name), at most CONTEXT_CHARS. */
function headOf(literal: string): string {
  const head = literal.slice(0, CONTEXT_CHARS);
  const word = /^[\s\u00a0\u202f]*[^\s\u00a0\u202f]+/u.exec(head);
  return word ? word[0] : head;
}

/** A marked part as its group: what a part of its kind looks like in other messages. */
function groupOf(field: ExampleMarkField, value: string): string {
  switch (field) {
    case 'amount':
      return AMOUNT_GROUP;
    case 'last4':
      // The digits as many as marked, whatever stands between them (`5168**4411` keeps its stars).
      return `(?<last4>${(value.match(/\d+|\D+/g) ?? [])
        .map((run) => (/^\d/.test(run) ? `\\d{${run.length}}` : run.replace(SYNTAX, '\\$&')))
        .join('')})`;
    case 'currency':
      return `(?<currency>${value.replace(SYNTAX, '\\$&')})`;
    case 'reference':
      return String.raw`(?<reference>[A-Za-z0-9]+)`;
    case 'payer':
      return String.raw`(?<payer>[^\n]+?)`;
  }
}

function checkMarks(text: string, marks: readonly ExampleMark[]): ExampleProblem | null {
  const seen = new Set<ExampleMarkField>();
  for (const mark of marks) {
    if (seen.has(mark.field)) return 'repeated_field';
    seen.add(mark.field);
    if (mark.start < 0 || mark.end > text.length || text.slice(mark.start, mark.end).trim() === '')
      return 'empty_mark';
  }
  const amount = marks.find((mark) => mark.field === 'amount');
  if (!amount) return 'no_amount';
  if (!/^\d[\d\s\u00a0\u202f.,]*$/u.test(text.slice(amount.start, amount.end).trim()))
    return 'amount_not_a_number';
  const sorted = [...marks].sort((a, b) => a.start - b.start);
  for (let i = 1; i < sorted.length; i += 1) if (sorted[i]!.start < sorted[i - 1]!.end) return 'overlap';
  return null;
}

/** A mark without the spaces the selection caught at its ends. */
function trimmed(text: string, mark: ExampleMark): ExampleMark {
  let { start, end } = mark;
  while (start < end && /\s/u.test(text[start]!)) start += 1;
  while (end > start && /\s/u.test(text[end - 1]!)) end -= 1;
  return { ...mark, start, end };
}

/**
 * The pattern that reads `text`'s marked parts: before each mark, the literal that precedes it (its last
 * CONTEXT_CHARS, generalized; what lies further back is skipped with `[^]*?`); after a payer, the word that
 * follows it (where the name ends) or the end of the text. A problem instead when there is no amount,
 * marks overlap or repeat a field, a mark is empty, or the amount is no number.
 */
export function patternFromExample(text: string, rawMarks: readonly ExampleMark[]): PatternFromExample {
  const marks = rawMarks.map((mark) => trimmed(text, mark));
  const problem = checkMarks(text, marks);
  if (problem) return { problem };
  const sorted = [...marks].sort((a, b) => a.start - b.start);
  let pattern = '';
  let at = 0;
  for (const [index, mark] of sorted.entries()) {
    let literal = text.slice(at, mark.start);
    const previous = sorted[index - 1];
    if (previous?.field === 'payer') {
      // What ends the payer's name comes first, whole: `[^\n]+?` stops at it.
      const head = headOf(literal);
      pattern += generalizeLiteral(head);
      literal = literal.slice(head.length);
    }
    const tail = tailOf(literal);
    if (tail.cut && (index > 0 || pattern !== '')) pattern += '[^]*?';
    pattern += generalizeLiteral(tail.text);
    pattern += groupOf(mark.field, text.slice(mark.start, mark.end));
    at = mark.end;
  }
  const last = sorted[sorted.length - 1]!;
  const rest = text.slice(at);
  if (last.field === 'payer') pattern += rest.trim() === '' ? '$' : generalizeLiteral(headOf(rest));
  return { pattern };
}
