import type { ApiError as ApiErrorBody, ErrorCode, FieldErrors } from '@payorder/contract';
import i18next from 'i18next';
import { ApiError, apiUrl, type RequestOptions } from '#page/lib/api-client.ts';
import { fieldErrorText } from '#page/lib/field-error-text.ts';
import { shopModeHeaders } from './shop-mode.ts';

/** A failed console call: the page's ApiError plus the field messages and the lock's wait. */
export class ConsoleApiError extends ApiError {
  /** The server's English words per field, for developers; people read `fieldErrors` turned into words. */
  readonly fields: Record<string, string>;
  /** What is wrong with each field as a code (validation_failed). */
  readonly fieldErrors: FieldErrors;
  /** Seconds to wait (Retry-After) on 423/429. */
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: Partial<ApiErrorBody> | null, retryAfter: string | null) {
    super(status, body?.message ?? `HTTP ${status}`, body?.code ?? null);
    this.fields = body?.fields ?? {};
    this.fieldErrors = body?.fieldErrors ?? {};
    const seconds = retryAfter === null ? NaN : Number(retryAfter);
    this.retryAfterSeconds = Number.isFinite(seconds) ? seconds : null;
  }
}

/**
 * What the server said about each field of a failed request, in the shown language (none for any other
 * error): each field's code turned into words, never the server's English; a field named without a code
 * (an older server) reads as "check it".
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ConsoleApiError)) return {};
  const t = i18next.getFixedT(null, 'common');
  const words: Record<string, string> = {};
  for (const path of new Set([...Object.keys(error.fields), ...Object.keys(error.fieldErrors)])) {
    words[path] = fieldErrorText(t, error.fieldErrors[path] ?? { code: 'invalid_format' });
  }
  return words;
}

/** Refusals a person can act on, each said in its own words (console `errors.<code>`), never as "failed". */
export const REFUSAL_CODES = [
  'trader_offline',
  'insufficient_balance',
  'entry_limit_reached',
  'balance_limit_reached',
  'device_limit_reached',
] as const satisfies readonly ErrorCode[];
export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** The refusal's code when the call failed with one of REFUSAL_CODES, else null. */
export const refusalOf = (error: unknown): RefusalCode | null =>
  error instanceof ConsoleApiError && (REFUSAL_CODES as readonly (string | null)[]).includes(error.code)
    ? (error.code as RefusalCode)
    : null;

/** Called on a 401 from any call but the sign-in itself: the session is gone (expired or revoked). */
let onSignedOut: () => void = () => undefined;
export const setSignedOutHandler = (handler: () => void) => {
  onSignedOut = handler;
};

/**
 * A console call: the session cookie rides along (same origin), no token in the browser; a body is JSON,
 * or a FormData sent as it is (a file). The
 * server checks the Origin of every state-changing call (CSRF); fetch sends it on POST/PUT/PATCH/DELETE.
 */
export async function consoleFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {
    accept: options.accept ?? 'application/json',
    ...shopModeHeaders(),
  };
  // A file goes as multipart/form-data (FormData): the browser writes that content type, with its boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const response = await fetch(apiUrl(path), {
    method: options.method ?? 'GET',
    headers,
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
  if (response.status === 401 && path !== '/v1/console/session') onSignedOut();
  return response;
}

export async function consoleRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await consoleFetch(path, options);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ConsoleApiError(response.status, body, response.headers.get('retry-after'));
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A query string of the defined values. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
