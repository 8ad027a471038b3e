import { z } from 'zod';
import {
  FIELD_ERROR_CODES,
  type FieldError,
  type FieldErrorCode,
  type FieldErrorParams,
  type FieldErrors,
} from './field-error-codes.ts';

/**
 * What is wrong with one field, as data (docs/architecture.md, "Validation everyone understands"):
 * the server answers `fieldErrors: {"<dotted path>": {code, params?}}` beside the English `fields`, and
 * the page and the consoles turn each code into words in the reader's language (`fieldError.<code>`).
 * The set is closed: a code added here needs its words in all 12 languages (a web test checks it).
 */

export const ZFieldErrorCode = z.enum(FIELD_ERROR_CODES) satisfies z.ZodType<FieldErrorCode>;

export const ZFieldErrorParams = z.record(
  z.string(),
  z.union([z.string(), z.number()]),
) satisfies z.ZodType<FieldErrorParams>;

export const ZFieldError = z.object({
  code: ZFieldErrorCode,
  params: ZFieldErrorParams.optional(),
}) satisfies z.ZodType<FieldError>;

export const ZFieldErrors = z.record(z.string(), ZFieldError) satisfies z.ZodType<FieldErrors>;
