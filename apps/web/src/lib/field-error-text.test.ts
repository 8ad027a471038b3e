import fs from 'node:fs';
import path from 'node:path';
import { FIELD_ERROR_CODES, LANGUAGES } from '@payorder/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-error-text.ts';

const localeOf = (language: string) =>
  JSON.parse(
    fs.readFileSync(path.resolve(__dirname, `../../public/locales/${language}/common.json`), 'utf8'),
  ) as { fieldError: Record<string, string> };

describe('field error words', () => {
  it('every language has words for every field error code', () => {
    for (const language of LANGUAGES) {
      const words = localeOf(language).fieldError;
      for (const code of [...FIELD_ERROR_CODES, 'phone_invalid_prefix']) {
        expect(words[code], `${language}: fieldError.${code}`).toMatch(/\S/);
      }
    }
  });

  it('says a code and its parameters in the reader’s language, amounts as money', async () => {
    const ru = i18next.createInstance();
    await ru.init({
      lng: 'ru',
      resources: { ru: { common: localeOf('ru') } },
      interpolation: { escapeValue: false },
    });
    const t = ru.getFixedT('ru', 'common');
    expect(fieldErrorText(t, { code: 'card_number_invalid' })).toMatch(/^Неверный номер карты/);
    expect(fieldErrorText(t, { code: 'too_long', params: { max: 64 } })).toBe(
      'Слишком длинно: не больше 64 знаков',
    );
    expect(fieldErrorText(t, { code: 'phone_invalid', params: { prefix: '+7' } })).toContain('+7');
    expect(
      fieldErrorText(t, { code: 'min_above_max', params: { max: '100.00' } }, (amount) => `${amount} ₽`),
    ).toBe('Не может быть больше наибольшего заказа (100.00 ₽)');
    // a code this build does not know yet still reads as words, not as the code
    expect(fieldErrorText(t, { code: 'not_a_code' as 'required' })).toBe('Похоже, здесь ошибка — проверьте');
  });
});
