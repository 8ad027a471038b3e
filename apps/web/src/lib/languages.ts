import { toBcp47 } from '@payorder/contract';
import type { i18n } from 'i18next';

type Format = (lng: string | undefined, options: Record<string, unknown>) => (value: unknown) => string;

/** i18next's built-in formats, with the language's BCP 47 tag instead of the product code. */
const INTL_FORMATS: Record<string, Format> = {
  number: (tag, options) => {
    const format = new Intl.NumberFormat(tag, options);
    return (value) => format.format(value as number);
  },
  currency: (tag, options) => {
    const format = new Intl.NumberFormat(tag, { ...options, style: 'currency' });
    return (value) => format.format(value as number);
  },
  datetime: (tag, options) => {
    const format = new Intl.DateTimeFormat(tag, options);
    return (value) => format.format(value as Date);
  },
  relativetime: (tag, options) => {
    const format = new Intl.RelativeTimeFormat(tag, options);
    const unit = (options.range as Intl.RelativeTimeFormatUnit | undefined) ?? 'day';
    return (value) => format.format(value as number, unit);
  },
  list: (tag, options) => {
    const format = new Intl.ListFormat(tag, options);
    return (value) => format.format(value as string[]);
  },
};

/**
 * i18next hands its language code to Intl for plural rules and {{value, number}}-style formats;
 * Intl would read ua, am, kg, kz, tj as other or unknown languages (Ukrainian would get English
 * plurals). This makes both use the real tag.
 */
export function adoptIntlTags(i18n: i18n): void {
  const { pluralResolver, formatter } = i18n.services;
  const getRule = (pluralResolver.getRule as (code: string, options?: object) => Intl.PluralRules).bind(
    pluralResolver,
  );
  pluralResolver.getRule = (code: string, options?: object) => getRule(toBcp47(code), options);
  pluralResolver.clearCache?.();
  for (const [name, format] of Object.entries(INTL_FORMATS)) {
    formatter?.addCached(name, (lng, options: Record<string, unknown>) =>
      format(lng && toBcp47(lng), options),
    );
  }
}
