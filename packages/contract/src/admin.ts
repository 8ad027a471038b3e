import { z } from 'zod';
import { ZIsoDateTime, ZMetaEntry, ZSciDomain, ZTradeMethod } from './entities.ts';
import { ZDataCollectionOrder } from './enums.ts';
import { ZCallbackUrl } from './callback-url.ts';
import { ZMoney, ZPercent, ZTraderBalance, ZUpdateShopRequest } from './routing.ts';
import { ZTraderAutoConfirmShare } from './bank-notifications.ts';

/**
 * The operator's management views (admin API, console role `operator`): shops and traders as the
 * operator sees them. Public contract: add, never rename.
 */

/** A shop as the operator sees it (never its key or secret). */
export const ZAdminShop = z.object({
  id: z.uuid(),
  name: z.string(),
  customerDataCollectionOrder: ZDataCollectionOrder,
  collectCustomerReceipts: z.boolean(),
  /** Minutes the customer has to pay once requisites arrive. */
  paymentWindowMinutes: z.number().int(),
  /** Fixed on each order when it is created (the order's `fee`): a change applies to later orders only. */
  feePercent: ZPercent,
  /** The shop's fee on each payout (held with its amount, taken on completion). */
  payoutFeePercent: ZPercent,
  isDemo: z.boolean(),
  /** Set while the shop is disabled: its API key is refused (403 shop_disabled). */
  disabledAt: ZIsoDateTime.nullable(),
  /** Until then callbacks carry the previous webhook secret's signature too; null when none. */
  previousWebhookSecretUntil: ZIsoDateTime.nullable(),
  createdAt: ZIsoDateTime,
  /**
   * The shop's saved webhook endpoints (merchant-settings.ts), live and test: an order created without
   * `callbackUrl` sends its callbacks there. Null: none saved.
   */
  callbackUrl: z.string().nullable(),
  testCallbackUrl: z.string().nullable(),
});
export type AdminShop = z.infer<typeof ZAdminShop>;

/**
 * `PUT /api/v1/admin/shops/{id}`: the settings of ZUpdateShopRequest and the shop's saved webhook
 * endpoints, which the operator may set for it (null clears one). Each one sent is changed, the others kept.
 */
export const ZAdminUpdateShopRequest = ZUpdateShopRequest.extend({
  callbackUrl: ZCallbackUrl.nullable(),
  testCallbackUrl: ZCallbackUrl.nullable(),
}).partial();
export type AdminUpdateShopRequest = z.infer<typeof ZAdminUpdateShopRequest>;

/** `GET /api/v1/admin/shops`: every shop, newest first. */
export const ZAdminShopsResponse = z.object({ items: z.array(ZAdminShop) });

/** `POST …/api-key`: the new key, shown once; the old one is refused from this moment. */
export const ZRotateApiKeyResponse = z.object({ apiKey: z.string() });
export type RotateApiKeyResponse = z.infer<typeof ZRotateApiKeyResponse>;

/** How long callbacks carry the old webhook secret's signature too, unless the call says otherwise. */
export const WEBHOOK_SECRET_GRACE_DEFAULT_HOURS = 24;
/** The longest grace a rotation may ask for (a week). */
export const WEBHOOK_SECRET_GRACE_MAX_HOURS = 168;

/**
 * `POST …/webhook-secret`: a new secret. For `graceHours` (0 ends the old one at once) callbacks are
 * signed with both, `X-Payorder-Signature: t=…,v1=<new>,v1=<old>`; after it with the new one only.
 */
export const ZRotateWebhookSecretRequest = z.preprocess(
  // No body at all (a bare POST): the default grace.
  (body) => body ?? {},
  z
    .object({
      graceHours: z
        .number()
        .min(0)
        .max(WEBHOOK_SECRET_GRACE_MAX_HOURS)
        .default(WEBHOOK_SECRET_GRACE_DEFAULT_HOURS),
    })
    .strict(),
);
export type RotateWebhookSecretRequest = z.infer<typeof ZRotateWebhookSecretRequest>;
export const ZRotateWebhookSecretResponse = z.object({
  webhookSecret: z.string(),
  /** Until then the previous secret still signs too; null when it ended at once. */
  previousSecretValidUntil: ZIsoDateTime.nullable(),
});
export type RotateWebhookSecretResponse = z.infer<typeof ZRotateWebhookSecretResponse>;

/** `GET /api/v1/merchant/keys`: what the shop's Keys page shows (never a secret itself). */
export const ZShopKeys = z.object({
  /** First 8 hex digits of the SHA-256 of the key: tells keys apart without showing one. */
  apiKeyFingerprint: z.string(),
  webhookSecretFingerprint: z.string(),
  previousWebhookSecretUntil: ZIsoDateTime.nullable(),
  /** The test-mode pair (test orders, their callbacks), told apart the same way. */
  testApiKeyFingerprint: z.string(),
  testWebhookSecretFingerprint: z.string(),
  previousTestWebhookSecretUntil: ZIsoDateTime.nullable(),
});
export type ShopKeys = z.infer<typeof ZShopKeys>;

/** A trader's money in one currency as the operator sees it, with today's volume. */
export const ZAdminTraderBalance = ZTraderBalance.extend({
  /**
   * Today's volume: `today.volume`, the orders completed since `dayStart` of the query (else midnight
   * UTC). Before issue 38 it counted the orders assigned and not cancelled: that is the daily limit's.
   */
  todayVolume: ZMoney,
});

/** A trader as the operator sees it (never its key). */
export const ZAdminTrader = z.object({
  id: z.uuid(),
  name: z.string(),
  isDemo: z.boolean(),
  /** Whether the trader says it takes orders now (PUT /trader/status). */
  online: z.boolean(),
  /** Set while disabled: no new orders; its API key and console are refused (403 trader_disabled). */
  disabledAt: ZIsoDateTime.nullable(),
  commissionPercent: ZPercent,
  securityHold: ZMoney,
  /** What it earns on each payout it completes. */
  payoutCommissionPercent: ZPercent,
  /** Orders assigned to it that are not finished (HELD_STATUSES). */
  openOrders: z.number().int(),
  balances: z.array(ZAdminTraderBalance),
  /** Its auto-confirm mode and the share of its completed orders (last 30 days) a notification confirmed. */
  autoConfirm: ZTraderAutoConfirmShare,
  createdAt: ZIsoDateTime,
});
export type AdminTrader = z.infer<typeof ZAdminTrader>;
export const ZAdminTradersResponse = z.object({ items: z.array(ZAdminTrader) });

/** `PATCH /api/v1/admin/traders/{id}/requisites/{entryId}`: the operator pauses or resumes a book entry. */
export const ZAdminEntryPatchRequest = z.object({ isActive: z.boolean() }).strict();
export const ZTraderEntryParams = z.object({ id: z.uuid(), entryId: z.uuid() });
export const ZTraderMethodParams = z.object({ id: z.uuid(), methodId: z.uuid() });

/**
 * A trader's method as the operator manages it: `bookEntries` counts the trader's book entries filled
 * in for it; while there are any, its payment type, currency and transfer fields stay as they are.
 */
export const ZAdminTradeMethod = ZTradeMethod.extend({ bookEntries: z.number().int().nonnegative() });
export type AdminTradeMethod = z.infer<typeof ZAdminTradeMethod>;
export const ZAdminTradeMethodsResponse = z.object({ items: z.array(ZAdminTradeMethod) });

/** A payment domain's branding with its host (`*` is the default for every other host). */
export const ZAdminSciDomain = ZSciDomain.extend({ host: z.string() });
export const ZAdminSciDomainsResponse = z.object({ items: z.array(ZAdminSciDomain) });
export const ZAdminMetaResponse = z.object({ items: z.array(ZMetaEntry) });
