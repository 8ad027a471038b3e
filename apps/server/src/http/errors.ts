import type { ErrorCode } from '@payorder/contract';

/** An error the client caused or may act on; rendered as `{code, message, fields?}`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Order') => new AppError(404, 'not_found', `${what} not found`);
export const invalidTransition = (message: string) => new AppError(409, 'invalid_transition', message);
export const validationFailed = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation_failed', message, fields);
