import { TIMED_STATUSES, type OrderStatus } from './enums.ts';

/** The statuses a test order's forced outcome may start from: every open one before a dispute. */
const TEST_OPEN_STATUSES = ['new', 'requisites', 'customer_confirm', 'trader_confirm'] as const;

/**
 * The order's life (docs/architecture.md "Order life"): every move, the statuses it may start from and
 * the one it enters (none: the status stays). The one authority: the server refuses any other move
 * with 409 invalid_transition, the console offers a trader exactly the moves allowed here, and the
 * operator's timeline names each move by its key.
 */
export const ORDER_MOVES = {
  selectMethod: { from: ['new'] },
  startPayment: { from: ['new'], to: 'requisites' },
  /** Routing (or a trader's claim) gives the waiting order its trader, and maybe a book entry. */
  assign: { from: ['requisites'] },
  submitRequisites: { from: ['requisites'], to: 'customer_confirm' },
  setCustomerDetails: { from: ['customer_confirm'] },
  markCustomerPayed: { from: ['customer_confirm'] },
  confirmPayment: { from: ['customer_confirm'], to: 'trader_confirm' },
  customerCancel: { from: ['customer_confirm'], to: 'cancelled' },
  traderConfirm: { from: ['trader_confirm', 'dispute'], to: 'completed' },
  /**
   * The trader's paired phone confirms with the bank's message: from customer_confirm too (auto-confirm
   * `on_arrival`: the money is there before the customer pressed "I paid").
   */
  deviceConfirm: { from: ['customer_confirm', 'trader_confirm'], to: 'completed' },
  traderDispute: { from: ['trader_confirm'], to: 'dispute' },
  traderCancel: { from: ['requisites', 'dispute'], to: 'cancelled' },
  expire: { from: TIMED_STATUSES, to: 'cancelled' },
  /** An operator settles a dispute either way, with a note. */
  resolveCompleted: { from: ['dispute'], to: 'completed' },
  resolveCancelled: { from: ['dispute'], to: 'cancelled' },
  /** Test mode: the shop forces an outcome on its own test order. */
  testCompleted: { from: [...TEST_OPEN_STATUSES, 'dispute'], to: 'completed' },
  testCancelled: { from: [...TEST_OPEN_STATUSES, 'dispute'], to: 'cancelled' },
  testDispute: { from: TEST_OPEN_STATUSES, to: 'dispute' },
} as const satisfies Record<string, OrderMove>;

export interface OrderMove {
  from: readonly OrderStatus[];
  to?: OrderStatus;
}
export type OrderMoveName = keyof typeof ORDER_MOVES;
/** What an order's history names: a move, or its creation. */
export type OrderHistoryMove = OrderMoveName | 'create';

/** The trader's buttons in the console, each the move it makes (POST /v1/trader/orders/{id}/{action}). */
export const TRADER_ACTIONS = {
  requisites: 'submitRequisites',
  confirm: 'traderConfirm',
  dispute: 'traderDispute',
  cancel: 'traderCancel',
} as const satisfies Record<string, OrderMoveName>;
export type TraderAction = keyof typeof TRADER_ACTIONS;

/** The trader's actions an order in `status` allows, in the table's order. */
export const traderActionsFrom = (status: OrderStatus): TraderAction[] =>
  (Object.keys(TRADER_ACTIONS) as TraderAction[]).filter((action) =>
    (ORDER_MOVES[TRADER_ACTIONS[action]].from as readonly OrderStatus[]).includes(status),
  );
