import { fieldKindOf } from '@payorder/contract';

/** A card number grouped by four as it is typed ("2202206312325678" → "2202 2063 1232 5678"); other text as typed. */
export function groupCardNumber(text: string): string {
  if (!/^[\d\s]*$/.test(text)) return text;
  return text.replace(/\s/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** How a trade method's field is typed: the keyboard a phone shows and what the browser may suggest. */
export function inputPropsOf(field: string) {
  switch (fieldKindOf(field)) {
    case 'card_number':
      return { inputMode: 'numeric', autoComplete: 'off', maxLength: 23 } as const;
    case 'phone':
      return { inputMode: 'tel', type: 'tel', autoComplete: 'off' } as const;
    case 'account_number':
      return { inputMode: 'numeric', autoComplete: 'off' } as const;
    case 'iban':
      return { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } as const;
    case 'upi_id':
      return { inputMode: 'email', autoCapitalize: 'none', autoComplete: 'off', spellCheck: false } as const;
    case 'text':
      return { autoComplete: 'off' } as const;
  }
}
