import { z } from 'zod';
import {
  ZCurrenciesResponse,
  ZLoginResponse,
  ZMetaResponse,
  ZSciDomainResponse,
  ZSelectedTradeMethodResponse,
  ZTradeMethodsResponse,
} from './api.ts';
import type { Language } from './constants.ts';
import type { OrderStatus } from './enums.ts';
import { ZOrder } from './entities.ts';

/**
 * What the server writes into the page's HTML (`<script id="first-view" type="application/json">`, FIRST_VIEW_ELEMENT_ID)
 * so the first view draws as soon as the code has run, without the round trips of docs/product/payment-page.md §7 it would
 * otherwise wait for one after the other (domain settings, then login, then the order). Each field is
 * the answer of the call named beside it, exactly as that call returns it; the page files them
 * under the same query keys, and everything after the first view goes through the API as before.
 */
export const ZFirstView = z.object({
  /** GET /v1/sci-domains for the host the page was asked for. */
  sciDomain: ZSciDomainResponse,
  /** GET /v1/currencies/fiat */
  currencies: ZCurrenciesResponse,
  /** GET /v1/meta */
  meta: ZMetaResponse,
  /** For /order/{id}/{token} with a right token only; null otherwise (the page then logs in itself). */
  order: z
    .object({
      /** POST /v1/customer/auth/login with the link's id and token. */
      login: ZLoginResponse,
      /** GET /v1/customer/orders/{id} */
      order: ZOrder,
      /** GET /v1/customer/trade-methods/orders/{id} */
      tradeMethods: ZTradeMethodsResponse,
      /** GET /v1/customer/trade-methods/orders/{id}/selected */
      selectedTradeMethod: ZSelectedTradeMethodResponse,
    })
    .nullable(),
});
export type FirstView = z.infer<typeof ZFirstView>;

/** One language's texts, as in its locale file (`LOCALE_FILE_PATH`). */
export type LocaleMessages = Record<string, unknown>;

/** What the page's server entry (apps/web src/entry-server.tsx) needs to draw an order's first view. */
export interface FirstViewRenderInput {
  /** The requested path and query, e.g. /order/{id}/{token}?lng=en */
  url: string;
  firstView: FirstView;
  /** The language to draw in: the page's own detection as far as the server sees it. */
  language: Language;
  /** The texts of that language and of the fallback language. */
  messages: Partial<Record<Language, LocaleMessages>>;
}

/** The server entry's export: the first view as HTML for `<div id="root">`, which the page hydrates. */
export type RenderFirstView = (input: FirstViewRenderInput) => Promise<string>;

/**
 * The code the server has the browser download with the HTML (apps/web scripts/vite-plugin-preloads.ts
 * writes it to `PRELOADS_FILE`), as URLs: listed in the `CODE_TEMPLATE_ELEMENT_ID` template, which the
 * page's entry moves into the document after the first paint.
 */
export interface BuildPreloads {
  /** The page's code proper (main.tsx), which the entry imports by this URL. */
  entry: string;
  /** That code and everything it imports, downloaded at once beside it. */
  start: string[];
  /** The code of the view an order in each status shows, beyond the page's own. */
  views: Partial<Record<OrderStatus, string[]>>;
}
