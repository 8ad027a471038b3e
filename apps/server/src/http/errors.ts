import type { ErrorCode, FieldError, FieldErrors } from '@payorder/contract';

/** An error the client caused or may act on; rendered as `{code, message, fields?, fieldErrors?}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries besides the body (`Retry-After` on a 429). */
    readonly headers?: Record<string, string>,
    /** validation_failed: what is wrong with each field as a code (contract FIELD_ERROR_CODES). */
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

/** One field's problem: English words for API developers and, where the caller knows it, its code. */
export type FieldProblem = string | (FieldError & { message: string });

export const notFound = (what = 'Order') => new AppError(404, 'not_found', `${what} not found`);
export const invalidTransition = (message: string) => new AppError(409, 'invalid_transition', message);
/**
 * 400 validation_failed. Each field's problem is English words (coded `invalid_format`) or words with
 * their code and parameters; `fieldErrors` carries the codes beside the words, `fields` the words.
 */
export function validationFailed(
  message: string,
  fields?: Readonly<Record<string, FieldProblem>>,
  fieldErrors?: FieldErrors,
): AppError {
  if (!fields) return new AppError(400, 'validation_failed', message);
  const words: Record<string, string> = {};
  const codes: FieldErrors = { ...fieldErrors };
  for (const [path, problem] of Object.entries(fields)) {
    if (typeof problem === 'string') {
      words[path] = problem;
      codes[path] ??= { code: 'invalid_format' };
    } else {
      const { message: text, ...coded } = problem;
      words[path] = text;
      codes[path] ??= coded;
    }
  }
  return new AppError(400, 'validation_failed', message, words, undefined, codes);
}

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
