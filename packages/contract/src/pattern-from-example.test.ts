import { describe, expect, it } from 'vitest';
import { generalizeLiteral, patternFromExample, type ExampleMark } from './pattern-from-example.ts';

/** A mark on the first occurrence of `value` in `text`. */
const mark = (text: string, field: ExampleMark['field'], value: string): ExampleMark => {
  const start = text.indexOf(value);
  if (start < 0) throw new Error(`${value} is not in the text`);
  return { field, start, end: start + value.length };
};

/** The pattern's groups on a message, as the rules read it (flags iu; the server runs the same in RE2). */
const read = (pattern: string, text: string) => new RegExp(pattern, 'iu').exec(text)?.groups ?? null;

const patternOf = (text: string, marks: ExampleMark[]) => {
  const result = patternFromExample(text, marks);
  if (!('pattern' in result)) throw new Error(`no pattern: ${result.problem}`);
  return result.pattern;
};

describe('patternFromExample', () => {
  const sber = 'СЧЁТ2202 14:32 Перевод 1500р от Иван И. Баланс: 25000.50р';
  const sberMarks = [
    mark(sber, 'last4', '2202'),
    mark(sber, 'amount', '1500'),
    mark(sber, 'payer', 'Иван И.'),
  ];

  it('reads the marked parts of the example itself', () => {
    const groups = read(patternOf(sber, sberMarks), sber);
    expect(groups).toMatchObject({ last4: '2202', amount: '1500', payer: 'Иван И.' });
  });

  it('reads another message of the same wording: other amount, digits, time, name and balance', () => {
    const pattern = patternOf(sber, sberMarks);
    expect(read(pattern, 'СЧЁТ9911 09:05 Перевод 12 345р от Мария Петровна К. Баланс: 7.10р')).toMatchObject({
      last4: '9911',
      amount: '12 345',
      payer: 'Мария Петровна К.',
    });
  });

  it('does not read a message of another wording (a purchase)', () => {
    const pattern = patternOf(sber, sberMarks);
    expect(read(pattern, 'СЧЁТ2202 14:40 Покупка 350р PYATEROCHKA Баланс: 24650.50р')).toBeNull();
  });

  it('keeps only the words next to each part of a long message, skipping the rest', () => {
    const text =
      'Уважаемый клиент, сообщаем, что на ваш счёт поступил перевод по системе быстрых платежей на сумму 2 500,00 RUB от ОЛЕГ Н. Спасибо, что вы с нами.';
    const pattern = patternOf(text, [
      mark(text, 'amount', '2 500,00'),
      mark(text, 'currency', 'RUB'),
      mark(text, 'payer', 'ОЛЕГ Н.'),
    ]);
    expect(pattern).not.toContain('Уважаемый');
    expect(read(pattern, text.replace('2 500,00', '17,50').replace('ОЛЕГ Н.', 'Анна'))).toMatchObject({
      amount: '17,50',
      currency: 'RUB',
      payer: 'Анна',
    });
  });

  it('keeps the characters between marked card digits and escapes what regular expressions read', () => {
    const text = 'Зарахування 3 000,00UAH на картку 5168**4411 (ПриватБанк) від Іван Петренко.';
    const pattern = patternOf(text, [
      mark(text, 'amount', '3 000,00'),
      mark(text, 'last4', '5168**4411'),
      mark(text, 'payer', 'Іван Петренко'),
    ]);
    expect(read(pattern, text)).toMatchObject({ last4: '5168**4411', payer: 'Іван Петренко' });
    expect(pattern).toContain(String.raw`\(ПриватБанк\)`);
  });

  it('ends a payer at the end of the text when nothing follows it', () => {
    const text = 'Пополнение 15 000 ₸ от Айгерим С.';
    const pattern = patternOf(text, [mark(text, 'amount', '15 000'), mark(text, 'payer', 'Айгерим С.')]);
    expect(pattern.endsWith('$')).toBe(true);
    expect(read(pattern, 'Пополнение 700 ₸ от Ержан Т.')).toMatchObject({ amount: '700', payer: 'Ержан Т.' });
  });

  it('trims the spaces a selection caught', () => {
    const text = 'Поступление 5 100р Счет*1234 от ИВАН И. Баланс 1р';
    const start = text.indexOf(' 5 100');
    const groups = read(patternOf(text, [{ field: 'amount', start, end: start + 6 }]), text);
    expect(groups?.amount).toBe('5 100');
  });

  it('says what is wrong with the marks', () => {
    const text = 'Пополнение 1 500,00 RUR';
    expect(patternFromExample(text, [mark(text, 'currency', 'RUR')])).toEqual({ problem: 'no_amount' });
    expect(patternFromExample(text, [mark(text, 'amount', 'Пополнение')])).toEqual({
      problem: 'amount_not_a_number',
    });
    expect(
      patternFromExample(text, [mark(text, 'amount', '1 500,00'), { field: 'last4', start: 13, end: 16 }]),
    ).toEqual({ problem: 'overlap' });
    expect(patternFromExample(text, [{ field: 'amount', start: 10, end: 11 }])).toEqual({
      problem: 'empty_mark',
    });
    expect(
      patternFromExample(text, [mark(text, 'amount', '1 500,00'), mark(text, 'amount', '1 500,00')]),
    ).toEqual({ problem: 'repeated_field' });
  });

  it('writes no lookaround, back-reference or repeated group (the rule engine is linear)', () => {
    const pattern = patternOf(sber, sberMarks);
    expect(pattern).not.toMatch(/\(\?[=!<][^a-z]|\\[1-9]|\)[*+]/);
  });
});

describe('generalizeLiteral', () => {
  it('turns digits and spaces into classes and escapes syntax', () => {
    expect(generalizeLiteral('14:32 (a.b)')).toBe(String.raw`\d+:\d+\s+\(a\.b\)`);
  });
});
