import type { CustomerFieldSpec } from './entities.ts';
import type { RequisiteFieldName } from './requisite-fields.ts';
import type { CustomerFieldName, CustomerFieldType, PaymentType } from './enums.ts';

/**
 * The kinds a trade method is built from, without zod (the console's method form reads them): the
 * customer form's type of each customer field, one per name, and the fields each payment type usually
 * asks for (the operator's form starts from them; the demo trader's methods are made of them).
 */

/** The customer form's type of a customer field: one name, one kind of value (customer-fields.ts checks it). */
export const CUSTOMER_FIELD_TYPE = {
  first_card_digits: 'firstCardDigits',
  last_card_digits: 'lastCardDigits',
  last_phone_digits: 'lastPhoneDigits',
  utr: 'utr',
  customer_iban: 'iban',
  account_number: 'accountNumber',
  bank: 'bank',
  full_name: 'fullName',
} as const satisfies Record<CustomerFieldName, CustomerFieldType>;

const customer = (name: CustomerFieldName, required = true, hidden = false): CustomerFieldSpec => ({
  name,
  type: CUSTOMER_FIELD_TYPE[name],
  required,
  hidden,
});

/** What a payment type's trader sends (`requisites`) and what its customer is asked (`customer`), as usual. */
export const USUAL_METHOD_FIELDS: Readonly<
  Record<PaymentType, { requisites: RequisiteFieldName[]; customer: CustomerFieldSpec[] }>
> = {
  card2card: {
    requisites: ['card_number', 'cardholder', 'bank'],
    customer: [customer('first_card_digits'), customer('last_card_digits'), customer('full_name', false)],
  },
  sbp: { requisites: ['phone', 'cardholder', 'bank'], customer: [customer('last_phone_digits')] },
  tsbp: {
    requisites: ['phone', 'cardholder', 'bank', 'country'],
    customer: [customer('last_phone_digits'), customer('full_name')],
  },
  sberpay: { requisites: ['sberpay_url'], customer: [] },
  account_number: {
    requisites: ['account_number', 'holder', 'bank'],
    customer: [customer('account_number'), customer('full_name')],
  },
  phone_number: { requisites: ['phone', 'holder', 'bank'], customer: [customer('last_phone_digits')] },
  transfer_via_id_card: {
    requisites: ['id_card', 'holder', 'bank', 'country'],
    customer: [customer('full_name')],
  },
  account_number_iban: {
    requisites: ['iban', 'holder', 'bank'],
    customer: [customer('customer_iban'), customer('full_name')],
  },
  account_number_sepa: {
    requisites: ['iban', 'beneficiary_name', 'swift_bic'],
    customer: [customer('customer_iban'), customer('full_name')],
  },
  upi: { requisites: ['upi_id', 'beneficiary_name'], customer: [customer('utr')] },
  imps: {
    requisites: ['imps_account_number', 'beneficiary_name', 'ifsc'],
    customer: [customer('utr'), customer('account_number', false, true)],
  },
  phone_pe: { requisites: ['phone', 'beneficiary_name'], customer: [customer('utr')] },
  erip: { requisites: ['erip', 'holder'], customer: [customer('full_name'), customer('bank', false)] },
};
