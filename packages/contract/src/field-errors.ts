import { z } from 'zod';
import { FIELD_ERROR_CODES } from './field-error-codes.ts';

/**
 * What is wrong with one field, as data (docs/architecture.md, "Validation everyone understands"):
 * the server answers `fieldErrors: {"<dotted path>": {code, params?}}` beside the English `fields`, and
 * the page and the consoles turn each code into words in the reader's language (`fieldError.<code>`).
 * The set is closed: a code added here needs its words in all 12 languages (a web test checks it).
 */

export const ZFieldErrorCode = z.enum(FIELD_ERROR_CODES);
export type FieldErrorCode = z.infer<typeof ZFieldErrorCode>;
export const FieldErrorCode = ZFieldErrorCode.enum;

/** The numbers or words a code's sentence needs ("at most {{max}} characters"). */
export const ZFieldErrorParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type FieldErrorParams = z.infer<typeof ZFieldErrorParams>;

export const ZFieldError = z.object({ code: ZFieldErrorCode, params: ZFieldErrorParams.optional() });
export type FieldError = z.infer<typeof ZFieldError>;

/** Dotted field path ("details.card_number", "minAmount") → what is wrong with it. */
export const ZFieldErrors = z.record(z.string(), ZFieldError);
export type FieldErrors = z.infer<typeof ZFieldErrors>;
