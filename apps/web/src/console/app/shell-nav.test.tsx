import { fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import consoleRu from '#locales/ru/console.json';
import { NAV } from './nav.ts';
import { ShellNav } from './shell.tsx';

afterAll(() => i18next.changeLanguage('en'));

function renderNav(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellNav items={NAV.operator} counts={{}} />
      <p>outside</p>
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation');
  const more = within(nav).getByRole('button');
  const menu = document.getElementById(more.getAttribute('aria-controls')!)!;
  // The phone's bar: the list items the CSS keeps below 1024 px (the rail-only ones are the menu's).
  const bar = [...nav.querySelectorAll('ul:first-child > li:not(.shell__rail-only) a')].map(
    (a) => a.textContent,
  );
  return { nav, more, menu, bar };
}

const names = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the operator’s navigation on a phone', () => {
  for (const [lng, labels] of [
    [
      'en',
      {
        more: 'More',
        bar: ['Overview', 'Orders', 'Disputes', 'Payouts'],
        menu: ['Shops', 'Traders', 'Rules', 'Branding', 'Audit log', 'Account'],
      },
    ],
    [
      'ru',
      {
        more: 'Ещё',
        bar: [consoleRu.overview.nav, consoleRu.nav.orders, consoleRu.nav.disputes, consoleRu.nav.payouts],
        menu: [
          consoleRu.shops.nav,
          consoleRu.traders.nav,
          consoleRu.rules.nav,
          consoleRu.branding.nav,
          consoleRu.audit.nav,
          consoleRu.nav.account,
        ],
      },
    ],
  ] as const) {
    it(`in ${lng}: four sections in the bar, the other six in the More menu, which opens, closes and takes focus`, async () => {
      await i18next.changeLanguage(lng);
      const { nav, more, menu, bar } = renderNav('/ops/orders');
      expect(bar).toEqual(labels.bar);
      expect(more.textContent).toBe(labels.more);
      // The side rail keeps all ten.
      expect(nav.querySelectorAll('ul:first-child a')).toHaveLength(10);

      expect(more.getAttribute('aria-expanded')).toBe('false');
      expect(menu.hidden).toBe(true);
      expect(more.className).not.toContain('active');

      fireEvent.click(more);
      expect(more.getAttribute('aria-expanded')).toBe('true');
      expect(menu.hidden).toBe(false);
      expect(names(menu)).toEqual(labels.menu);
      expect(document.activeElement).toBe(within(menu).getAllByRole('link')[0]);

      fireEvent.keyDown(document, { key: 'Escape' });
      expect(menu.hidden).toBe(true);
      expect(more.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(more);

      fireEvent.click(more);
      expect(menu.hidden).toBe(false);
      fireEvent.pointerDown(screen.getByText('outside'));
      expect(menu.hidden).toBe(true);

      // A section chosen in the menu closes it.
      fireEvent.click(more);
      fireEvent.click(within(menu).getByRole('link', { name: labels.menu[1] }));
      expect(menu.hidden).toBe(true);
    });
  }

  it('shows More as the current section when the route is one of its sections', async () => {
    await i18next.changeLanguage('en');
    const { more } = renderNav('/audit');
    expect(more.className).toContain('active');
  });
});
