import { fieldKindOf, payoutRecipientFields, type TraderPayout } from '@payorder/contract';
import { groupCardNumber } from '#console/lib/field-input.ts';

/** One detail of a payout's recipient: its field, how it is shown, and what the copy button copies. */
export interface RecipientRow {
  name: string;
  shown: string;
  copied: string;
}

/** "DE89370400440532013000" → "DE89 3704 0044 0532 0130 00": read in fours, as the bank prints it. */
const inFours = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The recipient's details in the payment type's order (payoutRecipientFields), then any other it has: a
 * card number shown in fours and copied as digits, an IBAN likewise; everything else as the shop sent it.
 */
export function recipientRows(payout: Pick<TraderPayout, 'paymentType' | 'recipient'>): RecipientRow[] {
  const known = payoutRecipientFields(payout.paymentType).map((field) => field.name as string);
  const names = [...known, ...Object.keys(payout.recipient).filter((name) => !known.includes(name))];
  return names
    .filter((name) => payout.recipient[name]?.trim())
    .map((name) => {
      const value = payout.recipient[name]!.trim();
      const bare = value.replace(/\s+/g, '');
      switch (fieldKindOf(name)) {
        case 'card_number':
          return { name, shown: groupCardNumber(bare), copied: bare };
        case 'iban':
          return { name, shown: inFours(bare.toUpperCase()), copied: bare.toUpperCase() };
        default:
          return { name, shown: value, copied: value };
      }
    });
}

/** The amount as a bank app takes it: "1500.00" → "1500", "1500.50" stays. */
export const amountToCopy = (amount: string) => amount.replace(/\.00$/, '');
