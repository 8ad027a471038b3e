import type { DEFAULT_NAMESPACE } from '@payorder/contract';
import type { TFunction } from 'i18next';

/**
 * A bank's name as the customer reads it: the page's own word for it in their language
 * (`banks.<code>`: "Любой банк", "Сбербанк"), else the name the server sent (the catalogue's, stored
 * once in English), else its code.
 */
export function bankName(
  t: TFunction<typeof DEFAULT_NAMESPACE>,
  code: string,
  carried?: string | null,
): string {
  return t(`banks.${code}`, { defaultValue: carried || code });
}
