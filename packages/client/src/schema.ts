// Generated from GET /api/openapi.json by `npm run generate --workspace packages/client`. Do not edit.
export interface paths {
  '/api/v1/banks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Banks */
    get: operations['getBanks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/currencies/fiat': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Fiat currencies */
    get: operations['getCurrenciesFiat'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Meta settings (support bot URL …) */
    get: operations['getMeta'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/payment-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payment types and their names */
    get: operations['getPaymentTypes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/sci-domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The payment page's branding for the requested host */
    get: operations['getSciDomains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange the payment link's order id and token for an access token */
    post: operations['postCustomerAuthLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order */
    get: operations['getCustomerOrdersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Choose the payment type and bank, send sender details, or say "paid" */
    patch: operations['patchCustomerOrdersById'];
    trace?: never;
  };
  '/api/v1/customer/orders/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order's live events (server-sent) */
    get: operations['getCustomerOrdersByIdEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/orders/{id}/start-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start paying: get transfer details */
    post: operations['postCustomerOrdersByIdStartPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/orders/{id}/confirm-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm the transfer was sent */
    post: operations['postCustomerOrdersByIdConfirmPayment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/orders/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel the order */
    post: operations['postCustomerOrdersByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/orders/{id}/payment-fields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sender fields the chosen method asks for */
    get: operations['getCustomerOrdersByIdPaymentFields'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/trade-methods/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payment methods offered for the order */
    get: operations['getCustomerTradeMethodsOrdersByOrderId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/trade-methods/orders/{orderId}/selected': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The chosen payment method */
    get: operations['getCustomerTradeMethodsOrdersByOrderIdSelected'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/orders/{id}/receipts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The order's receipts */
    get: operations['getCustomerOrdersByIdReceipts'];
    put?: never;
    /** Upload a receipt (multipart/form-data, one file: JPEG, PNG, WebP, HEIC/HEIF or PDF) */
    post: operations['postCustomerOrdersByIdReceipts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/customer/orders/{id}/receipts/{receiptId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a receipt's file */
    get: operations['getCustomerOrdersByIdReceiptsByReceiptIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's balances
     * @description Per currency: completed orders less fees. In test mode (the test API key) the test balance: what the completed test orders would have credited; no money moves and the live balance never includes them.
     */
    get: operations['getMerchantBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's ledger lines, newest first
     * @description In test mode (the test API key) one `settle` line per completed test order, what it would have credited (its transactionId is the order's id: test orders write nothing to the ledger).
     */
    get: operations['getMerchantLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the shop's orders
     * @description Newest first, a page at a time: pass `nextCursor` back as `cursor` until it is null. Filters combine; `createdFrom` and `createdTo` are inclusive. Only this shop’s orders are listed.
     */
    get: operations['getMerchantOrders'];
    put?: never;
    /**
     * Create an order and get its payment link
     * @description With the shop's API key (live or test). A shop console session may make test orders only (the `Payorder-Mode: test` header, its "New test order"), without an Idempotency-Key; 403 otherwise.
     */
    post: operations['postMerchantOrders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/orders/by-external-id/{externalId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find an order by its external id
     * @description The order the shop created with this `externalId` (the newest, when several share it; `GET /api/v1/merchant/orders?externalId=` lists them all). 404 when there is none.
     */
    get: operations['getMerchantOrdersByExternalIdByExternalId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An order */
    get: operations['getMerchantOrdersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/orders/{id}/callbacks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An order's callback attempts */
    get: operations['getMerchantOrdersByIdCallbacks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/orders/{id}/callbacks/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send an order's latest callback again */
    post: operations['postMerchantOrdersByIdCallbacksRetry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the shop's payouts
     * @description Newest first, a page at a time: pass `nextCursor` back as `cursor` until it is null.
     */
    get: operations['getMerchantPayouts'];
    put?: never;
    /**
     * Pay a person out through a trader
     * @description Holds `amount` plus the shop’s payout fee on its balance (409 insufficient_balance names what is available). `recipient` holds the payment type’s fields, each checked (400 with `fieldErrors`). The same `externalId` with the same body answers the same payout (200), never a second one; with another body, 409 external_id_taken.
     */
    post: operations['postMerchantPayouts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/payouts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a payout */
    get: operations['getMerchantPayoutsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/payouts/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a payout no trader has taken
     * @description Only while `new`; its hold goes back to the balance. Taken: 409 invalid_transition.
     */
    post: operations['postMerchantPayoutsByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/payouts/{id}/dispute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Dispute a completed payout: the recipient says nothing arrived
     * @description Only `completed`, within PAYOUT_DISPUTE_HOURS (default 72) of completion; an operator decides.
     */
    post: operations['postMerchantPayoutsByIdDispute'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/payouts/{id}/test-outcome': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a test payout's outcome
     * @description Test payouts only (the test key): `completed` or `failed`, with its callback.
     */
    post: operations['postMerchantPayoutsByIdTestOutcome'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/payouts/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A payout with the statuses it entered
     * @description Every status the payout entered, oldest first, with when and by whom (shop, trader, operator, system, device); the shop’s dispute reason; `disputableUntil` while it may still be disputed.
     */
    get: operations['getMerchantPayoutsByIdTimeline'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/payouts/{id}/callbacks/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a payout's latest callback again
     * @description Its latest event goes back to pending, due now, with a fresh round of retries. 409 no_callback_event when the payout has none yet (no callback URL, or no status that sends one).
     */
    post: operations['postMerchantPayoutsByIdCallbacksResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/orders/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/merchant/orders/search */
    get: operations['getMerchantOrdersSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/orders/{id}/timeline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/merchant/orders/:id/timeline */
    get: operations['getMerchantOrdersByIdTimeline'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/orders/{id}/receipts/{receiptId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/merchant/orders/:id/receipts/:receiptId/file */
    get: operations['getMerchantOrdersByIdReceiptsByReceiptIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/callbacks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/merchant/callbacks */
    get: operations['getMerchantCallbacks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's settings: its saved callback URL (of the key's mode) */
    get: operations['getMerchantSettings'];
    /**
     * Save the shop's default callback URL (of the key's mode)
     * @description An order created without `callbackUrl` sends its callbacks to this URL, and a test event without a URL goes here. `null` clears it. The test key (or the console’s test switch) saves the test mode’s URL.
     */
    put: operations['putMerchantSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/callbacks/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a signed test event to a callback URL
     * @description The body is optional: without `callbackUrl` (or without a body at all) the event goes to the shop's saved callback URL of the key's mode (`PUT /api/v1/merchant/settings`), or when none is saved to the callbackUrl of the shop's latest order of that mode. Made with the test key, it is signed with the test webhook secret.
     */
    post: operations['postMerchantCallbacksTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/orders/{id}/test-outcome': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a test order to an outcome
     * @description Test mode only: moves a test order (made with the test API key) to `completed`, `cancelled` or `dispute`, as a trader or the operator would, with its signed callback. 404 for a live order; 409 invalid_transition for one that already ended.
     */
    post: operations['postMerchantOrdersByIdTestOutcome'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/orders/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search the trader's order history */
    get: operations['getTraderOrdersSearch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/orders/totals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Totals over the trader's whole history filter (count, volume, commission) */
    get: operations['getTraderOrdersTotals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/orders/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trader's history filter as CSV (every order, streamed) */
    get: operations['getTraderOrdersExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/orders/{id}/receipts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An order's receipts */
    get: operations['getTraderOrdersByIdReceipts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/orders/{id}/receipts/{receiptId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A receipt's file */
    get: operations['getTraderOrdersByIdReceiptsByReceiptIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orders waiting for the trader */
    get: operations['getTraderOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trader's live order events (server-sent) */
    get: operations['getTraderEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/orders/{id}/requisites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send transfer details by hand */
    post: operations['postTraderOrdersByIdRequisites'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/orders/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm the money arrived */
    post: operations['postTraderOrdersByIdConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/orders/{id}/dispute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dispute the payment, with its reason */
    post: operations['postTraderOrdersByIdDispute'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/orders/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel the order */
    post: operations['postTraderOrdersByIdCancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/payout-settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which payouts I take */
    get: operations['getTraderPayoutSettings'];
    /**
     * Set which payouts I take
     * @description Currencies, payment types, the largest amount (null: any) and how many at once.
     */
    put: operations['putTraderPayoutSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payouts offered to me now, mine in hand, and my latest finished ones */
    get: operations['getTraderPayouts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/payouts/{id}/take': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take a payout offered to me
     * @description The first take wins; a payout no longer offered to me answers 409 payout_not_offered.
     */
    post: operations['postTraderPayoutsByIdTake'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/payouts/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline a payout offered to me, saying why
     * @description It is never offered to me again; the next trader gets it.
     */
    post: operations['postTraderPayoutsByIdDecline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/payouts/{id}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Complete my taken payout with its proof (multipart/form-data, field "file": a photo or PDF) */
    post: operations['postTraderPayoutsByIdComplete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/payouts/{id}/proofs/{proofId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A proof's file of my payout */
    get: operations['getTraderPayoutsByIdProofsByProofIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/requisites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The requisites book */
    get: operations['getTraderRequisites'];
    put?: never;
    /** Add a book entry */
    post: operations['postTraderRequisites'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/requisites/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a book entry */
    delete: operations['deleteTraderRequisitesById'];
    options?: never;
    head?: never;
    /** Change a book entry */
    patch: operations['patchTraderRequisitesById'];
    trace?: never;
  };
  '/api/v1/trader/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the trader is online */
    get: operations['getTraderStatus'];
    /** Go online or offline */
    put: operations['putTraderStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/trade-methods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trader's trade methods */
    get: operations['getTraderTradeMethods'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/balance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trader's balances, with today's completed orders */
    get: operations['getTraderBalance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trader's ledger lines, newest first */
    get: operations['getTraderLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/orders */
    get: operations['getAdminOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/orders/:id */
    get: operations['getAdminOrdersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/orders/{id}/receipts/{receiptId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/orders/:id/receipts/:receiptId/file */
    get: operations['getAdminOrdersByIdReceiptsByReceiptIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/disputes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/disputes */
    get: operations['getAdminDisputes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The operator's live events (server-sent): orders changing, traders going online or offline */
    get: operations['getAdminEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/orders/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/admin/orders/:id/resolve */
    post: operations['postAdminOrdersByIdResolve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/orders/{id}/callbacks/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/admin/orders/:id/callbacks/resend */
    post: operations['postAdminOrdersByIdCallbacksResend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every payout, newest first (overdue ones: ?status=overdue) */
    get: operations['getAdminPayouts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/payouts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A payout with its history, proofs and declines */
    get: operations['getAdminPayoutsById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/payouts/{id}/resolve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Resolve an overdue or disputed payout
     * @description `completed` (the money left: the trader is reimbursed) or `failed` (its hold released; a disputed one is reversed by new ledger transactions), with a note. Audited.
     */
    post: operations['postAdminPayoutsByIdResolve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/payouts/{id}/proofs/{proofId}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A payout proof's file */
    get: operations['getAdminPayoutsByIdProofsByProofIdFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/shops': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/shops */
    get: operations['getAdminShops'];
    put?: never;
    /** POST /api/v1/admin/shops */
    post: operations['postAdminShops'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/shops/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/shops/:id */
    get: operations['getAdminShopsById'];
    /** PUT /api/v1/admin/shops/:id */
    put: operations['putAdminShopsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/shops/{id}/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/admin/shops/:id/disable */
    post: operations['postAdminShopsByIdDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/shops/{id}/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/admin/shops/:id/enable */
    post: operations['postAdminShopsByIdEnable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/shops/{id}/api-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/admin/shops/:id/api-key */
    post: operations['postAdminShopsByIdApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/shops/{id}/webhook-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/admin/shops/:id/webhook-secret */
    post: operations['postAdminShopsByIdWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/traders */
    get: operations['getAdminTraders'];
    put?: never;
    /** POST /api/v1/admin/traders */
    post: operations['postAdminTraders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/traders/:id */
    get: operations['getAdminTradersById'];
    /** PUT /api/v1/admin/traders/:id */
    put: operations['putAdminTradersById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders/{id}/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/admin/traders/:id/disable */
    post: operations['postAdminTradersByIdDisable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders/{id}/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/admin/traders/:id/enable */
    post: operations['postAdminTradersByIdEnable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders/{id}/requisites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/traders/:id/requisites */
    get: operations['getAdminTradersByIdRequisites'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders/{id}/requisites/{entryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** PATCH /api/v1/admin/traders/:id/requisites/:entryId */
    patch: operations['patchAdminTradersByIdRequisitesByEntryId'];
    trace?: never;
  };
  '/api/v1/admin/traders/{id}/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/traders/:id/orders */
    get: operations['getAdminTradersByIdOrders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders/{id}/deposits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/admin/traders/:id/deposits */
    post: operations['postAdminTradersByIdDeposits'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders/{id}/adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Correct a trader's working balance up (credit) or down (debit), with a note saying why
     * @description Double-entry against the outside world, like a deposit. A debit never takes the available balance (working less the security hold) below zero: 409 insufficient_balance. Audit-logged with the note.
     */
    post: operations['postAdminTradersByIdAdjustments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders/{id}/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/traders/:id/ledger */
    get: operations['getAdminTradersByIdLedger'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders/{id}/trade-methods': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A trader's trade methods, each with its book entries' count */
    get: operations['getAdminTradersByIdTradeMethods'];
    put?: never;
    /** Add a trade method to a trader */
    post: operations['postAdminTradersByIdTradeMethods'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders/{id}/trade-methods/{methodId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change a trader's trade method (payment type, currency and fields only while no book entry uses them) */
    put: operations['putAdminTradersByIdTradeMethodsByMethodId'];
    post?: never;
    /** Remove a trader's trade method and the book entries filled in for it */
    delete: operations['deleteAdminTradersByIdTradeMethodsByMethodId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/console-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/console-users */
    get: operations['getAdminConsoleUsers'];
    put?: never;
    /** POST /api/v1/admin/console-users */
    post: operations['postAdminConsoleUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/console-users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** PATCH /api/v1/admin/console-users/:id */
    patch: operations['patchAdminConsoleUsersById'];
    trace?: never;
  };
  '/api/v1/admin/console-users/{id}/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/admin/console-users/:id/password-reset */
    post: operations['postAdminConsoleUsersByIdPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/console-users/{id}/totp': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Reset a login's two-factor sign-in (ends its sessions)
     * @description An operator's own is refused with 403 `reauthentication_required`: it removes its own with `POST /api/v1/console/totp/removal`, proving itself again with its password and a current code.
     */
    delete: operations['deleteAdminConsoleUsersByIdTotp'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/sci-domains/{host}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** PUT /api/v1/admin/sci-domains/:host */
    put: operations['putAdminSciDomainsByHost'];
    post?: never;
    /** Remove a payment domain's branding (it then shows the default); the default '*' stays */
    delete: operations['deleteAdminSciDomainsByHost'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/meta/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** PUT /api/v1/admin/meta/:key */
    put: operations['putAdminMetaByKey'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/sci-domains': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/sci-domains */
    get: operations['getAdminSciDomains'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/meta */
    get: operations['getAdminMeta'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/admin/audit */
    get: operations['getAdminAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/banks/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** PUT /api/v1/admin/banks/:code */
    put: operations['putAdminBanksByCode'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/currencies/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** PUT /api/v1/admin/currencies/:code */
    put: operations['putAdminCurrenciesByCode'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** GET /api/v1/merchant/keys */
    get: operations['getMerchantKeys'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/keys/api-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/merchant/keys/api-key */
    post: operations['postMerchantKeysApiKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/keys/webhook-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/merchant/keys/webhook-secret */
    post: operations['postMerchantKeysWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/orders/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's orders created in a date range, as CSV (streamed, any size) */
    get: operations['getMerchantOrdersExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/payouts/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shop's payouts created in a date range, as CSV (streamed, any size)
     * @description `createdFrom` and `createdTo` as the payouts list reads them, both included. A test export (the test key, or the console with `mode=test`) is named `payorder-test-payouts-….csv`.
     */
    get: operations['getMerchantPayoutsExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/ledger/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's ledger lines posted in a date range, as CSV (streamed, any size) */
    get: operations['getMerchantLedgerExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/orders/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Orders created in a date range, every shop’s or one’s, as CSV (streamed, any size) */
    get: operations['getAdminOrdersExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/ledger/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ledger lines posted in a date range, every account’s or one shop’s, as CSV (streamed) */
    get: operations['getAdminLedgerExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/ingest/bank-notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Post a bank notification (SMS or push) from a paired phone
     * @description At most INGEST_RATE_LIMIT_PER_DEVICE posts a minute per device; past it 429 `rate_limited` with `Retry-After`, before anything is read or stored: the phone retries and the message is accepted then, once. Wrong device keys or signatures: at most INGEST_AUTH_FAILURES_PER_IP a minute per client address; past them 429 `rate_limited` with `Retry-After` before any key is looked up. Also takes, unchanged, the bodies of SmsForwarder (form `from`, `content`, `timestamp`, `sign`) and of SMS Gateway for Android (`{id, webhookId, event, deviceId, payload}`; an event other than `sms:received`, such as `system:ping`, is a heartbeat: `204`).
     */
    post: operations['postIngestBankNotifications'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/ingest/bank-notifications/devices/{deviceId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * SmsForwarder's GET: the notification in the query of the phone's own URL, signed
     * @description What SmsForwarder sends by GET: the set-up URL (`…/devices/{deviceId}?v=1`) followed by `&content=…&timestamp=…&sign=…` (the sender is the first line of its default content template).
     */
    get: operations['getIngestBankNotificationsDevicesByDeviceId'];
    put?: never;
    /**
     * Post a bank notification to the phone's own URL, signed with its key (no header needed)
     * @description At most INGEST_RATE_LIMIT_PER_DEVICE posts a minute per device; past it 429 `rate_limited` with `Retry-After`, before anything is read or stored: the phone retries and the message is accepted then, once. Wrong device keys or signatures: at most INGEST_AUTH_FAILURES_PER_IP a minute per client address; past them 429 `rate_limited` with `Retry-After` before any key is looked up. Also takes, unchanged, the bodies of SmsForwarder (form `from`, `content`, `timestamp`, `sign`) and of SMS Gateway for Android (`{id, webhookId, event, deviceId, payload}`; an event other than `sms:received`, such as `system:ping`, is a heartbeat: `204`). Signed with the device key: `X-Signature` = hex HMAC-SHA256(key, body + `X-Timestamp`) with `X-Timestamp` epoch seconds; or fields `timestamp` (epoch milliseconds) and `sign` = Base64 HMAC-SHA256(key, `<timestamp>\n<key>`), URL-encoded, in the body or the query; either within 3600 s of the server's time. The key itself never goes in the URL.
     */
    post: operations['postIngestBankNotificationsDevicesByDeviceId'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trader's paired phones */
    get: operations['getTraderDevices'];
    put?: never;
    /**
     * Pair a phone (its key is shown once)
     * @description At most MAX_DEVICES_PER_TRADER phones paired at once; one more answers 409 `device_limit_reached` (revoke one first). The answer carries the key: sent with `Cache-Control: no-store`.
     */
    post: operations['postTraderDevices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/devices/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a phone */
    delete: operations['deleteTraderDevicesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/bank-notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trader's bank notifications, newest first */
    get: operations['getTraderBankNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/bank-notifications/{id}/attach': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attach an unmatched or ambiguous notification to an order by hand */
    post: operations['postTraderBankNotificationsByIdAttach'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/auto-confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The auto-confirm mode */
    get: operations['getTraderAutoConfirm'];
    /** Set the auto-confirm mode */
    put: operations['putTraderAutoConfirm'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/notification-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rules that read bank notifications */
    get: operations['getAdminNotificationRules'];
    put?: never;
    /** Add a rule */
    post: operations['postAdminNotificationRules'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/notification-rules/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What the rules (or a draft rule) read from a message */
    post: operations['postAdminNotificationRulesTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/notification-rules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a rule */
    delete: operations['deleteAdminNotificationRulesById'];
    options?: never;
    head?: never;
    /** Change a rule */
    patch: operations['patchAdminNotificationRulesById'];
    trace?: never;
  };
  '/api/v1/admin/settings/phones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The traders' phones: when one is silent */
    get: operations['getAdminSettingsPhones'];
    /**
     * Set when a trader's phone is silent
     * @description A phone not heard from for longer than `silentAfterMinutes` (5 to 10080) is silent: its trader, if on auto-confirm, is told on every console screen, and the overview's health lists it.
     */
    put: operations['putAdminSettingsPhones'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/traders/{id}/devices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A trader's paired phones, as the trader sees them */
    get: operations['getAdminTradersByIdDevices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/bank-notifications/unread': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Messages from a bank's sender that no rule read, every trader's, newest first */
    get: operations['getAdminBankNotificationsUnread'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform's funnel, speed, money and health over the orders created in a period */
    get: operations['getAdminOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/admin/overview/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The platform's health now (open disputes, failing callbacks, traders online, orders waiting) */
    get: operations['getAdminOverviewHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/trader/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The trader's own orders, volume, commission and speed over a period (default: today) */
    get: operations['getTraderOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/merchant/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The shop's own funnel, conversion and volume over a period */
    get: operations['getMerchantOverview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/console/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in
     * @description An account with two-factor sign-in needs `totp` (or a `recoveryCode`) with its password; one without ignores them. Any wrong login, password or code answers 401 `invalid_credentials`, an unknown login exactly like a known one; the fifth failure in a row locks the login (429 `account_locked`, `Retry-After`), and too many failures from one address hold it back (429 `rate_limited`, `Retry-After`).
     */
    post: operations['postConsoleSession'];
    /** Sign out */
    delete: operations['deleteConsoleSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/console/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who is signed in */
    get: operations['getConsoleMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/console/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The account's sessions */
    get: operations['getConsoleSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/console/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End a session */
    delete: operations['deleteConsoleSessionsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/console/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Change your password (ends your other sessions) */
    put: operations['putConsolePassword'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/console/totp/enrolment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/console/totp/enrolment */
    post: operations['postConsoleTotpEnrolment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/console/totp/enrolment/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** POST /api/v1/console/totp/enrolment/confirm */
    post: operations['postConsoleTotpEnrolmentConfirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/console/totp/removal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove your own two-factor sign-in (ends your other sessions)
     * @description Proves the account again: its `currentPassword` and a current `totp` code (or a `recoveryCode`). A wrong one answers 400 `reauthentication_failed` and counts like a failed sign-in (429 `account_locked` at the lock). An operator then enrols again before the admin API answers it.
     */
    post: operations['postConsoleTotpRemoval'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/client-errors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a payment page error */
    post: operations['postClientErrors'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  orderStatusChanged: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * An order reached completed, cancelled, dispute or error
     * @description POSTed to the order's `callbackUrl`, retried with backoff for about a day until it answers 2xx. Deduplicate by `eventId`. Verify the signature first: each `v1` is the hex HMAC-SHA256 of `"<t>.<raw body>"` under the shop’s webhook secret (two while a secret is being rotated); refuse a `t` more than five minutes from now.
     */
    post: operations['orderStatusChanged'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    ApiError: {
      /** @enum {string} */
      code:
        | 'validation_failed'
        | 'unauthorized'
        | 'forbidden'
        | 'not_found'
        | 'invalid_transition'
        | 'idempotency_conflict'
        | 'rate_limited'
        | 'payload_too_large'
        | 'unsupported_media_type'
        | 'too_many_files'
        | 'callback_url_forbidden'
        | 'no_callback_event'
        | 'insufficient_balance'
        | 'trader_unavailable'
        | 'trader_offline'
        | 'entry_limit_reached'
        | 'balance_limit_reached'
        | 'device_limit_reached'
        | 'trade_method_in_use'
        | 'login_taken'
        | 'invalid_credentials'
        | 'account_locked'
        | 'totp_required'
        | 'csrf_failed'
        | 'totp_enrolment_required'
        | 'totp_already_enrolled'
        | 'note_required'
        | 'paid_amount_not_allowed'
        | 'default_sci_domain'
        | 'no_callback_url'
        | 'shop_disabled'
        | 'trader_disabled'
        | 'cannot_disable_self'
        | 'last_operator'
        | 'password_change_required'
        | 'wrong_password'
        | 'reauthentication_failed'
        | 'reauthentication_required'
        | 'external_id_taken'
        | 'payout_not_offered'
        | 'internal_error'
        | 'service_unavailable';
      message: string;
      fields?: {
        [key: string]: string;
      };
      fieldErrors?: {
        [key: string]: {
          /** @enum {string} */
          code:
            | 'required'
            | 'too_long'
            | 'too_short'
            | 'too_small'
            | 'too_large'
            | 'not_an_integer'
            | 'not_a_number'
            | 'invalid_choice'
            | 'invalid_format'
            | 'unknown_field'
            | 'not_a_bank'
            | 'above_max_amount'
            | 'below_min_amount'
            | 'min_above_max'
            | 'amount_invalid'
            | 'amount_not_positive'
            | 'percent_invalid'
            | 'too_many_decimals'
            | 'card_number_invalid'
            | 'phone_invalid'
            | 'upi_id_invalid'
            | 'iban_invalid'
            | 'account_number_invalid'
            | 'email_invalid'
            | 'url_invalid'
            | 'callback_host_unresolved'
            | 'callback_url_not_public'
            | 'currency_invalid'
            | 'passwords_differ'
            | 'same_as_current'
            | 'pattern_unsupported'
            | 'date_out_of_range';
          params?: {
            [key: string]: string | number;
          };
        };
      };
    };
    MerchantOrder: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status:
        | 'new'
        | 'requisites'
        | 'customer_confirm'
        | 'trader_confirm'
        | 'completed'
        | 'cancelled'
        | 'error'
        | 'dispute';
      statusDetails: 'customer-payed' | null;
      statusTimeoutAt: string | null;
      amount: string;
      currency: string;
      requisites:
        | ({
            bank: string;
            bankName?: string;
            countryCode?: string;
            countryNameEn?: string;
            /** Format: uri */
            sberPayUrl?: string;
          } & {
            [key: string]: string;
          })
        | null;
      payment: {
        /** @enum {string} */
        type:
          | 'card2card'
          | 'sbp'
          | 'tsbp'
          | 'sberpay'
          | 'account_number'
          | 'phone_number'
          | 'transfer_via_id_card'
          | 'account_number_iban'
          | 'account_number_sepa'
          | 'upi'
          | 'imps'
          | 'phone_pe'
          | 'erip';
        bank: string | null;
        customerCardFirstDigits: string | null;
        customerCardLastDigits: string | null;
        customerName: string | null;
        customerBank: string | null;
        customerPhoneLastDigits: string | null;
        customerUtr: string | null;
        customerIBAN: string | null;
        customerAccountNumber: string | null;
      } | null;
      integration: {
        returnUrl: string;
        callbackUrlStatus: ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
      };
      hasResolvedDispute?: boolean;
      test: boolean;
      paidAmount?: string | null;
      externalId: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      version: number;
      fee: string;
    };
    CustomerOrder: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status:
        | 'new'
        | 'requisites'
        | 'customer_confirm'
        | 'trader_confirm'
        | 'completed'
        | 'cancelled'
        | 'error'
        | 'dispute';
      statusDetails: 'customer-payed' | null;
      statusTimeoutAt: string | null;
      amount: string;
      currency: string;
      requisites:
        | ({
            bank: string;
            bankName?: string;
            countryCode?: string;
            countryNameEn?: string;
            /** Format: uri */
            sberPayUrl?: string;
          } & {
            [key: string]: string;
          })
        | null;
      payment: {
        /** @enum {string} */
        type:
          | 'card2card'
          | 'sbp'
          | 'tsbp'
          | 'sberpay'
          | 'account_number'
          | 'phone_number'
          | 'transfer_via_id_card'
          | 'account_number_iban'
          | 'account_number_sepa'
          | 'upi'
          | 'imps'
          | 'phone_pe'
          | 'erip';
        bank: string | null;
        customerCardFirstDigits: string | null;
        customerCardLastDigits: string | null;
        customerName: string | null;
        customerBank: string | null;
        customerPhoneLastDigits: string | null;
        customerUtr: string | null;
        customerIBAN: string | null;
        customerAccountNumber: string | null;
      } | null;
      shop: {
        name: string;
        /** @enum {string} */
        customerDataCollectionOrder: 'before_payment' | 'after_payment';
        collectCustomerReceipts: boolean;
      };
      integration: {
        returnUrl: string;
        callbackUrlStatus: ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
      };
      hasResolvedDispute?: boolean;
      test?: boolean;
      paidAmount?: string | null;
    };
    TraderOrder: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status:
        | 'new'
        | 'requisites'
        | 'customer_confirm'
        | 'trader_confirm'
        | 'completed'
        | 'cancelled'
        | 'error'
        | 'dispute';
      amount: string;
      currency: string;
      /** @enum {string} */
      paymentType:
        | 'card2card'
        | 'sbp'
        | 'tsbp'
        | 'sberpay'
        | 'account_number'
        | 'phone_number'
        | 'transfer_via_id_card'
        | 'account_number_iban'
        | 'account_number_sepa'
        | 'upi'
        | 'imps'
        | 'phone_pe'
        | 'erip';
      bank: string | null;
      /** Format: uuid */
      tradeMethodId: string;
      requisiteEntryId: string | null;
      commission: string;
      statusDetails: 'customer-payed' | null;
      statusTimeoutAt: string | null;
      requisites:
        | ({
            bank: string;
            bankName?: string;
            countryCode?: string;
            countryNameEn?: string;
            /** Format: uri */
            sberPayUrl?: string;
          } & {
            [key: string]: string;
          })
        | null;
      payment: {
        /** @enum {string} */
        type:
          | 'card2card'
          | 'sbp'
          | 'tsbp'
          | 'sberpay'
          | 'account_number'
          | 'phone_number'
          | 'transfer_via_id_card'
          | 'account_number_iban'
          | 'account_number_sepa'
          | 'upi'
          | 'imps'
          | 'phone_pe'
          | 'erip';
        bank: string | null;
        customerCardFirstDigits: string | null;
        customerCardLastDigits: string | null;
        customerName: string | null;
        customerBank: string | null;
        customerPhoneLastDigits: string | null;
        customerUtr: string | null;
        customerIBAN: string | null;
        customerAccountNumber: string | null;
      } | null;
      receiptCount: number;
      collectCustomerReceipts: boolean;
      /** Format: date-time */
      createdAt: string;
      paidAmount?: string | null;
    };
    TradeMethod: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      paymentType:
        | 'card2card'
        | 'sbp'
        | 'tsbp'
        | 'sberpay'
        | 'account_number'
        | 'phone_number'
        | 'transfer_via_id_card'
        | 'account_number_iban'
        | 'account_number_sepa'
        | 'upi'
        | 'imps'
        | 'phone_pe'
        | 'erip';
      paymentTypeName: string;
      bank: string;
      bankName: string;
      fiatCurrency: string;
      fields: {
        /** @enum {string} */
        name:
          | 'card_number'
          | 'cardholder'
          | 'expiration_date'
          | 'phone'
          | 'account_number'
          | 'iban'
          | 'holder'
          | 'beneficiary_name'
          | 'imps_account_number'
          | 'ifsc'
          | 'upi_id'
          | 'swift_bic'
          | 'id_card'
          | 'erip'
          | 'bank'
          | 'country'
          | 'sberpay_url';
        /** @constant */
        type: 'string';
      }[];
      customerFields: {
        /** @enum {string} */
        name:
          | 'first_card_digits'
          | 'last_card_digits'
          | 'last_phone_digits'
          | 'utr'
          | 'customer_iban'
          | 'account_number'
          | 'bank'
          | 'full_name';
        /** @enum {string} */
        type:
          | 'firstCardDigits'
          | 'lastCardDigits'
          | 'lastPhoneDigits'
          | 'utr'
          | 'iban'
          | 'accountNumber'
          | 'bank'
          | 'fullName';
        required: boolean;
        hidden: boolean;
      }[];
    };
    Receipt: {
      /** Format: uuid */
      id: string;
      contentType: string;
      size: number;
      /** Format: date-time */
      createdAt: string;
      url: string;
    };
    RequisiteEntry: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      tradeMethodId: string;
      /** @enum {string} */
      paymentType:
        | 'card2card'
        | 'sbp'
        | 'tsbp'
        | 'sberpay'
        | 'account_number'
        | 'phone_number'
        | 'transfer_via_id_card'
        | 'account_number_iban'
        | 'account_number_sepa'
        | 'upi'
        | 'imps'
        | 'phone_pe'
        | 'erip';
      bank: string;
      bankName: string;
      fiatCurrency: string;
      details: {
        [key: string]: string;
      };
      label: string | null;
      isActive: boolean;
      minAmount: string | null;
      maxAmount: string | null;
      dailyLimit: string | null;
      maxOpenOrders: number | null;
      todayVolume: string;
      openOrders: number;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    LedgerLine: {
      /** Format: uuid */
      transactionId: string;
      /** @enum {string} */
      kind:
        | 'deposit'
        | 'hold'
        | 'settle'
        | 'release'
        | 'adjustment'
        | 'payout_hold'
        | 'payout_settle'
        | 'payout_release'
        | 'payout_reverse';
      orderId: string | null;
      payoutId: string | null;
      /** @enum {string} */
      account:
        | 'external'
        | 'platform'
        | 'trader_working'
        | 'trader_hold'
        | 'trader_commission'
        | 'shop'
        | 'shop_payout_hold';
      amount: string;
      currency: string;
      note: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    CallbackAttempt: {
      /** Format: uuid */
      eventId: string;
      /** @enum {string} */
      status:
        | 'new'
        | 'requisites'
        | 'customer_confirm'
        | 'trader_confirm'
        | 'completed'
        | 'cancelled'
        | 'error'
        | 'dispute';
      /** Format: date-time */
      attemptedAt: string;
      responseCode: number | null;
      latencyMs: number | null;
      error: string | null;
    };
    CallbackEvent:
      | {
          /** Format: uuid */
          eventId: string;
          /** @constant */
          object: 'order';
          /** Format: uuid */
          orderId: string;
          externalId: string | null;
          /** @enum {string} */
          status:
            | 'new'
            | 'requisites'
            | 'customer_confirm'
            | 'trader_confirm'
            | 'completed'
            | 'cancelled'
            | 'error'
            | 'dispute';
          amount: string;
          currency: string;
          /** Format: date-time */
          occurredAt: string;
          fee: string;
          test: boolean;
          paidAmount?: string;
        }
      | {
          /** Format: uuid */
          eventId: string;
          /** @constant */
          object: 'payout';
          /** Format: uuid */
          payoutId: string;
          externalId: string;
          /** @enum {string} */
          status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
          amount: string;
          currency: string;
          fee: string;
          /** Format: date-time */
          occurredAt: string;
          test: boolean;
        }
      | {
          /** Format: uuid */
          eventId: string;
          /** @constant */
          status: 'test';
          /** Format: date-time */
          occurredAt: string;
        };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getBanks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            name: string;
          }[];
        };
      };
    };
  };
  getCurrenciesFiat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            symbol: string;
          }[];
        };
      };
    };
  };
  getMeta: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            key: string;
            value: string;
          }[];
        };
      };
    };
  };
  getPaymentTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            type:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            name: string;
          }[];
        };
      };
    };
  };
  getSciDomains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            theme: 'light' | 'payforu' | 'sci';
            logo: string;
            title: string;
            copyright: string;
            loader: string;
          };
        };
      };
    };
  };
  postCustomerAuthLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          orderId: string;
          token: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            accessToken: string;
            /** Format: date-time */
            expiresAt: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests; `Retry-After` says how many seconds to wait: `rate_limited`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCustomerOrdersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  patchCustomerOrdersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              payment: {
                /** @enum {string} */
                type:
                  | 'card2card'
                  | 'sbp'
                  | 'tsbp'
                  | 'sberpay'
                  | 'account_number'
                  | 'phone_number'
                  | 'transfer_via_id_card'
                  | 'account_number_iban'
                  | 'account_number_sepa'
                  | 'upi'
                  | 'imps'
                  | 'phone_pe'
                  | 'erip';
                bank: string | null;
              };
            }
          | {
              payment: {
                customerCardFirstDigits?: string;
                customerCardLastDigits?: string;
                customerPhoneLastDigits?: string;
                customerUtr?: string;
                customerIBAN?: string;
                customerAccountNumber?: string;
                customerBank?: string;
                customerName?: string;
              };
            }
          | {
              /** @enum {string} */
              statusDetails: 'customer-payed';
            };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCustomerOrdersByIdEvents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Server-sent events: each `data:` line is the JSON of the changed order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postCustomerOrdersByIdStartPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postCustomerOrdersByIdConfirmPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postCustomerOrdersByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CustomerOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCustomerOrdersByIdPaymentFields: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            name:
              | 'first_card_digits'
              | 'last_card_digits'
              | 'last_phone_digits'
              | 'utr'
              | 'customer_iban'
              | 'account_number'
              | 'bank'
              | 'full_name';
            pattern?: string;
            patternExample?: string;
            maxLength?: number;
            /** @enum {string} */
            type:
              | 'firstCardDigits'
              | 'lastCardDigits'
              | 'lastPhoneDigits'
              | 'utr'
              | 'iban'
              | 'accountNumber'
              | 'bank'
              | 'fullName';
            required: boolean;
            /** @enum {string} */
            bodyField:
              | 'customerCardFirstDigits'
              | 'customerCardLastDigits'
              | 'customerPhoneLastDigits'
              | 'customerUtr'
              | 'customerIBAN'
              | 'customerAccountNumber'
              | 'customerBank'
              | 'customerName';
          }[];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCustomerTradeMethodsOrdersByOrderId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TradeMethod'][];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCustomerTradeMethodsOrdersByOrderIdSelected: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TradeMethod'] | null;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCustomerOrdersByIdReceipts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Receipt'][];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postCustomerOrdersByIdReceipts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Receipt'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getCustomerOrdersByIdReceiptsByReceiptIdFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        receiptId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with the type it was stored as */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
          'image/heic': string;
          'image/heif': string;
          'application/pdf': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantBalance: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            balances: {
              currency: string;
              balance: string;
              held: string;
            }[];
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantLedger: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LedgerLine'][];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantOrders: {
    parameters: {
      query?: {
        status?:
          | 'new'
          | 'requisites'
          | 'customer_confirm'
          | 'trader_confirm'
          | 'completed'
          | 'cancelled'
          | 'error'
          | 'dispute';
        externalId?: string;
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then from the start of that day in UTC. */
        createdFrom?: string;
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then to the end of that day in UTC (inclusive). */
        createdTo?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['MerchantOrder'][];
            nextCursor: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMerchantOrders: {
    parameters: {
      query?: never;
      header?: {
        'idempotency-key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: string;
          currency: string;
          externalId?: string;
          /** Format: uri */
          returnUrl: string;
          /** Format: uri */
          callbackUrl?: string;
          /** @default 1800 */
          expiresInSeconds?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: components['schemas']['MerchantOrder'];
            paymentUrl: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantOrdersByExternalIdByExternalId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        externalId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MerchantOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantOrdersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MerchantOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantOrdersByIdCallbacks: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            callbackUrlStatus:
              ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
            attempts: components['schemas']['CallbackAttempt'][];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMerchantOrdersByIdCallbacksRetry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            eventId: string;
            /** @enum {string} */
            callbackUrlStatus: 'in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay';
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantPayouts: {
    parameters: {
      query?: {
        status?: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
        externalId?: string;
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then from the start of that day in UTC. */
        createdFrom?: string;
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then to the end of that day in UTC (inclusive). */
        createdTo?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              externalId: string;
              /** @enum {string} */
              status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
              amount: string;
              currency: string;
              /** @enum {string} */
              paymentType:
                | 'card2card'
                | 'sbp'
                | 'tsbp'
                | 'sberpay'
                | 'account_number'
                | 'phone_number'
                | 'transfer_via_id_card'
                | 'account_number_iban'
                | 'account_number_sepa'
                | 'upi'
                | 'imps'
                | 'phone_pe'
                | 'erip';
              bank: string | null;
              recipient: {
                [key: string]: string;
              };
              fee: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              completedAt: string | null;
              test: boolean;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMerchantPayouts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          externalId: string;
          amount: string;
          currency: string;
          /** @enum {string} */
          paymentType:
            | 'card2card'
            | 'sbp'
            | 'tsbp'
            | 'sberpay'
            | 'account_number'
            | 'phone_number'
            | 'transfer_via_id_card'
            | 'account_number_iban'
            | 'account_number_sepa'
            | 'upi'
            | 'imps'
            | 'phone_pe'
            | 'erip';
          bank?: string;
          recipient: {
            [key: string]: string;
          };
          /** Format: uri */
          callbackUrl?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            externalId: string;
            /** @enum {string} */
            status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
            amount: string;
            currency: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            bank: string | null;
            recipient: {
              [key: string]: string;
            };
            fee: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            completedAt: string | null;
            test: boolean;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            externalId: string;
            /** @enum {string} */
            status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
            amount: string;
            currency: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            bank: string | null;
            recipient: {
              [key: string]: string;
            };
            fee: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            completedAt: string | null;
            test: boolean;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantPayoutsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            externalId: string;
            /** @enum {string} */
            status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
            amount: string;
            currency: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            bank: string | null;
            recipient: {
              [key: string]: string;
            };
            fee: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            completedAt: string | null;
            test: boolean;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMerchantPayoutsByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            externalId: string;
            /** @enum {string} */
            status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
            amount: string;
            currency: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            bank: string | null;
            recipient: {
              [key: string]: string;
            };
            fee: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            completedAt: string | null;
            test: boolean;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMerchantPayoutsByIdDispute: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            externalId: string;
            /** @enum {string} */
            status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
            amount: string;
            currency: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            bank: string | null;
            recipient: {
              [key: string]: string;
            };
            fee: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            completedAt: string | null;
            test: boolean;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMerchantPayoutsByIdTestOutcome: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'completed' | 'failed';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            externalId: string;
            /** @enum {string} */
            status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
            amount: string;
            currency: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            bank: string | null;
            recipient: {
              [key: string]: string;
            };
            fee: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            completedAt: string | null;
            test: boolean;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantPayoutsByIdTimeline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            payout: {
              /** Format: uuid */
              id: string;
              externalId: string;
              /** @enum {string} */
              status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
              amount: string;
              currency: string;
              /** @enum {string} */
              paymentType:
                | 'card2card'
                | 'sbp'
                | 'tsbp'
                | 'sberpay'
                | 'account_number'
                | 'phone_number'
                | 'transfer_via_id_card'
                | 'account_number_iban'
                | 'account_number_sepa'
                | 'upi'
                | 'imps'
                | 'phone_pe'
                | 'erip';
              bank: string | null;
              recipient: {
                [key: string]: string;
              };
              fee: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              completedAt: string | null;
              test: boolean;
            };
            history: {
              fromStatus:
                ('new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute') | null;
              /** @enum {string} */
              toStatus: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
              /** @enum {string} */
              actorKind: 'shop' | 'trader' | 'operator' | 'system' | 'device';
              /** Format: date-time */
              at: string;
            }[];
            disputeReason: string | null;
            disputableUntil: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMerchantPayoutsByIdCallbacksResend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            eventId: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantOrdersSearch: {
    parameters: {
      query?: {
        status?:
          | 'new'
          | 'requisites'
          | 'customer_confirm'
          | 'trader_confirm'
          | 'completed'
          | 'cancelled'
          | 'error'
          | 'dispute';
        externalId?: string;
        id?: string;
        amount?: string;
        paymentType?:
          | 'card2card'
          | 'sbp'
          | 'tsbp'
          | 'sberpay'
          | 'account_number'
          | 'phone_number'
          | 'transfer_via_id_card'
          | 'account_number_iban'
          | 'account_number_sepa'
          | 'upi'
          | 'imps'
          | 'phone_pe'
          | 'erip';
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then from the start of that day in UTC. */
        createdFrom?: string;
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then to the end of that day in UTC (inclusive). */
        createdTo?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              status:
                | 'new'
                | 'requisites'
                | 'customer_confirm'
                | 'trader_confirm'
                | 'completed'
                | 'cancelled'
                | 'error'
                | 'dispute';
              amount: string;
              currency: string;
              externalId: string | null;
              /** Format: uuid */
              shopId: string;
              shopName: string;
              traderId: string | null;
              traderName: string | null;
              paymentType:
                | (
                    | 'card2card'
                    | 'sbp'
                    | 'tsbp'
                    | 'sberpay'
                    | 'account_number'
                    | 'phone_number'
                    | 'transfer_via_id_card'
                    | 'account_number_iban'
                    | 'account_number_sepa'
                    | 'upi'
                    | 'imps'
                    | 'phone_pe'
                    | 'erip'
                  )
                | null;
              bank: string | null;
              callbackUrlStatus:
                ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              paidAmount?: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantOrdersByIdTimeline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              status:
                | 'new'
                | 'requisites'
                | 'customer_confirm'
                | 'trader_confirm'
                | 'completed'
                | 'cancelled'
                | 'error'
                | 'dispute';
              amount: string;
              currency: string;
              externalId: string | null;
              /** Format: uuid */
              shopId: string;
              shopName: string;
              traderId: string | null;
              traderName: string | null;
              paymentType:
                | (
                    | 'card2card'
                    | 'sbp'
                    | 'tsbp'
                    | 'sberpay'
                    | 'account_number'
                    | 'phone_number'
                    | 'transfer_via_id_card'
                    | 'account_number_iban'
                    | 'account_number_sepa'
                    | 'upi'
                    | 'imps'
                    | 'phone_pe'
                    | 'erip'
                  )
                | null;
              bank: string | null;
              callbackUrlStatus:
                ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              paidAmount?: string | null;
              statusDetails: string | null;
              statusTimeoutAt: string | null;
              fee: string;
              traderCommission: string | null;
              returnUrl: string;
              callbackUrl: string | null;
              requisites:
                | ({
                    bank: string;
                    bankName?: string;
                    countryCode?: string;
                    countryNameEn?: string;
                    /** Format: uri */
                    sberPayUrl?: string;
                  } & {
                    [key: string]: string;
                  })
                | null;
              payment: {
                /** @enum {string} */
                type:
                  | 'card2card'
                  | 'sbp'
                  | 'tsbp'
                  | 'sberpay'
                  | 'account_number'
                  | 'phone_number'
                  | 'transfer_via_id_card'
                  | 'account_number_iban'
                  | 'account_number_sepa'
                  | 'upi'
                  | 'imps'
                  | 'phone_pe'
                  | 'erip';
                bank: string | null;
                customerCardFirstDigits: string | null;
                customerCardLastDigits: string | null;
                customerName: string | null;
                customerBank: string | null;
                customerPhoneLastDigits: string | null;
                customerUtr: string | null;
                customerIBAN: string | null;
                customerAccountNumber: string | null;
              } | null;
              version: number;
            };
            history: {
              move: string;
              fromStatus:
                | (
                    | 'new'
                    | 'requisites'
                    | 'customer_confirm'
                    | 'trader_confirm'
                    | 'completed'
                    | 'cancelled'
                    | 'error'
                    | 'dispute'
                  )
                | null;
              /** @enum {string} */
              toStatus:
                | 'new'
                | 'requisites'
                | 'customer_confirm'
                | 'trader_confirm'
                | 'completed'
                | 'cancelled'
                | 'error'
                | 'dispute';
              /** @enum {string} */
              actorKind: 'customer' | 'trader' | 'operator' | 'system' | 'shop' | 'device';
              actorId: string | null;
              actorName?: string | null;
              note: string | null;
              reason: ('amount_differs' | 'no_money' | 'wrong_sender' | 'other') | null;
              /** Format: date-time */
              at: string;
            }[];
            callbacks: {
              callbackUrlStatus:
                ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
              attempts: components['schemas']['CallbackAttempt'][];
            };
            receipts: components['schemas']['Receipt'][];
            ledger: components['schemas']['LedgerLine'][];
            notifications?: {
              /** @enum {string} */
              kind: 'credit' | 'debit' | 'other' | 'unknown_sender' | 'unparsed';
              bank: string | null;
              ruleId: string | null;
              amount: string | null;
              currency: string | null;
              last4: string | null;
              payer: string | null;
              reference: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              deviceId: string;
              deviceName: string;
              from: string;
              text: string;
              app: string | null;
              /** Format: date-time */
              receivedAt: string;
              /** Format: date-time */
              createdAt: string;
              /** @enum {string} */
              outcome:
                'confirmed' | 'matched' | 'unmatched' | 'ambiguous' | 'ignored' | 'unparsed' | 'duplicate';
              orderId: string | null;
              linkedBy: ('auto' | 'hand') | null;
              candidateOrderIds: string[];
              reviewReason:
                | (
                    | 'no_phone_time'
                    | 'same_money_linked'
                    | 'same_amount_ended'
                    | 'paid_late'
                    | 'amount_differs'
                  )
                | null;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantOrdersByIdReceiptsByReceiptIdFile: {
    parameters: {
      query?: {
        inline?: '0' | '1';
      };
      header?: never;
      path: {
        id: string;
        receiptId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with the type it was stored as */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
          'image/heic': string;
          'image/heif': string;
          'application/pdf': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantCallbacks: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              eventId: string;
              orderId: string | null;
              payoutId: string | null;
              status:
                | (
                    | 'new'
                    | 'requisites'
                    | 'customer_confirm'
                    | 'trader_confirm'
                    | 'completed'
                    | 'cancelled'
                    | 'error'
                    | 'dispute'
                  )
                | ('new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute')
                | 'test';
              callbackUrl: string;
              /** @enum {string} */
              state: 'pending' | 'delivered' | 'failed';
              attempts: number;
              /** Format: date-time */
              createdAt: string;
              lastAttempt: {
                /** Format: date-time */
                attemptedAt: string;
                responseCode: number | null;
                latencyMs: number | null;
                error: string | null;
              } | null;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            callbackUrl: string | null;
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putMerchantSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          callbackUrl: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            callbackUrl: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMerchantCallbacksTest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uri */
          callbackUrl?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            eventId: string;
            callbackUrl: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMerchantOrdersByIdTestOutcome: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'completed' | 'cancelled' | 'dispute';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MerchantOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderOrdersSearch: {
    parameters: {
      query?: {
        q?: string;
        lng?: 'en' | 'ru' | 'am' | 'az' | 'es' | 'hi' | 'kg' | 'kz' | 'tj' | 'tr' | 'ua' | 'uz';
        status?:
          | 'new'
          | 'requisites'
          | 'customer_confirm'
          | 'trader_confirm'
          | 'completed'
          | 'cancelled'
          | 'error'
          | 'dispute';
        createdFrom?: string;
        createdTo?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: components['schemas']['TraderOrder'][];
            nextCursor: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderOrdersTotals: {
    parameters: {
      query?: {
        q?: string;
        lng?: 'en' | 'ru' | 'am' | 'az' | 'es' | 'hi' | 'kg' | 'kz' | 'tj' | 'tr' | 'ua' | 'uz';
        status?:
          | 'new'
          | 'requisites'
          | 'customer_confirm'
          | 'trader_confirm'
          | 'completed'
          | 'cancelled'
          | 'error'
          | 'dispute';
        createdFrom?: string;
        createdTo?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            byCurrency: {
              currency: string;
              count: number;
              completed: number;
              volume: string;
              commission: string;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderOrdersExport: {
    parameters: {
      query?: {
        q?: string;
        lng?: 'en' | 'ru' | 'am' | 'az' | 'es' | 'hi' | 'kg' | 'kz' | 'tj' | 'tr' | 'ua' | 'uz';
        status?:
          | 'new'
          | 'requisites'
          | 'customer_confirm'
          | 'trader_confirm'
          | 'completed'
          | 'cancelled'
          | 'error'
          | 'dispute';
        createdFrom?: string;
        createdTo?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV with a header row: id, created_at, status, amount, currency, commission, payment_type, bank, entry_last4, sender_card_first, sender_card_last, sender_name, sender_utr, sender_phone_last, sender_iban, sender_account */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderOrdersByIdReceipts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Receipt'][];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderOrdersByIdReceiptsByReceiptIdFile: {
    parameters: {
      query?: {
        inline?: '0' | '1';
      };
      header?: never;
      path: {
        id: string;
        receiptId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with the type it was stored as */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
          'image/heic': string;
          'image/heif': string;
          'application/pdf': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderOrders: {
    parameters: {
      query?: {
        status?:
          | 'new'
          | 'requisites'
          | 'customer_confirm'
          | 'trader_confirm'
          | 'completed'
          | 'cancelled'
          | 'error'
          | 'dispute';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TraderOrder'][];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Server-sent events: each `data:` line is the JSON of the changed order */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postTraderOrdersByIdRequisites: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          requisites: {
            [key: string]: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TraderOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postTraderOrdersByIdConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TraderOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postTraderOrdersByIdDispute: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          reason: 'amount_differs' | 'no_money' | 'wrong_sender' | 'other';
          note?: string;
        } | null;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TraderOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postTraderOrdersByIdCancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TraderOrder'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderPayoutSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            enabled: boolean;
            currencies: string[];
            paymentTypes: (
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip'
            )[];
            maxAmount?: string | null;
            maxInProgress: number;
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putTraderPayoutSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          enabled: boolean;
          currencies: string[];
          paymentTypes: (
            | 'card2card'
            | 'sbp'
            | 'tsbp'
            | 'sberpay'
            | 'account_number'
            | 'phone_number'
            | 'transfer_via_id_card'
            | 'account_number_iban'
            | 'account_number_sepa'
            | 'upi'
            | 'imps'
            | 'phone_pe'
            | 'erip'
          )[];
          maxAmount?: string | null;
          maxInProgress: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            enabled: boolean;
            currencies: string[];
            paymentTypes: (
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip'
            )[];
            maxAmount?: string | null;
            maxInProgress: number;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderPayouts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
              amount: string;
              currency: string;
              /** @enum {string} */
              paymentType:
                | 'card2card'
                | 'sbp'
                | 'tsbp'
                | 'sberpay'
                | 'account_number'
                | 'phone_number'
                | 'transfer_via_id_card'
                | 'account_number_iban'
                | 'account_number_sepa'
                | 'upi'
                | 'imps'
                | 'phone_pe'
                | 'erip';
              bank: string | null;
              recipient: {
                [key: string]: string;
              };
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              completedAt: string | null;
              test: boolean;
              commission: string;
              offerExpiresAt: string | null;
              sendBy: string | null;
              proofs: components['schemas']['Receipt'][];
            }[];
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postTraderPayoutsByIdTake: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
            amount: string;
            currency: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            bank: string | null;
            recipient: {
              [key: string]: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            completedAt: string | null;
            test: boolean;
            commission: string;
            offerExpiresAt: string | null;
            sendBy: string | null;
            proofs: components['schemas']['Receipt'][];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postTraderPayoutsByIdDecline: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postTraderPayoutsByIdComplete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
            amount: string;
            currency: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            bank: string | null;
            recipient: {
              [key: string]: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            completedAt: string | null;
            test: boolean;
            commission: string;
            offerExpiresAt: string | null;
            sendBy: string | null;
            proofs: components['schemas']['Receipt'][];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderPayoutsByIdProofsByProofIdFile: {
    parameters: {
      query?: {
        inline?: '0' | '1';
      };
      header?: never;
      path: {
        id: string;
        proofId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with the type it was stored as */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
          'image/heic': string;
          'image/heif': string;
          'application/pdf': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderRequisites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequisiteEntry'][];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postTraderRequisites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          tradeMethodId: string;
          details: {
            [key: string]: string;
          };
          /** @default null */
          label?: string | null;
          /** @default true */
          isActive?: boolean;
          /** @default null */
          minAmount?: string | null;
          /** @default null */
          maxAmount?: string | null;
          /** @default null */
          dailyLimit?: string | null;
          /** @default null */
          maxOpenOrders?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequisiteEntry'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteTraderRequisitesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  patchTraderRequisitesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          details?: {
            [key: string]: string;
          };
          label?: string | null;
          isActive?: boolean;
          minAmount?: string | null;
          maxAmount?: string | null;
          dailyLimit?: string | null;
          maxOpenOrders?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequisiteEntry'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            online: boolean;
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putTraderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          online: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            online: boolean;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderTradeMethods: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TradeMethod'][];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderBalance: {
    parameters: {
      query?: {
        dayStart?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            securityHold: string;
            balances: {
              currency: string;
              working: string;
              held: string;
              available: string;
              commission: string;
              today: {
                completed: number;
                volume: string;
                commission: string;
              };
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderLedger: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LedgerLine'][];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminOrders: {
    parameters: {
      query?: {
        status?:
          | 'new'
          | 'requisites'
          | 'customer_confirm'
          | 'trader_confirm'
          | 'completed'
          | 'cancelled'
          | 'error'
          | 'dispute';
        shopId?: string;
        traderId?: string;
        externalId?: string;
        id?: string;
        amount?: string;
        paymentType?:
          | 'card2card'
          | 'sbp'
          | 'tsbp'
          | 'sberpay'
          | 'account_number'
          | 'phone_number'
          | 'transfer_via_id_card'
          | 'account_number_iban'
          | 'account_number_sepa'
          | 'upi'
          | 'imps'
          | 'phone_pe'
          | 'erip';
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then from the start of that day in UTC. */
        createdFrom?: string;
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then to the end of that day in UTC (inclusive). */
        createdTo?: string;
        cursor?: string;
        limit?: number;
        test?: 'true' | 'false';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              status:
                | 'new'
                | 'requisites'
                | 'customer_confirm'
                | 'trader_confirm'
                | 'completed'
                | 'cancelled'
                | 'error'
                | 'dispute';
              amount: string;
              currency: string;
              externalId: string | null;
              /** Format: uuid */
              shopId: string;
              shopName: string;
              traderId: string | null;
              traderName: string | null;
              paymentType:
                | (
                    | 'card2card'
                    | 'sbp'
                    | 'tsbp'
                    | 'sberpay'
                    | 'account_number'
                    | 'phone_number'
                    | 'transfer_via_id_card'
                    | 'account_number_iban'
                    | 'account_number_sepa'
                    | 'upi'
                    | 'imps'
                    | 'phone_pe'
                    | 'erip'
                  )
                | null;
              bank: string | null;
              callbackUrlStatus:
                ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              paidAmount?: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminOrdersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              status:
                | 'new'
                | 'requisites'
                | 'customer_confirm'
                | 'trader_confirm'
                | 'completed'
                | 'cancelled'
                | 'error'
                | 'dispute';
              amount: string;
              currency: string;
              externalId: string | null;
              /** Format: uuid */
              shopId: string;
              shopName: string;
              traderId: string | null;
              traderName: string | null;
              paymentType:
                | (
                    | 'card2card'
                    | 'sbp'
                    | 'tsbp'
                    | 'sberpay'
                    | 'account_number'
                    | 'phone_number'
                    | 'transfer_via_id_card'
                    | 'account_number_iban'
                    | 'account_number_sepa'
                    | 'upi'
                    | 'imps'
                    | 'phone_pe'
                    | 'erip'
                  )
                | null;
              bank: string | null;
              callbackUrlStatus:
                ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              paidAmount?: string | null;
              statusDetails: string | null;
              statusTimeoutAt: string | null;
              fee: string;
              traderCommission: string | null;
              returnUrl: string;
              callbackUrl: string | null;
              requisites:
                | ({
                    bank: string;
                    bankName?: string;
                    countryCode?: string;
                    countryNameEn?: string;
                    /** Format: uri */
                    sberPayUrl?: string;
                  } & {
                    [key: string]: string;
                  })
                | null;
              payment: {
                /** @enum {string} */
                type:
                  | 'card2card'
                  | 'sbp'
                  | 'tsbp'
                  | 'sberpay'
                  | 'account_number'
                  | 'phone_number'
                  | 'transfer_via_id_card'
                  | 'account_number_iban'
                  | 'account_number_sepa'
                  | 'upi'
                  | 'imps'
                  | 'phone_pe'
                  | 'erip';
                bank: string | null;
                customerCardFirstDigits: string | null;
                customerCardLastDigits: string | null;
                customerName: string | null;
                customerBank: string | null;
                customerPhoneLastDigits: string | null;
                customerUtr: string | null;
                customerIBAN: string | null;
                customerAccountNumber: string | null;
              } | null;
              version: number;
            };
            history: {
              move: string;
              fromStatus:
                | (
                    | 'new'
                    | 'requisites'
                    | 'customer_confirm'
                    | 'trader_confirm'
                    | 'completed'
                    | 'cancelled'
                    | 'error'
                    | 'dispute'
                  )
                | null;
              /** @enum {string} */
              toStatus:
                | 'new'
                | 'requisites'
                | 'customer_confirm'
                | 'trader_confirm'
                | 'completed'
                | 'cancelled'
                | 'error'
                | 'dispute';
              /** @enum {string} */
              actorKind: 'customer' | 'trader' | 'operator' | 'system' | 'shop' | 'device';
              actorId: string | null;
              actorName?: string | null;
              note: string | null;
              reason: ('amount_differs' | 'no_money' | 'wrong_sender' | 'other') | null;
              /** Format: date-time */
              at: string;
            }[];
            callbacks: {
              callbackUrlStatus:
                ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
              attempts: components['schemas']['CallbackAttempt'][];
            };
            receipts: components['schemas']['Receipt'][];
            ledger: components['schemas']['LedgerLine'][];
            notifications?: {
              /** @enum {string} */
              kind: 'credit' | 'debit' | 'other' | 'unknown_sender' | 'unparsed';
              bank: string | null;
              ruleId: string | null;
              amount: string | null;
              currency: string | null;
              last4: string | null;
              payer: string | null;
              reference: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              deviceId: string;
              deviceName: string;
              from: string;
              text: string;
              app: string | null;
              /** Format: date-time */
              receivedAt: string;
              /** Format: date-time */
              createdAt: string;
              /** @enum {string} */
              outcome:
                'confirmed' | 'matched' | 'unmatched' | 'ambiguous' | 'ignored' | 'unparsed' | 'duplicate';
              orderId: string | null;
              linkedBy: ('auto' | 'hand') | null;
              candidateOrderIds: string[];
              reviewReason:
                | (
                    | 'no_phone_time'
                    | 'same_money_linked'
                    | 'same_amount_ended'
                    | 'paid_late'
                    | 'amount_differs'
                  )
                | null;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminOrdersByIdReceiptsByReceiptIdFile: {
    parameters: {
      query?: {
        inline?: '0' | '1';
      };
      header?: never;
      path: {
        id: string;
        receiptId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with the type it was stored as */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
          'image/heic': string;
          'image/heif': string;
          'application/pdf': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminDisputes: {
    parameters: {
      query?: {
        shopId?: string;
        traderId?: string;
        reason?: 'amount_differs' | 'no_money' | 'wrong_sender' | 'other';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            total: number;
            items: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              status:
                | 'new'
                | 'requisites'
                | 'customer_confirm'
                | 'trader_confirm'
                | 'completed'
                | 'cancelled'
                | 'error'
                | 'dispute';
              amount: string;
              currency: string;
              externalId: string | null;
              /** Format: uuid */
              shopId: string;
              shopName: string;
              traderId: string | null;
              traderName: string | null;
              paymentType:
                | (
                    | 'card2card'
                    | 'sbp'
                    | 'tsbp'
                    | 'sberpay'
                    | 'account_number'
                    | 'phone_number'
                    | 'transfer_via_id_card'
                    | 'account_number_iban'
                    | 'account_number_sepa'
                    | 'upi'
                    | 'imps'
                    | 'phone_pe'
                    | 'erip'
                  )
                | null;
              bank: string | null;
              callbackUrlStatus:
                ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              paidAmount?: string | null;
              /** Format: date-time */
              disputedAt: string;
              disputeReason: ('amount_differs' | 'no_money' | 'wrong_sender' | 'other') | null;
              disputeNote: string | null;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Server-sent events: `order` (id, version, status, traderId of an order that changed), `trader` (id, online of a trader that went online or offline), `resync` (read again); `:` comment lines as heartbeats */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminOrdersByIdResolve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status: 'completed' | 'cancelled';
          note?: string;
          paidAmount?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            order: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              status:
                | 'new'
                | 'requisites'
                | 'customer_confirm'
                | 'trader_confirm'
                | 'completed'
                | 'cancelled'
                | 'error'
                | 'dispute';
              amount: string;
              currency: string;
              externalId: string | null;
              /** Format: uuid */
              shopId: string;
              shopName: string;
              traderId: string | null;
              traderName: string | null;
              paymentType:
                | (
                    | 'card2card'
                    | 'sbp'
                    | 'tsbp'
                    | 'sberpay'
                    | 'account_number'
                    | 'phone_number'
                    | 'transfer_via_id_card'
                    | 'account_number_iban'
                    | 'account_number_sepa'
                    | 'upi'
                    | 'imps'
                    | 'phone_pe'
                    | 'erip'
                  )
                | null;
              bank: string | null;
              callbackUrlStatus:
                ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              paidAmount?: string | null;
              statusDetails: string | null;
              statusTimeoutAt: string | null;
              fee: string;
              traderCommission: string | null;
              returnUrl: string;
              callbackUrl: string | null;
              requisites:
                | ({
                    bank: string;
                    bankName?: string;
                    countryCode?: string;
                    countryNameEn?: string;
                    /** Format: uri */
                    sberPayUrl?: string;
                  } & {
                    [key: string]: string;
                  })
                | null;
              payment: {
                /** @enum {string} */
                type:
                  | 'card2card'
                  | 'sbp'
                  | 'tsbp'
                  | 'sberpay'
                  | 'account_number'
                  | 'phone_number'
                  | 'transfer_via_id_card'
                  | 'account_number_iban'
                  | 'account_number_sepa'
                  | 'upi'
                  | 'imps'
                  | 'phone_pe'
                  | 'erip';
                bank: string | null;
                customerCardFirstDigits: string | null;
                customerCardLastDigits: string | null;
                customerName: string | null;
                customerBank: string | null;
                customerPhoneLastDigits: string | null;
                customerUtr: string | null;
                customerIBAN: string | null;
                customerAccountNumber: string | null;
              } | null;
              version: number;
            };
            history: {
              move: string;
              fromStatus:
                | (
                    | 'new'
                    | 'requisites'
                    | 'customer_confirm'
                    | 'trader_confirm'
                    | 'completed'
                    | 'cancelled'
                    | 'error'
                    | 'dispute'
                  )
                | null;
              /** @enum {string} */
              toStatus:
                | 'new'
                | 'requisites'
                | 'customer_confirm'
                | 'trader_confirm'
                | 'completed'
                | 'cancelled'
                | 'error'
                | 'dispute';
              /** @enum {string} */
              actorKind: 'customer' | 'trader' | 'operator' | 'system' | 'shop' | 'device';
              actorId: string | null;
              actorName?: string | null;
              note: string | null;
              reason: ('amount_differs' | 'no_money' | 'wrong_sender' | 'other') | null;
              /** Format: date-time */
              at: string;
            }[];
            callbacks: {
              callbackUrlStatus:
                ('in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay') | null;
              attempts: components['schemas']['CallbackAttempt'][];
            };
            receipts: components['schemas']['Receipt'][];
            ledger: components['schemas']['LedgerLine'][];
            notifications?: {
              /** @enum {string} */
              kind: 'credit' | 'debit' | 'other' | 'unknown_sender' | 'unparsed';
              bank: string | null;
              ruleId: string | null;
              amount: string | null;
              currency: string | null;
              last4: string | null;
              payer: string | null;
              reference: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              deviceId: string;
              deviceName: string;
              from: string;
              text: string;
              app: string | null;
              /** Format: date-time */
              receivedAt: string;
              /** Format: date-time */
              createdAt: string;
              /** @enum {string} */
              outcome:
                'confirmed' | 'matched' | 'unmatched' | 'ambiguous' | 'ignored' | 'unparsed' | 'duplicate';
              orderId: string | null;
              linkedBy: ('auto' | 'hand') | null;
              candidateOrderIds: string[];
              reviewReason:
                | (
                    | 'no_phone_time'
                    | 'same_money_linked'
                    | 'same_amount_ended'
                    | 'paid_late'
                    | 'amount_differs'
                  )
                | null;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminOrdersByIdCallbacksResend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            eventId: string;
            /** @enum {string} */
            callbackUrlStatus: 'in_progress' | 'success' | 'error' | 'error_no_response' | 'error_delay';
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminPayouts: {
    parameters: {
      query?: {
        status?: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
        shopId?: string;
        traderId?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              externalId: string;
              /** @enum {string} */
              status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
              amount: string;
              currency: string;
              /** @enum {string} */
              paymentType:
                | 'card2card'
                | 'sbp'
                | 'tsbp'
                | 'sberpay'
                | 'account_number'
                | 'phone_number'
                | 'transfer_via_id_card'
                | 'account_number_iban'
                | 'account_number_sepa'
                | 'upi'
                | 'imps'
                | 'phone_pe'
                | 'erip';
              bank: string | null;
              recipient: {
                [key: string]: string;
              };
              fee: string;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              completedAt: string | null;
              test: boolean;
              /** Format: uuid */
              shopId: string;
              traderId: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminPayoutsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            externalId: string;
            /** @enum {string} */
            status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
            amount: string;
            currency: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            bank: string | null;
            recipient: {
              [key: string]: string;
            };
            fee: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            completedAt: string | null;
            test: boolean;
            /** Format: uuid */
            shopId: string;
            traderId: string | null;
            offeredTraderId: string | null;
            commission: string | null;
            sendBy: string | null;
            disputeReason: string | null;
            proofs: components['schemas']['Receipt'][];
            history: {
              move: string;
              fromStatus:
                ('new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute') | null;
              /** @enum {string} */
              toStatus: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
              actorKind: string;
              actorId: string | null;
              note: string | null;
              /** Format: date-time */
              at: string;
            }[];
            declines: {
              /** Format: uuid */
              traderId: string;
              reason: string;
              /** Format: date-time */
              at: string;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminPayoutsByIdResolve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          outcome: 'completed' | 'failed';
          note: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            externalId: string;
            /** @enum {string} */
            status: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
            amount: string;
            currency: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            bank: string | null;
            recipient: {
              [key: string]: string;
            };
            fee: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            completedAt: string | null;
            test: boolean;
            /** Format: uuid */
            shopId: string;
            traderId: string | null;
            offeredTraderId: string | null;
            commission: string | null;
            sendBy: string | null;
            disputeReason: string | null;
            proofs: components['schemas']['Receipt'][];
            history: {
              move: string;
              fromStatus:
                ('new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute') | null;
              /** @enum {string} */
              toStatus: 'new' | 'taken' | 'overdue' | 'completed' | 'cancelled' | 'failed' | 'dispute';
              actorKind: string;
              actorId: string | null;
              note: string | null;
              /** Format: date-time */
              at: string;
            }[];
            declines: {
              /** Format: uuid */
              traderId: string;
              reason: string;
              /** Format: date-time */
              at: string;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminPayoutsByIdProofsByProofIdFile: {
    parameters: {
      query?: {
        inline?: '0' | '1';
      };
      header?: never;
      path: {
        id: string;
        proofId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with the type it was stored as */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'image/webp': string;
          'image/heic': string;
          'image/heif': string;
          'application/pdf': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminShops: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              name: string;
              /** @enum {string} */
              customerDataCollectionOrder: 'before_payment' | 'after_payment';
              collectCustomerReceipts: boolean;
              paymentWindowMinutes: number;
              feePercent: string;
              payoutFeePercent: string;
              isDemo: boolean;
              disabledAt: string | null;
              previousWebhookSecretUntil: string | null;
              /** Format: date-time */
              createdAt: string;
              callbackUrl: string | null;
              testCallbackUrl: string | null;
            }[];
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminShops: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /**
           * @default after_payment
           * @enum {string}
           */
          customerDataCollectionOrder?: 'before_payment' | 'after_payment';
          /** @default false */
          collectCustomerReceipts?: boolean;
          paymentWindowMinutes?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            apiKey: string;
            webhookSecret: string;
            testApiKey: string;
            testWebhookSecret: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminShopsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            customerDataCollectionOrder: 'before_payment' | 'after_payment';
            collectCustomerReceipts: boolean;
            paymentWindowMinutes: number;
            feePercent: string;
            payoutFeePercent: string;
            isDemo: boolean;
            disabledAt: string | null;
            previousWebhookSecretUntil: string | null;
            /** Format: date-time */
            createdAt: string;
            callbackUrl: string | null;
            testCallbackUrl: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putAdminShopsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @enum {string} */
          customerDataCollectionOrder?: 'before_payment' | 'after_payment';
          collectCustomerReceipts?: boolean;
          paymentWindowMinutes?: number;
          /** @description The shop's fee in percent of each order. Fixed on an order when it is created (the order's `fee`): a change applies to orders created from now on, never to existing ones. */
          feePercent?: string;
          /** @description The shop's fee in percent of each payout, held with its amount and taken on completion; fixed on a payout when it is created. */
          payoutFeePercent?: string;
          callbackUrl?: string | null;
          testCallbackUrl?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            customerDataCollectionOrder: 'before_payment' | 'after_payment';
            collectCustomerReceipts: boolean;
            paymentWindowMinutes: number;
            feePercent: string;
            payoutFeePercent: string;
            isDemo: boolean;
            disabledAt: string | null;
            previousWebhookSecretUntil: string | null;
            /** Format: date-time */
            createdAt: string;
            callbackUrl: string | null;
            testCallbackUrl: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminShopsByIdDisable: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            customerDataCollectionOrder: 'before_payment' | 'after_payment';
            collectCustomerReceipts: boolean;
            paymentWindowMinutes: number;
            feePercent: string;
            payoutFeePercent: string;
            isDemo: boolean;
            disabledAt: string | null;
            previousWebhookSecretUntil: string | null;
            /** Format: date-time */
            createdAt: string;
            callbackUrl: string | null;
            testCallbackUrl: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminShopsByIdEnable: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            customerDataCollectionOrder: 'before_payment' | 'after_payment';
            collectCustomerReceipts: boolean;
            paymentWindowMinutes: number;
            feePercent: string;
            payoutFeePercent: string;
            isDemo: boolean;
            disabledAt: string | null;
            previousWebhookSecretUntil: string | null;
            /** Format: date-time */
            createdAt: string;
            callbackUrl: string | null;
            testCallbackUrl: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminShopsByIdApiKey: {
    parameters: {
      query?: {
        mode?: 'live' | 'test';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            apiKey: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminShopsByIdWebhookSecret: {
    parameters: {
      query?: {
        mode?: 'live' | 'test';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 24 */
          graceHours?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            webhookSecret: string;
            previousSecretValidUntil: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminTraders: {
    parameters: {
      query?: {
        dayStart?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              name: string;
              isDemo: boolean;
              online: boolean;
              disabledAt: string | null;
              commissionPercent: string;
              securityHold: string;
              payoutCommissionPercent: string;
              openOrders: number;
              balances: {
                currency: string;
                working: string;
                held: string;
                available: string;
                commission: string;
                today: {
                  completed: number;
                  volume: string;
                  commission: string;
                };
                todayVolume: string;
              }[];
              autoConfirm: {
                /** @enum {string} */
                mode: 'off' | 'after_customer' | 'on_arrival';
                completed: number;
                autoConfirmed: number;
              };
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminTraders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            apiKey: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminTradersById: {
    parameters: {
      query?: {
        dayStart?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            isDemo: boolean;
            online: boolean;
            disabledAt: string | null;
            commissionPercent: string;
            securityHold: string;
            payoutCommissionPercent: string;
            openOrders: number;
            balances: {
              currency: string;
              working: string;
              held: string;
              available: string;
              commission: string;
              today: {
                completed: number;
                volume: string;
                commission: string;
              };
              todayVolume: string;
            }[];
            autoConfirm: {
              /** @enum {string} */
              mode: 'off' | 'after_customer' | 'on_arrival';
              completed: number;
              autoConfirmed: number;
            };
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putAdminTradersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          commissionPercent?: string;
          securityHold?: string;
          payoutCommissionPercent?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            online: boolean;
            commissionPercent: string;
            securityHold: string;
            payoutCommissionPercent: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminTradersByIdDisable: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            isDemo: boolean;
            online: boolean;
            disabledAt: string | null;
            commissionPercent: string;
            securityHold: string;
            payoutCommissionPercent: string;
            openOrders: number;
            balances: {
              currency: string;
              working: string;
              held: string;
              available: string;
              commission: string;
              today: {
                completed: number;
                volume: string;
                commission: string;
              };
              todayVolume: string;
            }[];
            autoConfirm: {
              /** @enum {string} */
              mode: 'off' | 'after_customer' | 'on_arrival';
              completed: number;
              autoConfirmed: number;
            };
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminTradersByIdEnable: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            isDemo: boolean;
            online: boolean;
            disabledAt: string | null;
            commissionPercent: string;
            securityHold: string;
            payoutCommissionPercent: string;
            openOrders: number;
            balances: {
              currency: string;
              working: string;
              held: string;
              available: string;
              commission: string;
              today: {
                completed: number;
                volume: string;
                commission: string;
              };
              todayVolume: string;
            }[];
            autoConfirm: {
              /** @enum {string} */
              mode: 'off' | 'after_customer' | 'on_arrival';
              completed: number;
              autoConfirmed: number;
            };
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminTradersByIdRequisites: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequisiteEntry'][];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  patchAdminTradersByIdRequisitesByEntryId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        entryId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          isActive: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequisiteEntry'];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminTradersByIdOrders: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TraderOrder'][];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminTradersByIdDeposits: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: string;
          currency: string;
          /** @default  */
          note?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            traderId: string;
            amount: string;
            currency: string;
            note: string;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminTradersByIdAdjustments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: string;
          currency: string;
          /** @enum {string} */
          direction: 'credit' | 'debit';
          note: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            traderId: string;
            amount: string;
            currency: string;
            /** @enum {string} */
            direction: 'credit' | 'debit';
            note: string;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminTradersByIdLedger: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LedgerLine'][];
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminTradersByIdTradeMethods: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              paymentType:
                | 'card2card'
                | 'sbp'
                | 'tsbp'
                | 'sberpay'
                | 'account_number'
                | 'phone_number'
                | 'transfer_via_id_card'
                | 'account_number_iban'
                | 'account_number_sepa'
                | 'upi'
                | 'imps'
                | 'phone_pe'
                | 'erip';
              paymentTypeName: string;
              bank: string;
              bankName: string;
              fiatCurrency: string;
              fields: {
                /** @enum {string} */
                name:
                  | 'card_number'
                  | 'cardholder'
                  | 'expiration_date'
                  | 'phone'
                  | 'account_number'
                  | 'iban'
                  | 'holder'
                  | 'beneficiary_name'
                  | 'imps_account_number'
                  | 'ifsc'
                  | 'upi_id'
                  | 'swift_bic'
                  | 'id_card'
                  | 'erip'
                  | 'bank'
                  | 'country'
                  | 'sberpay_url';
                /** @enum {string} */
                type: 'string';
              }[];
              customerFields: {
                /** @enum {string} */
                name:
                  | 'first_card_digits'
                  | 'last_card_digits'
                  | 'last_phone_digits'
                  | 'utr'
                  | 'customer_iban'
                  | 'account_number'
                  | 'bank'
                  | 'full_name';
                /** @enum {string} */
                type:
                  | 'firstCardDigits'
                  | 'lastCardDigits'
                  | 'lastPhoneDigits'
                  | 'utr'
                  | 'iban'
                  | 'accountNumber'
                  | 'bank'
                  | 'fullName';
                required: boolean;
                hidden: boolean;
              }[];
              bookEntries: number;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminTradersByIdTradeMethods: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          paymentType:
            | 'card2card'
            | 'sbp'
            | 'tsbp'
            | 'sberpay'
            | 'account_number'
            | 'phone_number'
            | 'transfer_via_id_card'
            | 'account_number_iban'
            | 'account_number_sepa'
            | 'upi'
            | 'imps'
            | 'phone_pe'
            | 'erip';
          bank: string;
          fiatCurrency: string;
          fields: {
            /** @enum {string} */
            name:
              | 'card_number'
              | 'cardholder'
              | 'expiration_date'
              | 'phone'
              | 'account_number'
              | 'iban'
              | 'holder'
              | 'beneficiary_name'
              | 'imps_account_number'
              | 'ifsc'
              | 'upi_id'
              | 'swift_bic'
              | 'id_card'
              | 'erip'
              | 'bank'
              | 'country'
              | 'sberpay_url';
            /** @enum {string} */
            type: 'string';
          }[];
          /** @default [] */
          customerFields?: {
            /** @enum {string} */
            name:
              | 'first_card_digits'
              | 'last_card_digits'
              | 'last_phone_digits'
              | 'utr'
              | 'customer_iban'
              | 'account_number'
              | 'bank'
              | 'full_name';
            /** @enum {string} */
            type:
              | 'firstCardDigits'
              | 'lastCardDigits'
              | 'lastPhoneDigits'
              | 'utr'
              | 'iban'
              | 'accountNumber'
              | 'bank'
              | 'fullName';
            required: boolean;
            hidden: boolean;
            pattern?: string;
            patternExample?: string;
            maxLength?: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            paymentTypeName: string;
            bank: string;
            bankName: string;
            fiatCurrency: string;
            fields: {
              /** @enum {string} */
              name:
                | 'card_number'
                | 'cardholder'
                | 'expiration_date'
                | 'phone'
                | 'account_number'
                | 'iban'
                | 'holder'
                | 'beneficiary_name'
                | 'imps_account_number'
                | 'ifsc'
                | 'upi_id'
                | 'swift_bic'
                | 'id_card'
                | 'erip'
                | 'bank'
                | 'country'
                | 'sberpay_url';
              /** @enum {string} */
              type: 'string';
            }[];
            customerFields: {
              /** @enum {string} */
              name:
                | 'first_card_digits'
                | 'last_card_digits'
                | 'last_phone_digits'
                | 'utr'
                | 'customer_iban'
                | 'account_number'
                | 'bank'
                | 'full_name';
              /** @enum {string} */
              type:
                | 'firstCardDigits'
                | 'lastCardDigits'
                | 'lastPhoneDigits'
                | 'utr'
                | 'iban'
                | 'accountNumber'
                | 'bank'
                | 'fullName';
              required: boolean;
              hidden: boolean;
            }[];
            bookEntries: number;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putAdminTradersByIdTradeMethodsByMethodId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        methodId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          paymentType:
            | 'card2card'
            | 'sbp'
            | 'tsbp'
            | 'sberpay'
            | 'account_number'
            | 'phone_number'
            | 'transfer_via_id_card'
            | 'account_number_iban'
            | 'account_number_sepa'
            | 'upi'
            | 'imps'
            | 'phone_pe'
            | 'erip';
          bank: string;
          fiatCurrency: string;
          fields: {
            /** @enum {string} */
            name:
              | 'card_number'
              | 'cardholder'
              | 'expiration_date'
              | 'phone'
              | 'account_number'
              | 'iban'
              | 'holder'
              | 'beneficiary_name'
              | 'imps_account_number'
              | 'ifsc'
              | 'upi_id'
              | 'swift_bic'
              | 'id_card'
              | 'erip'
              | 'bank'
              | 'country'
              | 'sberpay_url';
            /** @enum {string} */
            type: 'string';
          }[];
          /** @default [] */
          customerFields?: {
            /** @enum {string} */
            name:
              | 'first_card_digits'
              | 'last_card_digits'
              | 'last_phone_digits'
              | 'utr'
              | 'customer_iban'
              | 'account_number'
              | 'bank'
              | 'full_name';
            /** @enum {string} */
            type:
              | 'firstCardDigits'
              | 'lastCardDigits'
              | 'lastPhoneDigits'
              | 'utr'
              | 'iban'
              | 'accountNumber'
              | 'bank'
              | 'fullName';
            required: boolean;
            hidden: boolean;
            pattern?: string;
            patternExample?: string;
            maxLength?: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            paymentType:
              | 'card2card'
              | 'sbp'
              | 'tsbp'
              | 'sberpay'
              | 'account_number'
              | 'phone_number'
              | 'transfer_via_id_card'
              | 'account_number_iban'
              | 'account_number_sepa'
              | 'upi'
              | 'imps'
              | 'phone_pe'
              | 'erip';
            paymentTypeName: string;
            bank: string;
            bankName: string;
            fiatCurrency: string;
            fields: {
              /** @enum {string} */
              name:
                | 'card_number'
                | 'cardholder'
                | 'expiration_date'
                | 'phone'
                | 'account_number'
                | 'iban'
                | 'holder'
                | 'beneficiary_name'
                | 'imps_account_number'
                | 'ifsc'
                | 'upi_id'
                | 'swift_bic'
                | 'id_card'
                | 'erip'
                | 'bank'
                | 'country'
                | 'sberpay_url';
              /** @enum {string} */
              type: 'string';
            }[];
            customerFields: {
              /** @enum {string} */
              name:
                | 'first_card_digits'
                | 'last_card_digits'
                | 'last_phone_digits'
                | 'utr'
                | 'customer_iban'
                | 'account_number'
                | 'bank'
                | 'full_name';
              /** @enum {string} */
              type:
                | 'firstCardDigits'
                | 'lastCardDigits'
                | 'lastPhoneDigits'
                | 'utr'
                | 'iban'
                | 'accountNumber'
                | 'bank'
                | 'fullName';
              required: boolean;
              hidden: boolean;
            }[];
            bookEntries: number;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteAdminTradersByIdTradeMethodsByMethodId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        methodId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminConsoleUsers: {
    parameters: {
      query?: {
        role?: 'trader' | 'operator' | 'shop';
        shopId?: string;
        traderId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              login: string;
              /** @enum {string} */
              role: 'trader' | 'operator' | 'shop';
              traderId: string | null;
              shopId: string | null;
              disabled: boolean;
              totpEnrolled: boolean;
              mustChangePassword: boolean;
              lastSignInAt: string | null;
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminConsoleUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          login: string;
          password: string;
          /** @enum {string} */
          role: 'trader' | 'operator' | 'shop';
          /** Format: uuid */
          traderId?: string;
          /** Format: uuid */
          shopId?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  patchAdminConsoleUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          disabled: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            login: string;
            /** @enum {string} */
            role: 'trader' | 'operator' | 'shop';
            traderId: string | null;
            shopId: string | null;
            disabled: boolean;
            totpEnrolled: boolean;
            mustChangePassword: boolean;
            lastSignInAt: string | null;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminConsoleUsersByIdPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            temporaryPassword: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteAdminConsoleUsersByIdTotp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putAdminSciDomainsByHost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        host: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          theme: 'light' | 'payforu' | 'sci';
          logo: string;
          title: string;
          copyright: string;
          loader: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            theme: 'light' | 'payforu' | 'sci';
            logo: string;
            title: string;
            copyright: string;
            loader: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteAdminSciDomainsByHost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        host: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putAdminMetaByKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          value: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            key: string;
            value: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminSciDomains: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @enum {string} */
              theme: 'light' | 'payforu' | 'sci';
              logo: string;
              title: string;
              copyright: string;
              loader: string;
              host: string;
            }[];
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminMeta: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              key: string;
              value: string;
            }[];
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminAudit: {
    parameters: {
      query?: {
        cursor?: string;
        limit?: number;
        action?:
          | 'shop.create'
          | 'shop.update'
          | 'shop.disable'
          | 'shop.enable'
          | 'shop.rotate_api_key'
          | 'shop.rotate_webhook_secret'
          | 'trader.create'
          | 'trader.update'
          | 'trader.disable'
          | 'trader.enable'
          | 'trader.deposit'
          | 'trader.adjustment'
          | 'trader.create_trade_method'
          | 'trader.update_trade_method'
          | 'trader.delete_trade_method'
          | 'requisite_entry.pause'
          | 'requisite_entry.resume'
          | 'sci_domain.update'
          | 'sci_domain.delete'
          | 'meta.update'
          | 'bank.update'
          | 'currency.update'
          | 'console_user.create'
          | 'console_user.disable'
          | 'console_user.enable'
          | 'console_user.reset_password'
          | 'console_user.reset_totp'
          | 'console_user.change_password'
          | 'order.resolve_dispute'
          | 'order.resend_callback'
          | 'notification_rule.create'
          | 'notification_rule.update'
          | 'notification_rule.delete'
          | 'payout.resolve'
          | 'settings.update';
        targetId?: string;
        actor?: 'admin_api_key' | string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              /** Format: date-time */
              at: string;
              actor:
                | {
                    /** @enum {string} */
                    kind: 'admin_api_key';
                  }
                | {
                    /** @enum {string} */
                    kind: 'console_user';
                    /** Format: uuid */
                    userId: string;
                    login: string;
                  }
                | {
                    /** @enum {string} */
                    kind: 'release';
                  };
              /** @enum {string} */
              action:
                | 'shop.create'
                | 'shop.update'
                | 'shop.disable'
                | 'shop.enable'
                | 'shop.rotate_api_key'
                | 'shop.rotate_webhook_secret'
                | 'trader.create'
                | 'trader.update'
                | 'trader.disable'
                | 'trader.enable'
                | 'trader.deposit'
                | 'trader.adjustment'
                | 'trader.create_trade_method'
                | 'trader.update_trade_method'
                | 'trader.delete_trade_method'
                | 'requisite_entry.pause'
                | 'requisite_entry.resume'
                | 'sci_domain.update'
                | 'sci_domain.delete'
                | 'meta.update'
                | 'bank.update'
                | 'currency.update'
                | 'console_user.create'
                | 'console_user.disable'
                | 'console_user.enable'
                | 'console_user.reset_password'
                | 'console_user.reset_totp'
                | 'console_user.change_password'
                | 'order.resolve_dispute'
                | 'order.resend_callback'
                | 'notification_rule.create'
                | 'notification_rule.update'
                | 'notification_rule.delete'
                | 'payout.resolve'
                | 'settings.update';
              /** @enum {string} */
              targetType:
                | 'shop'
                | 'trader'
                | 'requisite_entry'
                | 'sci_domain'
                | 'meta'
                | 'bank'
                | 'currency'
                | 'console_user'
                | 'order'
                | 'notification_rule'
                | 'payout'
                | 'settings';
              targetId: string;
              targetName?: string | null;
              before: {
                [key: string]: unknown;
              } | null;
              after: {
                [key: string]: unknown;
              } | null;
              requestId: string | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putAdminBanksByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            name: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putAdminCurrenciesByCode: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          symbol: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            code: string;
            symbol: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantKeys: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            apiKeyFingerprint: string;
            webhookSecretFingerprint: string;
            previousWebhookSecretUntil: string | null;
            testApiKeyFingerprint: string;
            testWebhookSecretFingerprint: string;
            previousTestWebhookSecretUntil: string | null;
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMerchantKeysApiKey: {
    parameters: {
      query?: {
        mode?: 'live' | 'test';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            apiKey: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postMerchantKeysWebhookSecret: {
    parameters: {
      query?: {
        mode?: 'live' | 'test';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @default 24 */
          graceHours?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            webhookSecret: string;
            previousSecretValidUntil: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantOrdersExport: {
    parameters: {
      query?: {
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then from the start of that day in UTC. */
        from?: string;
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then to the end of that day in UTC (inclusive). */
        to?: string;
        mode?: 'live' | 'test';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV (RFC 4180, UTF-8, oldest first) with a header row: id, external_id, created_at, updated_at, status, amount, paid_amount, currency, fee, payment_type, bank, callback_url_status, test */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantPayoutsExport: {
    parameters: {
      query?: {
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then from the start of that day in UTC. */
        createdFrom?: string;
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then to the end of that day in UTC (inclusive). */
        createdTo?: string;
        mode?: 'live' | 'test';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV (RFC 4180, UTF-8, oldest first) with a header row: id, external_id, created_at, updated_at, completed_at, status, amount, currency, fee, payment_type, bank, test */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantLedgerExport: {
    parameters: {
      query?: {
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then from the start of that day in UTC. */
        from?: string;
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then to the end of that day in UTC (inclusive). */
        to?: string;
        mode?: 'live' | 'test';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV (RFC 4180, UTF-8, oldest first) with a header row: created_at, transaction_id, kind, order_id, account, amount, currency, note, test */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminOrdersExport: {
    parameters: {
      query?: {
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then from the start of that day in UTC. */
        from?: string;
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then to the end of that day in UTC (inclusive). */
        to?: string;
        shopId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV (RFC 4180, UTF-8, oldest first) with a header row: id, external_id, created_at, updated_at, status, amount, paid_amount, currency, fee, payment_type, bank, callback_url_status, shop_id, shop_name, trader_id, trader_name, test */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminLedgerExport: {
    parameters: {
      query?: {
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then from the start of that day in UTC. */
        from?: string;
        /** @description A date-time with its offset, or a bare date (YYYY-MM-DD): then to the end of that day in UTC (inclusive). */
        to?: string;
        shopId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV (RFC 4180, UTF-8, oldest first) with a header row: created_at, transaction_id, kind, order_id, account, amount, currency, note, owner_id, owner_name */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postIngestBankNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          from: string;
          text: string;
          receivedAt?: string | number;
          app?: string;
          messageId?: string;
          sentStamp?: string | number;
          receivedStamp?: string | number;
          sim?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            outcome:
              'confirmed' | 'matched' | 'unmatched' | 'ambiguous' | 'ignored' | 'unparsed' | 'duplicate';
            /** Format: uuid */
            orderId?: string;
            /** Format: uuid */
            payoutId?: string;
          };
        };
      };
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests; `Retry-After` says how many seconds to wait: `rate_limited`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getIngestBankNotificationsDevicesByDeviceId: {
    parameters: {
      query: {
        from: string;
        text: string;
        receivedAt?: string | number;
        app?: string;
        messageId?: string;
        sentStamp?: string | number;
        receivedStamp?: string | number;
        sim?: string;
      };
      header?: never;
      path: {
        deviceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            outcome:
              'confirmed' | 'matched' | 'unmatched' | 'ambiguous' | 'ignored' | 'unparsed' | 'duplicate';
            /** Format: uuid */
            orderId?: string;
            /** Format: uuid */
            payoutId?: string;
          };
        };
      };
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests; `Retry-After` says how many seconds to wait: `rate_limited`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postIngestBankNotificationsDevicesByDeviceId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deviceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          from: string;
          text: string;
          receivedAt?: string | number;
          app?: string;
          messageId?: string;
          sentStamp?: string | number;
          receivedStamp?: string | number;
          sim?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            outcome:
              'confirmed' | 'matched' | 'unmatched' | 'ambiguous' | 'ignored' | 'unparsed' | 'duplicate';
            /** Format: uuid */
            orderId?: string;
            /** Format: uuid */
            payoutId?: string;
          };
        };
      };
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests; `Retry-After` says how many seconds to wait: `rate_limited`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderDevices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              name: string;
              keyFingerprint: string;
              lastSeenAt: string | null;
              notifications: number;
              /** Format: date-time */
              createdAt: string;
              lastHeartbeatAt: string | null;
              lastMessageAt: string | null;
              silent: boolean;
            }[];
            silentAfterMinutes: number;
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postTraderDevices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            keyFingerprint: string;
            lastSeenAt: string | null;
            notifications: number;
            /** Format: date-time */
            createdAt: string;
            lastHeartbeatAt: string | null;
            lastMessageAt: string | null;
            silent: boolean;
            key: string;
            ingestUrl: string;
            signedIngestUrl: string;
            recommendedSenders: {
              bank: string;
              bankName: string;
              senders: string[];
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteTraderDevicesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderBankNotifications: {
    parameters: {
      query?: {
        outcome?: 'confirmed' | 'matched' | 'unmatched' | 'ambiguous' | 'ignored' | 'unparsed' | 'duplicate';
        deviceId?: string;
        orderId?: string;
        cursor?: string;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @enum {string} */
              kind: 'credit' | 'debit' | 'other' | 'unknown_sender' | 'unparsed';
              bank: string | null;
              ruleId: string | null;
              amount: string | null;
              currency: string | null;
              last4: string | null;
              payer: string | null;
              reference: string | null;
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              deviceId: string;
              deviceName: string;
              from: string;
              text: string;
              app: string | null;
              /** Format: date-time */
              receivedAt: string;
              /** Format: date-time */
              createdAt: string;
              /** @enum {string} */
              outcome:
                'confirmed' | 'matched' | 'unmatched' | 'ambiguous' | 'ignored' | 'unparsed' | 'duplicate';
              orderId: string | null;
              linkedBy: ('auto' | 'hand') | null;
              candidateOrderIds: string[];
              reviewReason:
                | (
                    | 'no_phone_time'
                    | 'same_money_linked'
                    | 'same_amount_ended'
                    | 'paid_late'
                    | 'amount_differs'
                  )
                | null;
            }[];
            nextCursor: string | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postTraderBankNotificationsByIdAttach: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          orderId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'credit' | 'debit' | 'other' | 'unknown_sender' | 'unparsed';
            bank: string | null;
            ruleId: string | null;
            amount: string | null;
            currency: string | null;
            last4: string | null;
            payer: string | null;
            reference: string | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            deviceId: string;
            deviceName: string;
            from: string;
            text: string;
            app: string | null;
            /** Format: date-time */
            receivedAt: string;
            /** Format: date-time */
            createdAt: string;
            /** @enum {string} */
            outcome:
              'confirmed' | 'matched' | 'unmatched' | 'ambiguous' | 'ignored' | 'unparsed' | 'duplicate';
            orderId: string | null;
            linkedBy: ('auto' | 'hand') | null;
            candidateOrderIds: string[];
            reviewReason:
              | ('no_phone_time' | 'same_money_linked' | 'same_amount_ended' | 'paid_late' | 'amount_differs')
              | null;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderAutoConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            mode: 'off' | 'after_customer' | 'on_arrival';
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putTraderAutoConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          mode: 'off' | 'after_customer' | 'on_arrival';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            mode: 'off' | 'after_customer' | 'on_arrival';
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminNotificationRules: {
    parameters: {
      query?: {
        bank?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              bank: string;
              name: string;
              senders: string[];
              /** @enum {string} */
              kind: 'credit' | 'debit' | 'other';
              pattern: string;
              currency: string | null;
              priority: number;
              enabled: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminNotificationRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          bank: string;
          name: string;
          senders: string[];
          /** @enum {string} */
          kind: 'credit' | 'debit' | 'other';
          pattern: string;
          /** @default null */
          currency?: string | null;
          /** @default 100 */
          priority?: number;
          /** @default true */
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            bank: string;
            name: string;
            senders: string[];
            /** @enum {string} */
            kind: 'credit' | 'debit' | 'other';
            pattern: string;
            currency: string | null;
            priority: number;
            enabled: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postAdminNotificationRulesTest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          from: string;
          text: string;
          rule?: {
            /** @enum {string} */
            kind: 'credit' | 'debit' | 'other';
            pattern: string;
            /** @default null */
            currency?: string | null;
            bank?: string;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            kind: 'credit' | 'debit' | 'other' | 'unknown_sender' | 'unparsed';
            bank: string | null;
            ruleId: string | null;
            amount: string | null;
            currency: string | null;
            last4: string | null;
            payer: string | null;
            reference: string | null;
            ruleName: string | null;
            senderKnown: boolean;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteAdminNotificationRulesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  patchAdminNotificationRulesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          bank?: string;
          name?: string;
          senders?: string[];
          /** @enum {string} */
          kind?: 'credit' | 'debit' | 'other';
          pattern?: string;
          currency?: string | null;
          priority?: number;
          enabled?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            bank: string;
            name: string;
            senders: string[];
            /** @enum {string} */
            kind: 'credit' | 'debit' | 'other';
            pattern: string;
            currency: string | null;
            priority: number;
            enabled: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminSettingsPhones: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            silentAfterMinutes: number;
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putAdminSettingsPhones: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          silentAfterMinutes: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            silentAfterMinutes: number;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminTradersByIdDevices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              name: string;
              keyFingerprint: string;
              lastSeenAt: string | null;
              notifications: number;
              /** Format: date-time */
              createdAt: string;
              lastHeartbeatAt: string | null;
              lastMessageAt: string | null;
              silent: boolean;
            }[];
            silentAfterMinutes: number;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminBankNotificationsUnread: {
    parameters: {
      query?: {
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              traderId: string;
              traderName: string;
              deviceName: string;
              from: string;
              text: string;
              /** Format: date-time */
              receivedAt: string;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminOverview: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
        tz?: string;
        currency?: string;
        shopId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            tz: string;
            currency: string | null;
            funnel: {
              created: number;
              methodChosen: number;
              detailsGiven: number;
              customerPaid: number;
              completed: number;
              cancelled: number;
              expired: number;
              disputed: number;
              open: number;
              conversion: number;
              stops: {
                expiredAt: {
                  new: number;
                  requisites: number;
                  customerConfirm: number;
                };
                cancelledBy: {
                  customer: number;
                  trader: number;
                  operator: number;
                };
                disputedAt: {
                  traderConfirm: number;
                };
              };
            };
            speed: {
              detailsP50Ms: number | null;
              detailsP90Ms: number | null;
              confirmP50Ms: number | null;
              confirmP90Ms: number | null;
            };
            money: {
              currency: string;
              orders: number;
              volume: string;
              fees?: string;
              commissions?: string;
            }[];
            byDay: {
              day: string;
              funnel: {
                created: number;
                methodChosen: number;
                detailsGiven: number;
                customerPaid: number;
                completed: number;
                cancelled: number;
                expired: number;
                disputed: number;
                open: number;
                conversion: number;
                stops: {
                  expiredAt: {
                    new: number;
                    requisites: number;
                    customerConfirm: number;
                  };
                  cancelledBy: {
                    customer: number;
                    trader: number;
                    operator: number;
                  };
                  disputedAt: {
                    traderConfirm: number;
                  };
                };
              };
              speed: {
                detailsP50Ms: number | null;
                detailsP90Ms: number | null;
                confirmP50Ms: number | null;
                confirmP90Ms: number | null;
              };
              money: {
                currency: string;
                orders: number;
                volume: string;
                fees?: string;
                commissions?: string;
              }[];
            }[];
            shopId: string | null;
            payouts: {
              currency: string;
              completed: number;
              volume: string;
            }[];
            funnelBy: {
              shop: {
                key: string | null;
                label: string | null;
                funnel: {
                  created: number;
                  methodChosen: number;
                  detailsGiven: number;
                  customerPaid: number;
                  completed: number;
                  cancelled: number;
                  expired: number;
                  disputed: number;
                  open: number;
                  conversion: number;
                  stops: {
                    expiredAt: {
                      new: number;
                      requisites: number;
                      customerConfirm: number;
                    };
                    cancelledBy: {
                      customer: number;
                      trader: number;
                      operator: number;
                    };
                    disputedAt: {
                      traderConfirm: number;
                    };
                  };
                };
              }[];
              method: {
                key: string | null;
                label: string | null;
                funnel: {
                  created: number;
                  methodChosen: number;
                  detailsGiven: number;
                  customerPaid: number;
                  completed: number;
                  cancelled: number;
                  expired: number;
                  disputed: number;
                  open: number;
                  conversion: number;
                  stops: {
                    expiredAt: {
                      new: number;
                      requisites: number;
                      customerConfirm: number;
                    };
                    cancelledBy: {
                      customer: number;
                      trader: number;
                      operator: number;
                    };
                    disputedAt: {
                      traderConfirm: number;
                    };
                  };
                };
              }[];
              bank: {
                key: string | null;
                label: string | null;
                funnel: {
                  created: number;
                  methodChosen: number;
                  detailsGiven: number;
                  customerPaid: number;
                  completed: number;
                  cancelled: number;
                  expired: number;
                  disputed: number;
                  open: number;
                  conversion: number;
                  stops: {
                    expiredAt: {
                      new: number;
                      requisites: number;
                      customerConfirm: number;
                    };
                    cancelledBy: {
                      customer: number;
                      trader: number;
                      operator: number;
                    };
                    disputedAt: {
                      traderConfirm: number;
                    };
                  };
                };
              }[];
            };
            speedByTrader: {
              detailsP50Ms: number | null;
              detailsP90Ms: number | null;
              confirmP50Ms: number | null;
              confirmP90Ms: number | null;
              /** Format: uuid */
              traderId: string;
              name: string;
              orders: number;
              completed: number;
            }[];
            speedByConfirmation: {
              /** @enum {string} */
              way: 'by_hand' | 'notification' | 'operator';
              completed: number;
              confirmP50Ms: number | null;
              confirmP90Ms: number | null;
            }[];
            traders: {
              /** Format: uuid */
              traderId: string;
              name: string;
              online: boolean;
              balances: {
                currency: string;
                working: string;
                held: string;
                available: string;
              }[];
              warnings: ('low_balance' | 'near_daily_limit' | 'near_open_orders_limit')[];
            }[];
            health: {
              /** Format: date-time */
              asOf: string;
              openDisputes: {
                count: number;
                oldestAgeMs: number | null;
                byAge: {
                  underHour: number;
                  underDay: number;
                  underThreeDays: number;
                  older: number;
                };
              };
              failingCallbacks: {
                /** Format: uuid */
                shopId: string;
                name: string;
                failed: number;
                retrying: number;
              }[];
              tradersOnline: number;
              ordersWaiting: number;
              oldestWaitingMs: number | null;
              silentPhones: {
                /** Format: uuid */
                traderId: string;
                traderName: string;
                /** Format: uuid */
                deviceId: string;
                deviceName: string;
                lastHeardAt: string | null;
              }[];
            };
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getAdminOverviewHealth: {
    parameters: {
      query?: {
        shopId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            asOf: string;
            openDisputes: {
              count: number;
              oldestAgeMs: number | null;
              byAge: {
                underHour: number;
                underDay: number;
                underThreeDays: number;
                older: number;
              };
            };
            failingCallbacks: {
              /** Format: uuid */
              shopId: string;
              name: string;
              failed: number;
              retrying: number;
            }[];
            tradersOnline: number;
            ordersWaiting: number;
            oldestWaitingMs: number | null;
            silentPhones: {
              /** Format: uuid */
              traderId: string;
              traderName: string;
              /** Format: uuid */
              deviceId: string;
              deviceName: string;
              lastHeardAt: string | null;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getTraderOverview: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
        tz?: string;
        currency?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            tz: string;
            currency: string | null;
            funnel: {
              created: number;
              methodChosen: number;
              detailsGiven: number;
              customerPaid: number;
              completed: number;
              cancelled: number;
              expired: number;
              disputed: number;
              open: number;
              conversion: number;
              stops: {
                expiredAt: {
                  new: number;
                  requisites: number;
                  customerConfirm: number;
                };
                cancelledBy: {
                  customer: number;
                  trader: number;
                  operator: number;
                };
                disputedAt: {
                  traderConfirm: number;
                };
              };
            };
            speed: {
              detailsP50Ms: number | null;
              detailsP90Ms: number | null;
              confirmP50Ms: number | null;
              confirmP90Ms: number | null;
            };
            money: {
              currency: string;
              orders: number;
              volume: string;
              fees?: string;
              commissions?: string;
            }[];
            byDay: {
              day: string;
              funnel: {
                created: number;
                methodChosen: number;
                detailsGiven: number;
                customerPaid: number;
                completed: number;
                cancelled: number;
                expired: number;
                disputed: number;
                open: number;
                conversion: number;
                stops: {
                  expiredAt: {
                    new: number;
                    requisites: number;
                    customerConfirm: number;
                  };
                  cancelledBy: {
                    customer: number;
                    trader: number;
                    operator: number;
                  };
                  disputedAt: {
                    traderConfirm: number;
                  };
                };
              };
              speed: {
                detailsP50Ms: number | null;
                detailsP90Ms: number | null;
                confirmP50Ms: number | null;
                confirmP90Ms: number | null;
              };
              money: {
                currency: string;
                orders: number;
                volume: string;
                fees?: string;
                commissions?: string;
              }[];
            }[];
            speedByConfirmation: {
              /** @enum {string} */
              way: 'by_hand' | 'notification' | 'operator';
              completed: number;
              confirmP50Ms: number | null;
              confirmP90Ms: number | null;
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getMerchantOverview: {
    parameters: {
      query?: {
        from?: string;
        to?: string;
        tz?: string;
        currency?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            from: string;
            /** Format: date-time */
            to: string;
            tz: string;
            currency: string | null;
            funnel: {
              created: number;
              methodChosen: number;
              detailsGiven: number;
              customerPaid: number;
              completed: number;
              cancelled: number;
              expired: number;
              disputed: number;
              open: number;
              conversion: number;
              stops: {
                expiredAt: {
                  new: number;
                  requisites: number;
                  customerConfirm: number;
                };
                cancelledBy: {
                  customer: number;
                  trader: number;
                  operator: number;
                };
                disputedAt: {
                  traderConfirm: number;
                };
              };
            };
            speed: {
              detailsP50Ms: number | null;
              detailsP90Ms: number | null;
              confirmP50Ms: number | null;
              confirmP90Ms: number | null;
            };
            money: {
              currency: string;
              orders: number;
              volume: string;
              fees?: string;
              commissions?: string;
            }[];
            byDay: {
              day: string;
              funnel: {
                created: number;
                methodChosen: number;
                detailsGiven: number;
                customerPaid: number;
                completed: number;
                cancelled: number;
                expired: number;
                disputed: number;
                open: number;
                conversion: number;
                stops: {
                  expiredAt: {
                    new: number;
                    requisites: number;
                    customerConfirm: number;
                  };
                  cancelledBy: {
                    customer: number;
                    trader: number;
                    operator: number;
                  };
                  disputedAt: {
                    traderConfirm: number;
                  };
                };
              };
              speed: {
                detailsP50Ms: number | null;
                detailsP90Ms: number | null;
                confirmP50Ms: number | null;
                confirmP90Ms: number | null;
              };
              money: {
                currency: string;
                orders: number;
                volume: string;
                fees?: string;
                commissions?: string;
              }[];
            }[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postConsoleSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          login: string;
          password: string;
          totp?: string;
          recoveryCode?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            login: string;
            /** @enum {string} */
            role: 'trader' | 'operator' | 'shop';
            traderId: string | null;
            shopId: string | null;
            name: string;
            totpEnrolled: boolean;
            mustChangePassword: boolean;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests; `Retry-After` says how many seconds to wait: `rate_limited`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteConsoleSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getConsoleMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            login: string;
            /** @enum {string} */
            role: 'trader' | 'operator' | 'shop';
            traderId: string | null;
            shopId: string | null;
            name: string;
            totpEnrolled: boolean;
            mustChangePassword: boolean;
          };
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  getConsoleSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            lastSeenAt: string;
            /** Format: date-time */
            expiresAt: string;
            userAgent: string | null;
            ip: string | null;
            current: boolean;
          }[];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  deleteConsoleSessionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description No such resource, or not the caller’s: `not_found` (the same answer for both). */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  putConsolePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string;
          newPassword: string;
        };
      };
    };
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests; `Retry-After` says how many seconds to wait: `rate_limited`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postConsoleTotpEnrolment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secret: string;
            otpauthUrl: string;
            qrSvg: string;
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postConsoleTotpEnrolmentConfirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          code: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            recoveryCodes: string[];
          };
        };
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postConsoleTotpRemoval: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          currentPassword: string;
          totp?: string;
          recoveryCode?: string;
        };
      };
    };
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Missing, wrong or expired credentials: `unauthorized`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Signed in, but not allowed: `forbidden` (another role), `csrf_failed` (no Origin of this site). */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The current state does not allow it, nothing was changed: `invalid_transition`, `idempotency_conflict`, `insufficient_balance`, `trader_unavailable`, `login_taken` … */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests; `Retry-After` says how many seconds to wait: `rate_limited`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  postClientErrors: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          fatal: boolean;
          message: string;
          /** @default {} */
          context?: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description Done; no body */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Malformed or invalid input: `validation_failed`, with the failing `fields`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body is over the size limit: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description The body’s `Content-Type` is not accepted: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Too many requests; `Retry-After` says how many seconds to wait: `rate_limited`. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  orderStatusChanged: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex>[,v1=<hex>]` */
        'X-Payorder-Signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CallbackEvent'];
      };
    };
    responses: {
      /** @description Any 2xx: delivered; anything else is retried */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
