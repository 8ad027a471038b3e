import type { CustomerFieldSpec } from './entities.ts';

/*
 * A module of its own: the page's first view needs only this of the customer fields' rules, and a page
 * chunk takes a module whole (the validators in customer-fields.ts stay with the sender form's code).
 */

/** Visible fields only: hidden ones are neither shown nor required (docs/product/payment-page.md §5). */
export function visibleCustomerFields<T extends Pick<CustomerFieldSpec, 'hidden'>>(fields: T[]): T[] {
  return fields.filter((field) => !field.hidden);
}
