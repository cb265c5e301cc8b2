// Writes the typed client's types for /api/v1 (tests/support/api-v1.generated.ts) from the OpenAPI
// document the server generates. Run after changing a tool's fields or an API schema: npm run api:types
import { writeFileSync } from "node:fs";
import { API_TYPES_FILE, generateApiTypes } from "../tests/support/api-v1-types";

writeFileSync(API_TYPES_FILE, await generateApiTypes());
console.log(`wrote ${API_TYPES_FILE}`);
