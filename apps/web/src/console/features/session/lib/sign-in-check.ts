import { ZConsoleSessionRequest, type FieldErrors } from '@payorder/contract';
import { schemaErrors } from '#console/lib/use-form-check.ts';

/** The sign-in form's check, the server's own schema; loaded when the form is first sent (zod with it). */
export const signInErrors = (request: unknown): FieldErrors => schemaErrors(ZConsoleSessionRequest, request);
