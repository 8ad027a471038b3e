import type { ApiError as ApiErrorBody, LoginRequest, LoginResponse } from '@payorder/contract';
import { runtimeConfig } from './runtime-config.ts';
import { readSession, setAccessToken } from './session-store.ts';

/** A failed API call: the HTTP status and the server's `{code, message}` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;

  constructor(status: number, message: string, code: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/** docs/product/payment-page.md §7: the API base is the configured host plus /api. */
export const apiUrl = (path: string) => `${runtimeConfig().apiHost}/api${path}`;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** What the call accepts back: JSON unless told (the order's event stream). */
  accept?: string;
}

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return fetch(apiUrl(path), {
    method: options.method ?? 'GET',
    headers,
    body: isForm
      ? (options.body as FormData)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function toError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const isErrorBody = (value: unknown): value is ApiErrorBody =>
    typeof value === 'object' && value !== null && typeof (value as ApiErrorBody).message === 'string';
  return isErrorBody(body)
    ? new ApiError(response.status, body.message, body.code ?? null)
    : new ApiError(response.status, response.statusText || `HTTP ${response.status}`);
}

async function parse<T>(response: Response): Promise<T> {
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** POST /v1/customer/auth/login; the new access token is stored for later calls. */
export async function login(credentials: LoginRequest): Promise<string> {
  const response = await send('/v1/customer/auth/login', { method: 'POST', body: credentials }, null);
  const { accessToken } = await parse<LoginResponse>(response);
  setAccessToken(accessToken);
  return accessToken;
}

let relogin: Promise<string> | null = null;

/** One re-login shared by every call that met the same expired token. */
function reloginOnce(credentials: LoginRequest): Promise<string> {
  relogin ??= login(credentials).finally(() => {
    relogin = null;
  });
  return relogin;
}

/**
 * An authorised customer call's response. docs/product/payment-page.md §6: on a 401, when stored credentials exist, log in
 * again once, store the new token and retry the request; a second 401 (or no credentials, or a failed
 * re-login) is the answer.
 */
export async function authorizedFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const session = readSession();
  const response = await send(path, options, session?.accessToken ?? null);
  if (response.status !== 401 || !session?.credentials) return response;
  let accessToken: string;
  try {
    accessToken = await reloginOnce(session.credentials);
  } catch {
    return response;
  }
  return send(path, options, accessToken);
}

/** An authorised customer call (with the 401 rule of authorizedFetch): the parsed answer, or an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return parse<T>(await authorizedFetch(path, options));
}
