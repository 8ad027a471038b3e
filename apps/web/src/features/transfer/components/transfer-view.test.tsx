import type { Order, Requisites } from '@payorder/contract';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import commonRu from '#locales/ru/common.json';
import { I18nProvider, PageI18n } from '#page/lib/page-i18n.tsx';
import { paymentOf } from '#page/test/orders.ts';
import { TransferView } from './transfer-view.tsx';

function orderWith(requisites: Requisites, type: NonNullable<Order['payment']>['type'] = 'card2card'): Order {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'customer_confirm',
    statusDetails: null,
    statusTimeoutAt: null,
    amount: '1500.00',
    currency: 'RUB',
    requisites,
    payment: paymentOf(type),
    shop: { name: 'Shop', customerDataCollectionOrder: 'after_payment', collectCustomerReceipts: false },
    integration: { returnUrl: 'https://shop.example', callbackUrlStatus: null },
  };
}

/** The transfer details as the customer reads them: [label, value, has a Copy button]. */
function shownRows(requisites: Requisites, type?: NonNullable<Order['payment']>['type']) {
  render(
    <TransferView order={orderWith(requisites, type)} currencySymbol="₽" header={null} actions={null} />,
  );
  return screen.queryAllByRole('term').map((term) => {
    const detail = term.nextElementSibling as HTMLElement;
    return [
      term.textContent,
      // Read as a person reads them: a no-break space is a space (the test below checks they are there).
      detail.querySelector('.requisites__value')!.textContent!.replace(/\u00a0/g, ' '),
      within(detail).queryByRole('button') !== null,
    ];
  });
}

describe('TransferView requisite rows (docs/product/payment-page.md §2 screen 4)', () => {
  beforeAll(() => {
    // Copy is offered only where the browser has a clipboard (docs/product/payment-page.md §2).
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => {} },
      configurable: true,
    });
  });

  it('shows a card method’s declared fields and the bank by its name', () => {
    // As GET /v1/customer/orders/{id} answers after a trader sent card_number and cardholder only.
    const rows = shownRows({
      bank: 'sberbank',
      bankName: 'Sberbank',
      card_number: '2202 2063 1234 5678',
      cardholder: 'IVAN P.',
    });
    expect(rows).toEqual([
      ['Card number', '2202 2063 1234 5678', true],
      ['Cardholder name', 'IVAN P.', false],
      ['Bank', 'Sberbank', false],
    ]);
  });

  it('keeps the amount, a card number and an IBAN on one line (no-break spaces), a name free to wrap', () => {
    render(
      <TransferView
        order={orderWith({
          bank: 'sberbank',
          card_number: '2202 2063 1234 5678',
          iban: 'KZ86 125K ZT50 0410 0100',
          cardholder: 'IVAN P.',
        })}
        currencySymbol="₽"
        header={null}
        actions={null}
      />,
    );
    const values = [...document.querySelectorAll('.requisites__value')].map((value) => value.textContent);
    expect(values).toContain('2202\u00a02063\u00a01234\u00a05678');
    expect(values).toContain('KZ86\u00a0125K\u00a0ZT50\u00a00410\u00a00100');
    expect(values).toContain('IVAN P.');
    expect(screen.getByTestId('amount').textContent).toBe('1,500.00\u00a0₽');
  });

  it('shows every field with its label, the country by name, and a field it has no label for', () => {
    const rows = shownRows(
      {
        bank: 'halyk',
        bankName: 'Halyk Bank',
        tax_id: '770123456789',
        iban: 'KZ86 125K ZT50 0410 0100',
        swift_bic: 'HSBKKZKX',
        holder: 'Aigerim S.',
        account_number: '40817810099910004312',
        phone: '+7 701 123 45 67',
        expiration_date: '12/29',
        countryCode: 'kz',
        countryNameEn: 'Kazakhstan',
        sberPayUrl: 'https://sberpay.example/pay',
      },
      'account_number_iban',
    );
    expect(rows).toEqual([
      ['Expiration date', '12/29', false],
      ['Phone', '+7 701 123 45 67', true],
      ['Account number', '40817810099910004312', true],
      ['IBAN', 'KZ86 125K ZT50 0410 0100', true],
      ['Holder', 'Aigerim S.', false],
      ['SWIFT/BIC', 'HSBKKZKX', true],
      ['Bank', 'Halyk Bank', false],
      ['Country', 'Kazakhstan', false],
      ['Tax id', '770123456789', true],
    ]);
  });

  it('names the bank in the customer’s language, and a bank it has no word for as the catalogue does', () => {
    const bankShown = (requisites: Requisites) => {
      const { unmount } = render(
        <I18nProvider i18n={new PageI18n({ ru: commonRu }, 'ru')}>
          <TransferView order={orderWith(requisites)} currencySymbol="₽" header={null} actions={null} />
        </I18nProvider>,
      );
      const bank = screen.getByText(commonRu.requisites.bank).nextElementSibling!.textContent;
      unmount();
      return bank;
    };
    expect(bankShown({ bank: 'sberbank', bankName: 'Sberbank', card_number: '2202 2063 1234 5678' })).toBe(
      'Сбербанк',
    );
    expect(bankShown({ bank: 'halyk', bankName: 'Halyk Bank', iban: 'KZ86 125K ZT50 0410 0100' })).toBe(
      'Halyk Bank',
    );
  });
});
