import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

/** Where the generated types live; committed, and checked against the server by a test. */
export const SCHEMA_FILE = new URL('../src/schema.ts', import.meta.url);

/** The TypeScript types of an OpenAPI document (openapi-typescript), formatted like the repository. */
export async function schemaSource(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    // Optional only where the schema says so; answers' required fields are always present.
    alphabetize: false,
    exportType: false,
  });
  const header =
    '// Generated from GET /api/openapi.json by `npm run generate --workspace packages/client`. Do not edit.\n';
  const filepath = SCHEMA_FILE.pathname;
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(header + astToString(ast), { ...options, filepath });
}
