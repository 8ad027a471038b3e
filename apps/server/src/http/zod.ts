import type { FastifyInstance, FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { validationFailed } from './errors.ts';

/** Lets route schemas be zod schemas: handlers get the parsed types, replies are checked on the way out. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

export function fieldsOf(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '(body)';
    fields[key] ??= issue.message;
  }
  return fields;
}

const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: validationFailed(`Invalid request ${httpPart ?? 'input'}`, fieldsOf(result.error)) };
  };

export function registerZod(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler<z.ZodType>(
    ({ schema }) =>
      (data) =>
        JSON.stringify(schema.parse(data)),
  );
}
