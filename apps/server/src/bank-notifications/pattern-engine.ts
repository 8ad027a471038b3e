import { RE2JS, RE2JSException } from 're2js';

/**
 * The one engine every rule's pattern runs in: RE2 (the `re2js` port, pure JavaScript), whose match
 * time grows linearly with the text whatever the pattern (docs/decisions/017-linear-time-rule-patterns.md).
 * Patterns are written as JavaScript regular expressions with flags `iu` (what the console and the
 * docs show); `toRe2` rewrites the few places where RE2 reads the same text differently and refuses
 * what RE2 cannot run (lookaround, back-references).
 */

/** Why RE2 cannot run a pattern: lookaround, a back-reference, or RE2's own refusal (its words). */
export class UnsupportedPattern extends Error {}

/** JavaScript's `\s`: its WhiteSpace and LineTerminator sets (RE2's `\s` is ASCII only: no no-break space). */
const SPACE = String.raw`\t\n\v\f\r\x{FEFF}\x{2028}\x{2029}\p{Zs}`;
/** JavaScript's `.` without the `s` flag: anything but a line terminator (RE2's `.` only skips `\n`). */
const DOT = String.raw`[^\n\r\x{2028}\x{2029}]`;

const isHex = (text: string) => /^[0-9A-Fa-f]+$/.test(text);

/**
 * The pattern in RE2's syntax with JavaScript's meaning (flags `iu`): `\s` and `\S` are JavaScript's
 * Unicode white space, `.` skips every line terminator, `\uXXXX`/`\u{…}` become `\x{…}`, `[^]` and `[]`
 * keep their meaning, a `[` inside a class is a plain bracket. Throws UnsupportedPattern for
 * lookahead, lookbehind, back-references and `\S` inside a class. Expects a pattern that compiles as a
 * JavaScript `RegExp` with flags `iu` (patternProblem checks that first).
 */
export function toRe2(pattern: string): string {
  let out = '';
  let inClass = false;
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i]!;
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      i += 2;
      if (next === 's') out += inClass ? SPACE : `[${SPACE}]`;
      else if (next === 'S') {
        if (inClass)
          throw new UnsupportedPattern(
            String.raw`\S inside a character class is not supported: write it outside, like (?:[…]|\S)`,
          );
        out += `[^${SPACE}]`;
      } else if (next === 'u') {
        const braced = /^\{([0-9A-Fa-f]+)\}/.exec(pattern.slice(i));
        if (braced) {
          out += `\\x{${braced[1]}}`;
          i += braced[0].length;
        } else {
          let code = parseInt(pattern.slice(i, i + 4), 16);
          i += 4;
          const low = /^\\u([dD][c-fC-F][0-9A-Fa-f]{2})/.exec(pattern.slice(i));
          if (code >= 0xd800 && code <= 0xdbff && low) {
            code = 0x10000 + (code - 0xd800) * 0x400 + (parseInt(low[1]!, 16) - 0xdc00);
            i += low[0].length;
          }
          out += `\\x{${code.toString(16)}}`;
        }
      } else if (next === 'c') {
        out += `\\x{${((pattern.charCodeAt(i) % 32) as number).toString(16)}}`;
        i += 1;
      } else if (next === '0') out += String.raw`\x{0}`;
      else if (/[1-9]/.test(next) || next === 'k')
        throw new UnsupportedPattern('Back-references (\\1, \\k<name>) cannot run in the rule engine');
      else if (next === 'p' || next === 'P') {
        // \p{Script=Cyrillic} / \p{sc=Cyrl} / \p{gc=Lu}: RE2 names the property alone (\p{Cyrillic}, \p{Lu}).
        const property = /^\{(?:Script|sc|General_Category|gc)=([^}]+)\}/.exec(pattern.slice(i));
        if (property) {
          out += `\\${next}{${property[1]}}`;
          i += property[0].length;
        } else out += `\\${next}`;
      } else if (next === 'b' && inClass) out += String.raw`\x{8}`;
      else if (next === 'x' && !isHex(pattern.slice(i, i + 2))) out += 'x';
      else out += `\\${next}`;
      continue;
    }
    i += 1;
    if (inClass) {
      if (char === ']') inClass = false;
      out += char === '[' ? '\\[' : char;
      continue;
    }
    if (char === '[') {
      if (pattern.startsWith(']', i)) {
        out += String.raw`[^\x{0}-\x{10FFFF}]`;
        i += 1;
      } else if (pattern.startsWith('^]', i)) {
        out += String.raw`[\x{0}-\x{10FFFF}]`;
        i += 2;
      } else {
        inClass = true;
        out += '[';
        if (pattern[i] === '^') {
          out += '^';
          i += 1;
        }
        // A `]` first in a JavaScript class closes it; RE2 would read it as a bracket.
      }
    } else if (char === '.') out += DOT;
    else if (char === '(' && /^\?(?:=|!|<=|<!)/.test(pattern.slice(i)))
      throw new UnsupportedPattern(
        'Lookahead and lookbehind ((?=…), (?!…), (?<=…), (?<!…)) cannot run in the rule engine: match the text itself, like (?: Баланс|$) instead of (?= Баланс|$)',
      );
    else out += char;
  }
  return out;
}

/**
 * The most instructions a rule's compiled program may have: RE2's work per character grows with the
 * program (its threads), so this bounds what one rule costs on the longest text (NOTIFICATION_TEXT_MAX
 * characters: tens of milliseconds). Twice the largest shipped rule (about 500).
 */
export const MAX_PATTERN_SIZE = 1000;

/** A compiled rule pattern, in linear time: `test` whether it matches, `exec` for its named groups too. */
export interface RulePattern {
  /** Whether the pattern matches (RE2's DFA, no groups tracked: the cheap first look). */
  test(text: string): boolean;
  /** The match and its named groups (unmatched ones undefined), as RegExp's exec, or null. */
  exec(text: string): { index: number; groups: Record<string, string | undefined> } | null;
  /** The size of RE2's compiled program, instructions (the work per character grows with it). */
  readonly size: number;
}

/** Compiles a pattern (JavaScript syntax, flags `iu`) for RE2; throws UnsupportedPattern when it cannot. */
export function compileRulePattern(pattern: string): RulePattern {
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(toRe2(pattern), RE2JS.CASE_INSENSITIVE);
  } catch (error) {
    if (error instanceof RE2JSException) throw new UnsupportedPattern(error.message);
    throw error;
  }
  const size = compiled.re2().prog.numInst();
  if (size > MAX_PATTERN_SIZE)
    throw new UnsupportedPattern(
      `The pattern is too large for the rule engine (${size} instructions, at most ${MAX_PATTERN_SIZE}): repeat a character class (like [\\d\\s.,]+) rather than a group, and use smaller counts in {n,m}`,
    );
  return {
    size,
    test: (text) => compiled.test(text),
    exec(text) {
      const match = compiled.exec(text) as (string[] & { index: number; groups?: object }) | null;
      if (!match) return null;
      return { index: match.index, groups: { ...match.groups } };
    },
  };
}
