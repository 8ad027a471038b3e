import {
  ZApiError,
  ZCallbackAttempt,
  ZCallbackEvent,
  ZLedgerLine,
  ZMerchantOrder,
  ZOrder,
  ZReceipt,
  ZRequisiteEntry,
  ZTradeMethod,
  ZTraderOrder,
} from '@payorder/contract';
import { z } from 'zod';

/**
 * Contract schemas the API reference names (components.schemas, referenced by `$ref`), so the
 * generated client has `components['schemas']['MerchantOrder']` rather than one inline copy per use.
 */
const NAMED = {
  ApiError: ZApiError,
  MerchantOrder: ZMerchantOrder,
  CustomerOrder: ZOrder,
  TraderOrder: ZTraderOrder,
  TradeMethod: ZTradeMethod,
  Receipt: ZReceipt,
  RequisiteEntry: ZRequisiteEntry,
  LedgerLine: ZLedgerLine,
  CallbackAttempt: ZCallbackAttempt,
  CallbackEvent: ZCallbackEvent,
} as const;

/** Registers the names in zod's global registry (which fastify-type-provider-zod reads); idempotent. */
export function nameSchemas(): void {
  for (const [id, schema] of Object.entries(NAMED)) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}
