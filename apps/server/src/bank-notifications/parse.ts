import type { NotificationRuleKind, ParsedNotification } from '@payorder/contract';
import { compileRulePattern, UnsupportedPattern, type RulePattern } from './pattern-engine.ts';

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

/**
 * Flags a rule's pattern is written for: any case, Unicode (Cyrillic, ₽, no-break spaces). Patterns are
 * JavaScript regular expressions in syntax (the console's and the docs'), run by RE2 (pattern-engine.ts).
 */
export const PATTERN_FLAGS = 'iu';

const compiled = new Map<string, RulePattern | null>();
/**
 * The pattern compiled once per process for the rule engine (rules are read from the database on every
 * message), or null when the engine cannot run it (a rule stored before the engine refused its syntax on
 * save): such a rule reads nothing.
 */
export function compilePattern(pattern: string): RulePattern | null {
  let regex = compiled.get(pattern);
  if (regex === undefined) {
    try {
      regex = compileRulePattern(pattern);
    } catch (error) {
      if (!(error instanceof UnsupportedPattern)) throw error;
      regex = null;
    }
    if (compiled.size > 5000) compiled.clear();
    compiled.set(pattern, regex);
  }
  return regex;
}

// ── Senders ───────────────────────────────────────────────────────────────────────────────────

const normalizeSender = (sender: string) => sender.trim().toUpperCase();

/**
 * India's SMS sender as the phone shows it: the operator's and circle's two letters, the sender's
 * six-character DLT header and, since 2025, the route (`-S` service, `-T` transactional, `-P`
 * promotional, `-G` government): `VM-HDFCBK`, `CP-HDFCBK-S`, `AX-HDFCBK-T`. Every two letters are some
 * operator's in some circle, so the shape of the rest decides: `AB-900` is no Indian header and stays
 * `AB-900` (it never reads as Sberbank's `900`).
 */
const INDIA_HEADER = /^[A-Z]{2}-([A-Z0-9]{6})(?:-[STPG])?$/;

/**
 * Whether an SMS sender or app name is one of the rule's: equal ignoring case, or, for India's
 * headers, the same header without the operator's prefix and the route (`VM-HDFCBK`, `AD-HDFCBK-S` →
 * `HDFCBK`).
 */
export function senderMatches(from: string, senders: readonly string[]): boolean {
  const sender = normalizeSender(from);
  const header = INDIA_HEADER.exec(sender)?.[1];
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
  const pattern = compilePattern(rule.pattern);
  // The cheap look first (no groups tracked); only a credit's or a debit's match is run again for its
  // groups. A debit's sum, when its rule reads one, proves a payout the trader sent (payout-debits.ts);
  // its last digits, when the rule reads them, are the recipient's.
  if (!pattern?.test(text)) return null;
  const base = { kind: rule.kind, bank: rule.bank, ruleId: rule.id };
  if (rule.kind !== 'credit' && rule.kind !== 'debit') return { ...base, ...NOTHING };
  const groups = pattern.exec(text)?.groups ?? {};
  const amount = groups.amount ? normalizeAmount(groups.amount) : null;
  const currency = normalizeCurrency(groups.currency) ?? rule.currency;
  if (rule.kind === 'debit' && (!amount || !currency)) return { ...base, ...NOTHING };
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

/** Why a pattern may not be saved: English words, and the field's code (the engine's refusals have their own). */
export interface PatternProblem {
  code: 'invalid_format' | 'pattern_unsupported';
  message: string;
}

/**
 * Why a pattern may not be saved, or null when it may. The defence against slow patterns is the engine:
 * RE2 (pattern-engine.ts) matches in time linear in the text whatever the pattern, and refuses what it
 * cannot run that way: lookahead, lookbehind, back-references, a compiled program over MAX_PATTERN_SIZE
 * (`pattern_unsupported`). Besides, the pattern compiles as JavaScript with flags `iu` (the syntax the
 * rules are written in); a credit rule names an `amount` group; only the groups of
 * NOTIFICATION_PATTERN_GROUPS are read; and, as advice kept from before the engine, no quantifier that
 * repeats without bound (`*`, `+`, `{n,}`, `{n,m}`) applies to a group that itself holds such a
 * quantifier or an alternation (`(a+)+`, `(\d+\s?)*`, `(a|ab)*`): a character class says the same
 * (`[\d\s.,]+`) in a smaller program.
 */
export function patternProblem(
  pattern: string,
  kind: NotificationRuleKind,
  allowedGroups: readonly string[],
): PatternProblem | null {
  const invalid = (message: string): PatternProblem => ({ code: 'invalid_format', message });
  try {
    new RegExp(pattern, PATTERN_FLAGS);
  } catch (error) {
    return invalid(`The pattern is not a valid regular expression: ${(error as Error).message}`);
  }
  try {
    compileRulePattern(pattern);
  } catch (error) {
    if (!(error instanceof UnsupportedPattern)) throw error;
    return { code: 'pattern_unsupported', message: error.message };
  }
  const names = [...pattern.matchAll(/\(\?<([A-Za-z_]\w*)>/g)].map((found) => found[1]!);
  const unknown = names.filter((name) => !allowedGroups.includes(name));
  if (unknown.length > 0)
    return invalid(
      `Unknown named group ${unknown.map((name) => `(?<${name}>…)`).join(', ')}: use ${allowedGroups.join(', ')}`,
    );
  if (kind === 'credit' && !names.includes('amount'))
    return invalid('A credit rule needs a named group (?<amount>…) that reads the amount');
  if (nestedUnboundedRepeat(pattern))
    return invalid(
      'A repeated group holds another repetition or an alternation (like (a+)+ or (a|b)*), the shape of exponential backtracking: repeat a character class instead (like [\\d\\s.,]+)',
    );
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
