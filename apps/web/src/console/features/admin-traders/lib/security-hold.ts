import { parseMoneyInput, type FieldErrors } from '@payorder/contract';

/**
 * The security hold as the operator typed it in their language ("4.500" and "4 500" are four thousand
 * five hundred in Russian as in English), as the wire's decimal; or the field's error. The hold is one
 * sum for every currency, so no currency mark is read off it.
 */
export function securityHoldOf(
  text: string,
  language: string,
): { securityHold: string; errors: FieldErrors } | { securityHold: null; errors: FieldErrors } {
  const parsed = parseMoneyInput(text, language, '');
  if (!parsed.ok) {
    return {
      securityHold: null,
      errors: { securityHold: { code: parsed.code, ...(parsed.params && { params: parsed.params }) } },
    };
  }
  return { securityHold: parsed.amount, errors: {} };
}
