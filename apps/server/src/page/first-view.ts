import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAM,
  ZFirstView,
  ZLoginRequest,
  isLanguage,
  localeFilePath,
  toProductLanguage,
  type FirstView,
  type Language,
  type LoginRequest,
} from '@payorder/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context/app-context.ts';
import { AppError } from '../http/errors.ts';
import { getOrder, toCustomerOrder } from '../orders/order-row.ts';
import { listCurrencies, listMeta } from '../reference/catalogue.ts';
import { getSciDomain } from '../reference/sci-domains.ts';
import { selectedTradeMethodOf } from '../reference/trade-methods.ts';
import { offerFor } from '../routing/offer.ts';

const ORDER_LINK = /^\/order\/([^/]+)\/([^/]+)\/?$/;

/** The order id and token of a /order/{id}/{token} path, when they are well formed. */
export function orderLinkOf(pathname: string): LoginRequest | null {
  const match = ORDER_LINK.exec(pathname);
  if (!match) return null;
  try {
    const parsed = ZLoginRequest.safeParse({
      orderId: decodeURIComponent(match[1]!),
      token: decodeURIComponent(match[2]!),
    });
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // a malformed %-escape
  }
}

/**
 * The answers the page's first view needs (contract `ZFirstView`), computed by the same functions as
 * the calls that would return them and shaped by the same schemas. An order link is logged in
 * through the shared `CustomerLogin`, so its limits hold; a wrong token or an exceeded limit gives
 * `order: null` and the page meets the same answer from the login call itself (docs/product/payment-page.md §8: not-found).
 */
export async function loadFirstView(ctx: AppContext, request: FastifyRequest): Promise<FirstView> {
  const { db } = ctx;
  const link = orderLinkOf(pathOf(request));
  const [sciDomain, currencies, meta, order] = await Promise.all([
    getSciDomain(db, request.hostname),
    listCurrencies(db),
    listMeta(db),
    link ? loadOrder(ctx, request, link) : null,
  ]);
  return ZFirstView.parse({ sciDomain, currencies, meta, order });
}

async function loadOrder(
  ctx: AppContext,
  request: FastifyRequest,
  link: LoginRequest,
): Promise<FirstView['order']> {
  const login = await ctx.customerLogin.login(request, link).catch((error: unknown) => {
    if (error instanceof AppError) return null; // not_found or rate_limited: the page asks again and is told
    throw error;
  });
  if (!login) return null;
  const row = await getOrder(ctx.db, link.orderId);
  const [tradeMethods, selectedTradeMethod] = await Promise.all([
    offerFor(ctx.db, row),
    selectedTradeMethodOf(ctx.db, row),
  ]);
  return { login, order: toCustomerOrder(row), tradeMethods, selectedTradeMethod };
}

/**
 * The language the page will show, as far as a server can tell: docs/product/payment-page.md §1 detection over what it sees
 * (the `lng` parameter, the `i18next` cookie, the browser's languages; local storage only the page
 * can read), else the fallback.
 */
export function languageOf(request: FastifyRequest): Language {
  const candidates = [
    new URLSearchParams(request.url.split('?')[1] ?? '').get(LANGUAGE_QUERY_PARAM),
    cookieOf(request, LANGUAGE_COOKIE),
    ...acceptedLanguages(request.headers['accept-language']),
  ];
  return (
    candidates.flatMap((code) => (code ? [toProductLanguage(code)] : [])).find(isLanguage) ??
    FALLBACK_LANGUAGE
  );
}

/** The languages whose texts the page loads when it shows `language`: it, and the fallback beside it. */
export const languagesToLoad = (language: Language): Language[] => [
  ...new Set([language, FALLBACK_LANGUAGE]),
];

/**
 * The language file the page will ask for first, so the HTML can have the browser fetch it while the
 * code downloads. Only the language's own: the page fetches the fallback's only when that file fails
 * (apps/web src/lib/page-i18n.tsx), and a preload it never uses would take a slow network's bandwidth
 * from the view (issue 23). The server's own render still reads both (languagesToLoad).
 */
export function languageFilesOf(language: Language): string[] {
  return [localeFilePath(language)];
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;

function cookieOf(request: FastifyRequest, name: string): string | null {
  const prefix = `${name}=`;
  const part = request.headers.cookie?.split(/;\s*/).find((value) => value.startsWith(prefix));
  if (!part) return null;
  try {
    return decodeURIComponent(part.slice(prefix.length));
  } catch {
    return null;
  }
}

/** An Accept-Language header's languages, most wanted first (as the browser's navigator.languages). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}
