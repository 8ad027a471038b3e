/**
 * docs/product/payment-page.md §2 stepper: new=1, requisites=2, customer_confirm=3 and 4 in the order of
 * docs/decisions/001 (lib/confirm-flow.ts, which owns it), trader_confirm=4, terminal=5.
 */
export { stepOfStatus as stepOf } from '#page/lib/confirm-flow.ts';
