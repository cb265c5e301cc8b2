/**
 * Quillstack's version, as the protocol surfaces name the server (MCP's serverInfo, LanguageTool's
 * `software`). Kept equal to package.json's by a test (version.test.ts): the built server does not
 * ship package.json beside it.
 */
export const APP_VERSION = "0.1.0";
