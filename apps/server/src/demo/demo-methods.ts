import {
  CALLING_CODES_BY_CURRENCY,
  USUAL_METHOD_FIELDS,
  type CreateTradeMethodRequest,
  type PaymentType,
  type RequisiteFieldName,
} from '@payorder/contract';

/** SEPA's customer IBAN as the page checks it: the pattern and an example the customer is shown. */
const SEPA_IBAN = {
  pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$',
  patternExample: 'DE89 3704 0044 0532 0130 00',
  maxLength: 34,
};

/**
 * The demo trader's methods (and the test-mode trader's), each in the currency its payment type is paid
 * in: the Russian types in RUB (one demo order offers them all), UPI, IMPS and PhonePe in INR, ERIP in
 * BYN, IBAN and SEPA in EUR, and a card in KZT and UZS. An order is offered only the methods of its own
 * currency (routing/eligible-candidates.ts), so a RUB order never shows UPI or ERIP.
 */
export const DEMO_TRADE_METHODS: CreateTradeMethodRequest[] = [
  method('card2card', 'sberbank', 'RUB'),
  method('card2card', 'tinkoff', 'RUB'),
  method('card2card', 'any_bank', 'RUB'),
  method('sbp', 'alfabank', 'RUB'),
  method('tsbp', 'vtb', 'RUB'),
  method('sberpay', 'sberbank', 'RUB'),
  method('account_number', 'raiffeisen', 'RUB'),
  method('phone_number', 'ozon', 'RUB'),
  method('transfer_via_id_card', 'vtb', 'RUB'),
  method('card2card', 'kaspi', 'KZT'),
  method('card2card', 'kapitalbank', 'UZS'),
  method('upi', 'sbi', 'INR'),
  method('imps', 'hdfc', 'INR'),
  method('phone_pe', 'sbi', 'INR'),
  method('account_number_iban', 'revolut', 'EUR'),
  method('account_number_sepa', 'revolut', 'EUR'),
  method('erip', 'belarusbank', 'BYN'),
];

function method(paymentType: PaymentType, bank: string, fiatCurrency: string): CreateTradeMethodRequest {
  const { requisites, customer } = USUAL_METHOD_FIELDS[paymentType];
  return {
    paymentType,
    bank,
    fiatCurrency,
    fields: requisites.map((name) => ({ name, type: 'string' as const })),
    customerFields: customer.map((field) =>
      paymentType === 'account_number_sepa' && field.name === 'customer_iban'
        ? { ...field, ...SEPA_IBAN }
        : field,
    ),
  };
}

/** The demo's sample details: plausible, as a trader's would be (the demo is not test mode). */
const SAMPLE_VALUES: Partial<Record<RequisiteFieldName, string>> = {
  card_number: '2202 2063 1232 5678',
  cardholder: 'IVAN P.',
  expiration_date: '12/29',
  account_number: '40817810099910004312',
  iban: 'DE89 3704 0044 0532 0130 00',
  holder: 'Ivan Petrov',
  swift_bic: 'COBADEFFXXX',
  imps_account_number: '50100012345678',
  beneficiary_name: 'Rahul Sharma',
  ifsc: 'HDFC0001234',
  upi_id: 'rahul@okhdfc',
  id_card: 'AB1234567',
  erip: '10203040',
};

/**
 * A test order's details (docs/architecture.md "Test mode for shops"): nothing anyone could pay to. Zeros
 * where a number goes (the all-zero card number belongs to no card network, the IBAN's account is all
 * zeros), TEST where a name goes. They still pass the checks every trader's details pass
 * (orders/requisites.ts: Luhn, mod-97, a UPI id's form).
 */
export const TEST_SAMPLE_VALUES: Partial<Record<RequisiteFieldName, string>> = {
  card_number: '0000 0000 0000 0000',
  cardholder: 'TEST CARD',
  expiration_date: '00/00',
  account_number: '00000000000000000000',
  iban: 'DE36 0000 0000 0000 0000 00',
  holder: 'TEST ACCOUNT',
  swift_bic: 'TESTXXXXXXX',
  imps_account_number: '00000000000000',
  beneficiary_name: 'TEST ACCOUNT',
  ifsc: 'TEST0000000',
  upi_id: 'test.only@test',
  id_card: 'TEST0000000',
  erip: '00000000',
};

/** A phone in the method's country (its currency's calling code): a plausible one, or zeros for a test order. */
function samplePhone(currency: string, isTest: boolean): string {
  const code = CALLING_CODES_BY_CURRENCY[currency]?.[0] ?? '7';
  if (isTest) return `+${code} 000 000-00-00`;
  return code === '91' ? '+91 98765 43210' : code === '7' ? '+7 912 345-67-89' : `+${code} 29 123-45-67`;
}

/**
 * Transfer details a trader would send for a method: each declared field under its own name with a
 * plausible value, or (`isTest`, a test order's) an obviously unreal one. The bank is left to default to
 * the method's bank (orders/requisites.ts).
 */
export function sampleRequisites(
  fields: RequisiteFieldName[],
  publicUrl: string,
  { currency, isTest }: { currency: string; isTest: boolean },
): Record<string, string> {
  const sample: Partial<Record<RequisiteFieldName, string>> = {
    ...(isTest ? TEST_SAMPLE_VALUES : SAMPLE_VALUES),
    phone: samplePhone(currency, isTest),
    country: 'kz',
    sberpay_url: `${publicUrl}/help`,
  };
  return Object.fromEntries(
    fields.filter((name) => name !== 'bank').map((name) => [name, sample[name] ?? '—']),
  );
}
