import fc from "fast-check";
import { z } from "zod";

/**
 * fast-check arbitraries for fuzzing the API: values drawn from a request schema (through its
 * JSON Schema, so the same zod schema the server validates with drives the test), and hostile
 * values an attacker or a broken client would send instead.
 */

type JsonSchema = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

/** Strings are kept short unless a hostile value makes them long: the point is shape, not size. */
const STRING_CAP = 300;

/** Text of every kind: plain, any code point (lone surrogates included), and accented/emoji. */
const anyText = (minLength = 0, maxLength = 40) =>
  fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: "binary", minLength, maxLength }),
    fc.string({ unit: "grapheme", minLength, maxLength }),
  );

function fromJsonSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(fromJsonSchema));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string": {
      if (schema.format === "email") return fc.emailAddress();
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? STRING_CAP, STRING_CAP));
      return anyText(min, max);
    }
    case "integer":
      return fc.integer({
        min: Math.max(schema.minimum ?? -1e6, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1e9, Number.MAX_SAFE_INTEGER),
      });
    case "number":
      return fc.double({ min: schema.minimum ?? -1e9, max: schema.maximum ?? 1e9, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? fromJsonSchema(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case "object": {
      const properties = Object.entries(schema.properties ?? {});
      return fc.record(Object.fromEntries(properties.map(([key, inner]) => [key, fromJsonSchema(inner)])), {
        requiredKeys: (schema.required ?? []).filter((key) => schema.properties?.[key]),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values that look like what `schema` asks for (its JSON Schema; the cross-field rules may still refuse them). */
export function validLike(schema: z.ZodType): fc.Arbitrary<unknown> {
  return fromJsonSchema(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
}

/** Nested `levels` deep: arrays or objects, as a value (the JSON text is built by JSON.stringify). */
const nested = (levels: number, kind: "array" | "object") => {
  let value: unknown = "deep";
  for (let i = 0; i < levels; i++) value = kind === "array" ? [value] : { a: value };
  return value;
};

/** Values no schema should choke on: control and unpaired characters, huge sizes, odd numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    "\u0000",
    "Bob\u0000Evil",
    "\ud800",
    "lone \udfff surrogate",
    "\u202e\u200b\ufeff",
    "x".repeat(900_000), // under the 1 MB body limit: reaches the schema
    "x".repeat(1_100_000), // over it: a 413
    "%00%ff%c0%af",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
    "${{7*7}}",
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    2 ** 63,
    -0,
    0.1,
    true,
    null,
    [],
    {},
    nested(300, "array"), // deeper nesting goes as raw text (hostileRawBody): the test's own tools recurse
    nested(300, "object"),
    JSON.parse('{"__proto__": {"admin": true, "role": "super_admin"}}'),
    JSON.parse('{"constructor": {"prototype": {"admin": true}}}'),
  ),
  anyText(0, 20),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A valid-looking body with one of its keys (or an extra one) given a hostile value. */
function poisoned(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(valid, hostileValue, fc.nat(), fc.constantFrom("__proto__", "constructor", "extra"))
    .map(([body, hostile, pick, extraKey]) => {
      if (!body || typeof body !== "object" || Array.isArray(body)) return hostile;
      const keys = Object.keys(body);
      const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
      const target = keys.length && pick % 3 !== 0 ? keys[pick % keys.length] : extraKey;
      // defineProperty: a plain assignment to "__proto__" would set the prototype, not a key.
      Object.defineProperty(copy, target, { value: hostile, enumerable: true, configurable: true, writable: true });
      // Nested objects (a run's `input` and `options`) get a hostile field too.
      for (const key of keys) {
        const inner = copy[key];
        if (inner && typeof inner === "object" && !Array.isArray(inner) && pick % 2 === 0) {
          const innerKeys = Object.keys(inner);
          const innerTarget = innerKeys[pick % Math.max(innerKeys.length, 1)] ?? "extra";
          copy[key] = { ...(inner as object), [innerTarget]: hostile };
        }
      }
      return copy;
    });
}

/** Raw request bodies that are not JSON text the way a client should send it. */
export const hostileRawBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom<string | Uint8Array>(
    "",
    "{",
    "null",
    '"just a string"',
    "\ufeff{}",
    "{'single': 'quotes'}",
    '{"a": 1, "a": 2}',
    `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    `${'{"input":'.repeat(20_000)}{}${"}".repeat(20_000)}`,
    '{"__proto__": {"polluted": true}}',
    new Uint8Array([0xff, 0xfe, 0x00, 0x7b, 0x7d]),
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]), // overlong UTF-8 in a string
  ),
  fc.string({ unit: "binary", maxLength: 200 }),
);

/** Bodies for a route with `schema`: mostly valid-looking, else poisoned, else any JSON or hostile. */
export function bodyFor(schema: z.ZodType | null): fc.Arbitrary<{ json: unknown } | { raw: string | Uint8Array }> {
  const valid = schema ? validLike(schema) : fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((json) => ({ json })) },
    { weight: 3, arbitrary: poisoned(valid).map((json) => ({ json })) },
    { weight: 1, arbitrary: hostileValue.map((json) => ({ json })) },
    { weight: 1, arbitrary: hostileRawBody.map((raw) => ({ raw })) },
  );
}

/** A path segment: a real id now and then, else any text, percent-encoded, with hostile escapes. */
export function segmentFor(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(real.length ? [{ weight: 3, arbitrary: fc.constantFrom(...real) }] : []),
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: anyText(1, 40).map(encodeSegment) },
    { weight: 1, arbitrary: fc.constantFrom("%00", "%ff", "%c0%af", "..%2f..%2fetc", "%ed%a0%80", "a".repeat(5000)) },
  );
}

/** encodeURIComponent, except that a lone surrogate (which it throws on) becomes its raw UTF-8 escape. */
function encodeSegment(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`
        : encodeURIComponent(char);
  }
  return out || "x";
}

/** A query string for `schema`: valid-looking values, hostile ones, and malformed escapes. */
export function queryFor(schema: z.ZodType | null): fc.Arbitrary<string> {
  const values = schema ? validLike(schema) : fc.constant({});
  const pairs = fc.tuple(values, hostileValue, fc.nat(), fc.boolean()).map(([value, hostile, pick, poison]) => {
    const entries = Object.entries((value ?? {}) as Record<string, unknown>);
    if (poison) {
      const key = entries.length ? entries[pick % entries.length][0] : "q";
      const text = typeof hostile === "string" ? hostile.slice(0, 5000) : JSON.stringify(hostile)?.slice(0, 5000);
      entries.push([key, text ?? ""]);
    }
    return entries.map(([key, inner]) => `${encodeSegment(key)}=${encodeSegment(String(inner))}`).join("&");
  });
  return fc.oneof(
    { weight: 4, arbitrary: pairs },
    { weight: 1, arbitrary: fc.constantFrom("q=%00", "page=%ff", "search=%", "page=1&page=2", "__proto__[x]=1") },
  );
}
