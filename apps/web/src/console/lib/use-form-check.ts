import { fieldErrorsOfIssues, type FieldErrors } from '@payorder/contract';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { useFieldErrorText } from '#page/lib/field-error-text.ts';
import { ConsoleApiError } from './http.ts';

/** What a contract schema finds wrong with a value, every field at once, as field error codes. */
export function schemaErrors(schema: ZodType, value: unknown): FieldErrors {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOfIssues(result.error.issues, value);
}

/** The server's codes for a failed call (a field it named without a code reads as "check it"). */
function serverErrors(error: unknown): FieldErrors {
  if (!(error instanceof ConsoleApiError)) return {};
  const errors: FieldErrors = { ...error.fieldErrors };
  for (const path of Object.keys(error.fields)) errors[path] ??= { code: 'invalid_format' };
  return errors;
}

export interface FormCheck {
  /** Keeps what the form's own checks found; true when nothing is wrong (then send). */
  check: (found: FieldErrors) => boolean;
  /** The words for a field's problem: the form's own check first, else the server's refusal. */
  errorOf: (path: string) => string | undefined;
  /** The words for problems the server named on fields this form does not show (said above the buttons). */
  elsewhere: (shown: readonly string[]) => string[];
  /** Something is wrong somewhere: the form's check or the server's. */
  hasErrors: boolean;
}

/**
 * The consoles' forms check on the client with the contract's own checks before sending, show every
 * problem next to its field at once, and show the server's codes the same way when it still refuses.
 * `serverError` is the mutation's error; `formatAmount` shows amount parameters as money.
 */
export function useFormCheck(serverError: unknown, formatAmount?: (amount: string) => string): FormCheck {
  const [found, setFound] = useState<FieldErrors>({});
  const text = useFieldErrorText();
  const server = serverErrors(serverError);
  return {
    check: (next) => {
      setFound(next);
      return Object.keys(next).length === 0;
    },
    errorOf: (path) => {
      const error = found[path] ?? server[path];
      return error ? text(error, formatAmount) : undefined;
    },
    elsewhere: (shown) =>
      Object.entries(server)
        .filter(([path]) => !shown.includes(path) && !found[path])
        .map(([, error]) => text(error, formatAmount)),
    hasErrors: Object.keys(found).length > 0 || Object.keys(server).length > 0,
  };
}
