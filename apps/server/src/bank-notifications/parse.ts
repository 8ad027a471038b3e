import type { NotificationRuleKind, ParsedNotification } from '@payorder/contract';

/** A rule as the parser uses it (a row of notification_rules, or a draft under test). */
export interface ParseRule {
  id: string | null;
  bank: string;
  name: string;
  senders: readonly string[];
  kind: NotificationRuleKind;
  pattern: string;
  currency: string | null;
  priority: number;
  enabled: boolean;
}

/** Flags of every rule's pattern: any case, Unicode (Cyrillic, ₽, no-break spaces). */
export const PATTERN_FLAGS = 'iu';

const compiled = new Map<string, RegExp>();
/** The pattern compiled once per process (rules are read from the database on every message). */
export function compilePattern(pattern: string): RegExp {
  let regex = compiled.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern, PATTERN_FLAGS);
    if (compiled.size > 5000) compiled.clear();
    compiled.set(pattern, regex);
  }
  return regex;
}

// ── Senders ───────────────────────────────────────────────────────────────────────────────────

const normalizeSender = (sender: string) => sender.trim().toUpperCase();

/**
 * Whether an SMS sender or app name is one of the rule's: equal ignoring case, or, for India's
 * headers, the same after the operator's two-letter prefix (`VM-HDFCBK`, `AD-HDFCBK` → `HDFCBK`).
 */
export function senderMatches(from: string, senders: readonly string[]): boolean {
  const sender = normalizeSender(from);
  const header = /^[A-Z]{2}-(.+)$/.exec(sender)?.[1];
  return senders.some((candidate) => {
    const known = normalizeSender(candidate);
    return known === sender || known === header;
  });
}

// ── Amounts and currencies ────────────────────────────────────────────────────────────────────

/**
 * A written amount as a decimal string with 2 places, or null. Spaces and no-break spaces between
 * thousands; `,` or `.` for decimals (`1 250.00`, `999,50`, Turkish `1.750,00`, Indian `2,250.00`);
 * a separator followed by exactly three digits and nothing else is a thousands separator (`1.750`).
 */
export function normalizeAmount(written: string): string | null {
  let text = written.replace(/[\s\u00a0\u202f\u2009']/gu, '').replace(/^\+/, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let decimal: ',' | '.' | null = null;
  if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0 || lastDot >= 0) {
    const separator = lastComma >= 0 ? ',' : '.';
    const tail = text.slice(text.lastIndexOf(separator) + 1);
    const count = text.split(separator).length - 1;
    decimal = count === 1 && tail.length >= 1 && tail.length <= 2 ? separator : null;
  }
  const thousands = decimal === ',' ? '.' : ',';
  if (decimal === null) text = text.replace(/[.,]/g, '');
  else text = text.split(thousands).join('').replace(decimal, '.');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  if (whole.length > 15) return null;
  const amount = `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
  return /^0+\.00$/.test(amount) ? null : amount;
}

/** Currency words and symbols banks write, by ISO 4217 code (compared upper-case, without a final dot). */
const CURRENCY_WORDS: Record<string, string> = {
  RUR: 'RUB',
  Р: 'RUB',
  РУБ: 'RUB',
  '₽': 'RUB',
  RS: 'INR',
  '₹': 'INR',
  '₸': 'KZT',
  ТГ: 'KZT',
  '₴': 'UAH',
  ГРН: 'UAH',
  TL: 'TRY',
  '₺': 'TRY',
  $: 'USD',
  '€': 'EUR',
  СУМ: 'UZS',
  "SO'M": 'UZS',
  СОМ: 'KGS',
  '֏': 'AMD',
  '₼': 'AZN',
};

/** A written currency (`р`, `₽`, `RUR`, `Rs`, `TL`, `KZT`) as its ISO 4217 code, or null. */
export function normalizeCurrency(written: string | undefined | null): string | null {
  if (!written) return null;
  const word = written.trim().toUpperCase().replace(/\.$/, '');
  if (CURRENCY_WORDS[word]) return CURRENCY_WORDS[word];
  return /^[A-Z]{3}$/.test(word) ? word : null;
}

// ── Reading a message ─────────────────────────────────────────────────────────────────────────

const NOTHING = { amount: null, currency: null, last4: null, payer: null, reference: null } as const;

const clean = (value: string | undefined): string | null => {
  const trimmed = value?.replace(/[\s\u00a0]+/gu, ' ').trim();
  return trimmed ? trimmed : null;
};

/** What one rule reads from the text, or null when its pattern does not match (or a credit has no amount). */
export function applyRule(rule: ParseRule, text: string): ParsedNotification | null {
  const match = compilePattern(rule.pattern).exec(text);
  if (!match) return null;
  const base = { kind: rule.kind, bank: rule.bank, ruleId: rule.id };
  if (rule.kind !== 'credit') return { ...base, ...NOTHING };
  const groups = match.groups ?? {};
  const amount = groups.amount ? normalizeAmount(groups.amount) : null;
  const currency = normalizeCurrency(groups.currency) ?? rule.currency;
  if (!amount || !currency) return null;
  const digits = groups.last4?.replace(/\D/g, '');
  return {
    ...base,
    amount,
    currency,
    last4: digits ? digits : null,
    payer: clean(groups.payer),
    reference: clean(groups.reference),
  };
}

const byPriority = (a: ParseRule, b: ParseRule) => a.priority - b.priority;

/**
 * Reads a message with the rules: those whose senders list `from`, by priority, the first that reads it.
 * None of them: `unparsed`. A text some other bank's rule reads (a credit, a debit) from a sender that
 * is not that bank's: `unknown_sender` (a look-alike SMS from a phone number never confirms anything).
 */
export function parseNotification(
  rules: readonly ParseRule[],
  from: string,
  text: string,
): ParsedNotification & { ruleName: string | null; senderKnown: boolean } {
  const enabled = rules.filter((rule) => rule.enabled).sort(byPriority);
  const own = enabled.filter((rule) => senderMatches(from, rule.senders));
  for (const rule of own) {
    const parsed = applyRule(rule, text);
    if (parsed) return { ...parsed, ruleName: rule.name, senderKnown: true };
  }
  if (own.length === 0) {
    for (const rule of enabled) {
      if (rule.kind === 'other') continue;
      const parsed = applyRule(rule, text);
      if (parsed)
        return {
          kind: 'unknown_sender',
          bank: rule.bank,
          ruleId: rule.id,
          ...NOTHING,
          ruleName: rule.name,
          senderKnown: false,
        };
    }
  }
  return {
    kind: 'unparsed',
    bank: null,
    ruleId: null,
    ...NOTHING,
    ruleName: null,
    senderKnown: own.length > 0,
  };
}

// ── Pattern safety ────────────────────────────────────────────────────────────────────────────

/**
 * Why a pattern may not be saved, or null when it may. JavaScript's engine backtracks and cannot be
 * stopped mid-match, so a rule is checked before it is stored (docs/architecture.md "Bank
 * notifications"): it compiles with flags `iu`; it is at most NOTIFICATION_PATTERN_MAX long (the
 * schema) and texts at most NOTIFICATION_TEXT_MAX; it has no back-references (`\1`, `\k<…>`) and no
 * lookbehind; and no quantifier that repeats without bound (`*`, `+`, `{n,}`, `{n,m}`) applies to a
 * group that itself holds such a quantifier or an alternation (`(a+)+`, `(\d+\s?)*`, `(a|ab)*`: the
 * shapes whose backtracking grows exponentially). A credit rule names an `amount` group; only the
 * groups of NOTIFICATION_PATTERN_GROUPS are read.
 */
export function patternProblem(
  pattern: string,
  kind: NotificationRuleKind,
  allowedGroups: readonly string[],
): string | null {
  try {
    new RegExp(pattern, PATTERN_FLAGS);
  } catch (error) {
    return `The pattern is not a valid regular expression: ${(error as Error).message}`;
  }
  if (/\\[1-9]|\\k</.test(pattern)) return 'Back-references (\\1, \\k<name>) are not allowed in a rule';
  if (/\(\?<[=!]/.test(pattern)) return 'Lookbehind ((?<=…), (?<!…)) is not allowed in a rule';
  const names = [...pattern.matchAll(/\(\?<([A-Za-z_]\w*)>/g)].map((found) => found[1]!);
  const unknown = names.filter((name) => !allowedGroups.includes(name));
  if (unknown.length > 0)
    return `Unknown named group ${unknown.map((name) => `(?<${name}>…)`).join(', ')}: use ${allowedGroups.join(', ')}`;
  if (kind === 'credit' && !names.includes('amount'))
    return 'A credit rule needs a named group (?<amount>…) that reads the amount';
  if (nestedUnboundedRepeat(pattern))
    return 'A repeated group holds another repetition or an alternation (like (a+)+ or (a|b)*): such a pattern can take exponential time; repeat a character class instead (like [\\d\\s.,]+)';
  return null;
}

/** Scans the pattern's groups: true when an unbounded quantifier follows a group holding a quantifier or `|`. */
function nestedUnboundedRepeat(pattern: string): boolean {
  // Per open group: whether it holds a variable quantifier or an alternation so far.
  const stack: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    if (char === '\\') {
      i += 1;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(') {
      stack.push(false);
      // The group's own prefix ((?:, (?=, (?!, (?<name>) is no quantifier.
      const prefix = /^\?(?::|=|!|<[A-Za-z_]\w*>)/.exec(pattern.slice(i + 1));
      if (prefix) i += prefix[0].length;
    } else if (char === '|') {
      if (stack.length > 0) stack[stack.length - 1] = true;
    } else if (char === ')') {
      const risky = stack.pop() ?? false;
      const quantifier = quantifierAt(pattern, i + 1);
      if (risky && quantifier === 'unbounded') return true;
      // The group's own repetition makes its parent risky to repeat again.
      if (stack.length > 0 && (risky || quantifier !== 'none'))
        stack[stack.length - 1] = stack[stack.length - 1]! || quantifier !== 'none' || risky;
    } else {
      const quantifier = quantifierAt(pattern, i);
      if (quantifier !== 'none' && stack.length > 0) stack[stack.length - 1] = true;
    }
  }
  return false;
}

/** The quantifier starting at `at`: none, bounded (`?`, `{n}`, `{n,m}` with small m) or unbounded. */
function quantifierAt(pattern: string, at: number): 'none' | 'bounded' | 'unbounded' {
  const char = pattern[at];
  if (char === '*' || char === '+') return 'unbounded';
  if (char === '?') return 'bounded';
  if (char !== '{') return 'none';
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(at));
  if (!braces) return 'none';
  if (braces[2] === undefined) return 'none';
  if (braces[3] === '') return 'unbounded';
  return Number(braces[3]) - Number(braces[1]) > 20 ? 'unbounded' : 'bounded';
}
