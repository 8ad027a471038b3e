import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { consoleUrl, createConsoleUser, signIn } from './support/console.ts';
import { LANGUAGES } from './support/i18n-text.ts';
import { CARD2CARD, setupScenario } from './support/payorder-api.ts';
import { skipReason, useBrowser } from './support/suite.ts';

/** One row: the switch's 44 px, the padding and the border, with room for a two-line switch label. */
const ONE_ROW_PX = 72;

/**
 * The console's header on a phone, in every language: the brand and the switch beside it (the trader's
 * "Online", the shop's "Test data") share one row. Tajik's "Test data" once squeezed the brand to a
 * letter a line and made the sticky header 183 px of a 740 px screen.
 */
describe.skipIf(skipReason !== null)('the console header on a phone, in every language', () => {
  const browser = useBrowser();

  it(
    'is one row for the trader and the shop, never wider than the screen',
    { timeout: 120_000 },
    async () => {
      const scenario = await setupScenario({ methods: [CARD2CARD], traderName: 'Анна Трейдерова-Длинная' });
      const roles = [
        {
          user: await createConsoleUser({ role: 'trader', traderId: scenario.trader.id }),
          heading: 'Work queue',
        },
        { user: await createConsoleUser({ role: 'shop', shopId: scenario.shop.id }), heading: 'Orders' },
      ];
      const found: string[] = [];
      for (const { user, heading } of roles) {
        const { page, context } = await newPage(browser(), { width: 360, height: 740 });
        try {
          await signIn(page, user, { heading });
          for (const lng of LANGUAGES) {
            await page.goto(consoleUrl(`/?lng=${lng}`));
            const header = page.locator('.shell__header');
            await header.getByRole('switch').waitFor();
            const { height, overflow, brand } = await header.evaluate((element) => ({
              height: element.getBoundingClientRect().height,
              overflow: document.documentElement.scrollWidth - window.innerWidth,
              brand: element.querySelector('.shell__who')!.getBoundingClientRect().width,
            }));
            if (height > ONE_ROW_PX) found.push(`${user.login} in ${lng}: header ${height} px high`);
            if (overflow > 0) found.push(`${user.login} in ${lng}: ${overflow} px wider than the screen`);
            // The brand keeps room for a word, not a letter a line.
            if (brand < 60) found.push(`${user.login} in ${lng}: the name squeezed to ${brand} px`);
          }
        } finally {
          await context.close();
        }
      }
      expect(found).toEqual([]);
    },
  );
});
