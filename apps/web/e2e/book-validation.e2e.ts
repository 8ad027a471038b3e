import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { consoleUrl, createConsoleTrader, signIn } from './support/console.ts';
import { CARD2CARD, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** A card-to-card method whose details also name the bank: the book's bank is a choice from the catalogue. */
const CARD_WITH_BANK = {
  ...CARD2CARD,
  fields: [...CARD2CARD.fields, { name: 'bank' as const, type: 'string' as const }],
};

describe.skipIf(skipReason !== null)('the trader’s book: validation said in the trader’s language', () => {
  const browser = useBrowser();

  it('a trader in Russian on a phone adds a card with a bad number, reads why next to the field in Russian, fixes it and saves', async () => {
    const scenario = await setupScenario({ methods: [CARD_WITH_BANK], online: false });
    const user = await createConsoleTrader(scenario.trader.id);
    const { page } = await newPage(browser()); // 360 × 740
    await signIn(page, user);
    await page.goto(consoleUrl('/book?lng=ru'));
    await page.getByRole('heading', { name: 'Книга реквизитов', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Добавить' }).click();

    const cardNumber = page.getByRole('textbox', { name: /^Номер карты/ });
    expect(await cardNumber.getAttribute('inputmode')).toBe('numeric');
    // The bank is chosen from the catalogue, never typed, and named in Russian.
    const bank = page.getByRole('combobox', { name: /^Банк/ });
    await bank.selectOption({ label: 'Т-Банк' });
    await cardNumber.fill('abcd');
    await page.getByRole('textbox', { name: /^Держатель карты/ }).fill('IVAN P.');
    await page.getByRole('textbox', { name: /^Минимальный заказ/ }).fill('1 000,5');
    await page.getByRole('textbox', { name: /^Максимальный заказ/ }).fill('500');
    await page.getByRole('button', { name: 'Сохранить' }).click();

    // Every problem at once, each next to its field, in Russian, with no English, path or field name.
    await expect.poll(() => cardNumber.getAttribute('aria-invalid')).toBe('true');
    const cardError = page.locator(`[id="${await cardNumber.getAttribute('aria-describedby')}"]`);
    expect(await cardError.textContent()).toBe(
      'Неверный номер карты: проверьте цифры (от 13 до 19, последняя — контрольная)',
    );
    const minimum = page.getByRole('textbox', { name: /^Минимальный заказ/ });
    const minimumError = page.locator(`[id="${await minimum.getAttribute('aria-describedby')}"]`);
    expect(await minimumError.textContent()).toMatch(/^Не может быть больше наибольшего заказа \(500,00/);
    const form = (await page.locator('form').textContent()) ?? '';
    expect(form).not.toMatch(/card_number|minAmount|details\.|Invalid|Must|expected/);
    await page.getByText(/^Некоторые поля нужно исправить/).waitFor();

    // Fixed: typed as digits, grouped by four as typed; the limits as a Russian writes them.
    await cardNumber.fill('2202206312325678');
    expect(await cardNumber.inputValue()).toBe('2202 2063 1232 5678');
    await page.getByRole('textbox', { name: /^Максимальный заказ/ }).fill('10 000,50');
    await page.getByRole('textbox', { name: /^Объём в день/ }).fill('50 000');
    await page.getByRole('button', { name: 'Сохранить' }).click();

    // In the book: the card, its bank, its limits in words and today's use.
    const entry = page.getByRole('article', { name: 'Т-Банк' });
    await entry.waitFor();
    const words = (await entry.textContent()) ?? '';
    expect(words).toContain('2202 2063 1232 5678');
    // (the scenario's currency is a code of its own: "1 000,50 SVK")
    expect(words).toMatch(/Заказы от 1\s000,50\s\S+ до 10\s000,50\s\S+/);
    // The daily limit's use, not today's volume (issue 38: that is the orders completed today).
    expect(words).toMatch(/Дневной лимит: использовано 0,00\s\S+ из 50\s000,00\s\S+/);
    expect(await entry.getByRole('meter').count()).toBe(1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
  });
});
