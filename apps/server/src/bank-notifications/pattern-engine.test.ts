import { describe, expect, it } from 'vitest';
import { compileRulePattern, toRe2, UnsupportedPattern } from './pattern-engine.ts';

/** RE2's match and JavaScript's (flags `iu`) of the same pattern: what a rule's author wrote is what runs. */
function both(pattern: string, text: string) {
  const js = new RegExp(pattern, 'iu').exec(text);
  const re2 = compileRulePattern(pattern).exec(text);
  return {
    js: js && { index: js.index, groups: { ...js.groups } },
    re2,
  };
}

describe('the rule engine reads a pattern as JavaScript does (flags iu)', () => {
  it.each([
    // \s is JavaScript's: no-break, narrow no-break and other Unicode spaces (RE2's own \s is ASCII).
    [String.raw`(?<amount>\d[\d\s.,]*\d)`, '1\u00a0250\u202f000,50 ₽'],
    [String.raw`a\sb`, 'a\u2009b'],
    [String.raw`a\Sb`, 'a\u00a0b a-b'],
    // `.` stops at every line terminator, `[^]` takes anything, `[]` nothing.
    ['a.b', 'a\rb a\u2028b axb'],
    ['a[^]b', 'a\nb'],
    ['a[]b|c', 'ab c'],
    // \u escapes, any case in Cyrillic and Turkish, named groups, an optional group that did not take part.
    [String.raw`\u00a0(?<payer>\u{41}\w+)`, 'x\u00a0Anna'],
    ['ЗАЧИСЛЕНИЕ (?<amount>\\d+)(?: от (?<payer>\\S+))?', 'зачисление 500'],
    ['gelmi[şs]tir', 'GELMIŞTIR'],
    // A bracket inside a class is a bracket (RE2 would read [[:alpha:]] as a POSIX class).
    ['[[:a]+', '[:a'],
    ['[\\b]', 'x\by'],
  ])('%s on %j', (pattern, text) => {
    const { js, re2 } = both(pattern, text);
    expect(re2).toEqual(js);
  });

  it.each([
    ['\\s', '[\\t\\n\\v\\f\\r\\x{FEFF}\\x{2028}\\x{2029}\\p{Zs}]'],
    ['\\u00e9\\uD83D\\uDE00', '\\x{e9}\\x{1f600}'],
    ['\\p{Script=Cyrillic}+', '\\p{Cyrillic}+'],
  ])('toRe2(%s) is %s', (pattern, re2) => expect(toRe2(pattern)).toBe(re2));

  it.each(['a(?=b)', 'a(?!b)', '(?<=a)b', '(?<!a)b', '(a)\\1', '(?<amount>a)\\k<amount>', '[\\S]'])(
    'refuses %s',
    (pattern) => expect(() => compileRulePattern(pattern)).toThrow(UnsupportedPattern),
  );
});
