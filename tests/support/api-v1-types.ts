import { buildOpenApiDocument } from "@shared/openapi";
import openapiTS, { astToString } from "openapi-typescript";

/** Where the typed client's types live: generated from the OpenAPI document, committed, checked current by a test. */
export const API_TYPES_FILE = "tests/support/api-v1.generated.ts";

/** The TypeScript types of /api/v1 (openapi-typescript), from the document the server serves. */
export async function generateApiTypes(): Promise<string> {
  // biome-ignore lint/suspicious/noExplicitAny: openapi-typescript takes its own OpenAPI3 type; the document is plain JSON
  const ast = await openapiTS(buildOpenApiDocument("/") as any, { defaultNonNullable: false });
  return `/**\n * Generated from the public API's OpenAPI document by \`npm run api:types\`; do not edit.\n * src/server/api/api.test.ts fails when it is out of date.\n */\n\n${astToString(ast)}`;
}
