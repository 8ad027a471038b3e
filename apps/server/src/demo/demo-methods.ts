import {
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

/** The demo trader's methods: every payment type in RUB (so one demo order offers them all), and a few local ones. */
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
  method('account_number_iban', 'alfabank', 'RUB'),
  method('account_number_sepa', 'revolut', 'RUB'),
  method('upi', 'sbi', 'RUB'),
  method('imps', 'hdfc', 'RUB'),
  method('phone_pe', 'sbi', 'RUB'),
  method('erip', 'belarusbank', 'RUB'),
  method('card2card', 'kaspi', 'KZT'),
  method('card2card', 'kapitalbank', 'UZS'),
  method('upi', 'sbi', 'INR'),
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

const SAMPLE_VALUES: Partial<Record<RequisiteFieldName, string>> = {
  card_number: '2202 2063 1232 5678',
  cardholder: 'IVAN P.',
  expiration_date: '12/29',
  phone: '+7 912 345-67-89',
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
 * Transfer details a trader would send for a method: each declared field under its own name with a
 * plausible value. The bank is left to default to the method's bank (orders/requisites.ts).
 */
export function sampleRequisites(fields: RequisiteFieldName[], publicUrl: string): Record<string, string> {
  const sample: Partial<Record<RequisiteFieldName, string>> = {
    ...SAMPLE_VALUES,
    country: 'kz',
    sberpay_url: `${publicUrl}/help`,
  };
  return Object.fromEntries(
    fields.filter((name) => name !== 'bank').map((name) => [name, sample[name] ?? '—']),
  );
}
