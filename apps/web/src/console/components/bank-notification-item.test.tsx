import type { BankNotification } from '@payorder/contract';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import consoleRu from '#locales/ru/console.json';
import { BankNotificationItem } from './bank-notification-item.tsx';

const HELD: BankNotification = {
  id: '00000000-0000-4000-8000-0000000000b1',
  deviceId: '00000000-0000-4000-8000-0000000000b2',
  deviceName: 'Redmi',
  from: '900',
  text: 'СЧЁТ5678 14:32 Перевод 1500р от Иван И. Баланс: 9100.50р',
  app: null,
  receivedAt: '2026-11-29T10:00:00.000Z',
  createdAt: '2026-11-29T10:00:01.000Z',
  outcome: 'ambiguous',
  orderId: null,
  linkedBy: null,
  candidateOrderIds: ['00000000-0000-4000-8000-0000000000c1'],
  reviewReason: 'same_amount_ended',
  kind: 'credit',
  bank: 'sberbank',
  ruleId: null,
  amount: '1500.00',
  currency: 'RUB',
  last4: '5678',
  payer: 'Иван И.',
  reference: null,
};

describe('a bank notification held for the trader', () => {
  it('says why nothing was done, not that several orders fit', () => {
    render(<BankNotificationItem notification={HELD} />);
    expect(screen.getByText('Check by hand')).toBeTruthy();
    expect(screen.getByText(/may be its customer paying late/)).toBeTruthy();
    expect(screen.queryByText('Several orders fit')).toBeNull();
  });

  it('says each reason in the trader’s language', async () => {
    await i18next.changeLanguage('ru');
    try {
      for (const reviewReason of ['same_money_linked', 'same_amount_ended', 'no_phone_time'] as const) {
        const { unmount } = render(<BankNotificationItem notification={{ ...HELD, reviewReason }} />);
        expect(screen.getByText('Проверьте вручную')).toBeTruthy();
        expect(screen.getByText(consoleRu.notifications.review[reviewReason])).toBeTruthy();
        unmount();
      }
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('an ambiguous credit with no reason still says several orders fit', () => {
    render(<BankNotificationItem notification={{ ...HELD, reviewReason: null }} />);
    expect(screen.getByText('Several orders fit')).toBeTruthy();
  });
});

describe('a bank notification that confirmed its order', () => {
  const CONFIRMED: BankNotification = {
    ...HELD,
    outcome: 'confirmed',
    reviewReason: null,
    orderId: HELD.candidateOrderIds[0]!,
    linkedBy: 'auto',
  };

  it('tells the trader it was confirmed for them', () => {
    render(<BankNotificationItem notification={CONFIRMED} />);
    expect(screen.getByText(/confirmed for you, as your auto-confirm mode says/)).toBeTruthy();
  });

  it('tells the operator it was the trader’s auto-confirm, in the operator’s language', async () => {
    await i18next.changeLanguage('ru');
    try {
      render(<BankNotificationItem notification={CONFIRMED} reader="operator" />);
      expect(screen.getByText(consoleRu.notifications.explain.confirmed_operator)).toBeTruthy();
      expect(screen.queryByText(/за вас/)).toBeNull();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('a credit held for the trader, as the operator reads it', () => {
  it('says the trader asks the operator, not "ask the operator"', () => {
    render(
      <BankNotificationItem notification={{ ...HELD, reviewReason: 'amount_differs' }} reader="operator" />,
    );
    expect(screen.getByText(/the trader attaches it by hand and asks you to resolve/)).toBeTruthy();
    expect(screen.queryByText(/ask the operator/)).toBeNull();
  });
});
