import type { ErrorCode } from '@payorder/contract';

/** An error the client caused or may act on; rendered as `{code, message, fields?}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries besides the body (`Retry-After` on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Order') => new AppError(404, 'not_found', `${what} not found`);
export const invalidTransition = (message: string) => new AppError(409, 'invalid_transition', message);
export const validationFailed = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation_failed', message, fields);

export const shopDisabled = () =>
  new AppError(403, 'shop_disabled', 'This shop is disabled; ask the operator to enable it');
export const traderDisabled = () =>
  new AppError(403, 'trader_disabled', 'This trader is disabled; ask the operator to enable it');

/** The `fields` of a validation_failed answer: dotted path → the first message for it ('(body)' for the whole input). */
export function fieldsOf(
  issues: readonly { path: readonly PropertyKey[]; message?: string }[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '(body)';
    fields[key] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** 429 with how long to wait: every limit of the API answers this way (`Retry-After` in seconds). */
export const rateLimited = (
  retryAfterMs: number,
  message = 'Too many requests; wait a minute and try again',
) =>
  new AppError(429, 'rate_limited', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
