import type { CreateTradeMethodRequest, SubmitRequisitesRequest } from '@payorder/contract';

/** Card to card, Sberbank, RUB: the card number and holder to pay to; the customer's card digits asked. */
export const CARD2CARD_METHOD: CreateTradeMethodRequest = {
  paymentType: 'card2card',
  bank: 'sberbank',
  fiatCurrency: 'RUB',
  fields: [
    { name: 'card_number', type: 'string' },
    { name: 'cardholder', type: 'string' },
  ],
  customerFields: [
    { name: 'first_card_digits', type: 'firstCardDigits', required: true, hidden: false },
    { name: 'last_card_digits', type: 'lastCardDigits', required: true, hidden: false },
  ],
};

/** CARD2CARD_METHOD asking the sender's full name too (optional), as the page's sender form shows it. */
export const CARD2CARD_WITH_NAME: CreateTradeMethodRequest = {
  ...CARD2CARD_METHOD,
  customerFields: [
    ...CARD2CARD_METHOD.customerFields,
    { name: 'full_name', type: 'fullName', required: false, hidden: false },
  ],
};

/** What a trader sends for CARD2CARD_METHOD: its declared fields by name; the bank defaults to the method's. */
export const CARD_REQUISITES: SubmitRequisitesRequest['requisites'] = {
  card_number: '2202 2063 1232 5678',
  cardholder: 'IVAN P.',
};

/** What the kit's traders put up in each currency of their methods: far more than any test order. */
export const TRADER_DEPOSIT = '1000000.00';
