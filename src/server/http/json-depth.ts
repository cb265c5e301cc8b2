/**
 * How deep a JSON body may nest (arrays and objects inside one another) before the server reads it
 * (docs/decisions/0038-json-nesting-limit.md). The deepest body any route or protocol client sends
 * is about 6 levels (an OpenAI message's content parts, an MCP call's arguments); 64 leaves room
 * for any real client while keeping every walk over a body short.
 */
export const JSON_DEPTH_LIMIT = 64;

/** What a client is told when a body nests deeper than JSON_DEPTH_LIMIT. */
export const TOO_DEEP_MESSAGE = `The request body nests arrays or objects more than ${JSON_DEPTH_LIMIT} levels deep.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * Whether `text`, read as JSON, opens more than `limit` arrays or objects inside one another. One
 * pass over the characters, no parse and no allocation, so it runs before any parser or walker sees
 * the body; brackets inside strings do not count. The text need not be valid JSON: what is not is
 * refused by the parser afterwards, so a stray closing bracket only keeps the depth at zero.
 */
export function nestsDeeperThan(text: string, limit = JSON_DEPTH_LIMIT): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH)
        i++; // the escaped character, a quote included, is part of the string
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) inString = true;
    else if (ch === OPEN_ARRAY || ch === OPEN_OBJECT) {
      if (++depth > limit) return true;
    } else if ((ch === CLOSE_ARRAY || ch === CLOSE_OBJECT) && depth > 0) depth--;
  }
  return false;
}
