import type { Context, MiddlewareHandler } from "hono";
import { apiError } from "./errors";
import { nestsDeeperThan, TOO_DEEP_MESSAGE } from "./json-depth";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type Flaw = "nul" | "surrogate";

/** What makes a string unstorable: a NUL, or half of a surrogate pair (jsonb refuses its escape). */
function flawOf(text: string): Flaw | null {
  if (text.includes("\u0000")) return "nul";
  return text.isWellFormed() ? null : "surrogate";
}

/** A value met on the walk, and how it was reached: a link to its parent, never a copy of the path. */
type Step = { value: unknown; key: string | null; parent: Step | null };

/** The keys leading to `step`, rebuilt from its parent links: only once, for the flaw found. */
function pathOf(step: Step | null): string[] {
  const path: string[] = [];
  for (let at = step; at?.key != null; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first key or string in `value` that PostgreSQL cannot store, and why; or null.
 * Walked with a stack of its own, not by recursion: a body nested thousands deep must not
 * overflow the call stack (an error of ours, answered 500, for what is the client's nonsense).
 * Each value costs one step whatever its depth: a copied path per level made a body of 16,000
 * nested arrays (32 KB) take seconds (docs/decisions/0038-json-nesting-limit.md).
 */
function findFlaw(value: unknown): { path: string[]; flaw: Flaw } | null {
  const stack: Step[] = [{ value, key: null, parent: null }];
  while (stack.length) {
    const step = stack.pop()!;
    const item = step.value;
    if (typeof item === "string") {
      const flaw = flawOf(item);
      if (flaw) return { path: pathOf(step), flaw };
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    const keys = Object.keys(item);
    for (const key of keys) {
      const flaw = flawOf(key);
      if (flaw) return { path: [...pathOf(step), key], flaw };
    }
    // Reversed, so the first entry is looked at first.
    const record = item as Record<string, unknown>;
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: record[keys[i]], key: keys[i], parent: step });
  }
  return null;
}

/** JSON escapes that may decode to a NUL or an unpaired surrogate: only such bodies are parsed here. */
const SUSPECT_ESCAPE = /\\u(0000|d[89a-f])/i;

/** Fields whose screens call them something else: the document editor shows a run's output as its text. */
const LABELS: Record<string, string> = { output: "Text" };

/** "fullName" → "Full name", the way the schemas' own messages name a field ("Title cannot…"). */
function fieldLabel(path: string[]): string {
  const last = [...path].reverse().find((part) => !/^\d+$/.test(part));
  if (!last) return "The text";
  if (LABELS[last]) return LABELS[last];
  const words = last
    .replaceAll("\u0000", "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim();
  return words ? words[0].toUpperCase() + words.slice(1).toLowerCase() : "A field name";
}

/** Bodies no route reads as JSON: forms (LanguageTool's, Better Auth's OAuth token requests, recordings). */
const FORM = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/**
 * Whether the request may carry a body: asking for it builds a web Request under @hono/node-server,
 * which a request without one should not pay. (A request made in process has no Content-Length.)
 */
const mayHaveBody = (c: Context) =>
  c.req.header("content-type") !== undefined ||
  c.req.header("transfer-encoding") !== undefined ||
  Number(c.req.header("content-length") ?? 0) > 0;

/**
 * Refuses, before a route reads them, bodies nested more than JSON_DEPTH_LIMIT deep (one linear
 * scan of the text: docs/decisions/0038-json-nesting-limit.md) and JSON bodies with a NUL
 * character (U+0000) or an unpaired surrogate (\\ud800 alone, which jsonb refuses) in any key or
 * string, and addresses with a NUL: PostgreSQL cannot store one in text ("invalid byte sequence"),
 * so it would otherwise reach the database and answer 500. Every body but a form is read: Hono's
 * `c.req.json()` parses whatever the content type says. Only bodies that contain the escape are
 * parsed here; for the others the guard costs the scan and one substring search. Better Auth reads
 * the raw request itself, so its routes are read from a copy; other routes read the body Hono
 * caches here.
 */
export function textGuard(options: { answeredBy?: (path: string) => boolean } = {}): MiddlewareHandler {
  return async (c, next) => {
    // A protocol endpoint answers in its protocol's own shape, with nestsDeeperThan and
    // unstorableText, in its routes.
    if (options.answeredBy?.(c.req.path)) return next();
    // The same goes for an id in the address: %00 decodes to a NUL. (Query strings are left to their
    // schemas: a document search reads control characters as spaces.)
    if (/%00/.test(new URL(c.req.url).pathname)) {
      return apiError(c, 400, "VALIDATION_ERROR", "Error", "The address cannot contain NUL characters.");
    }
    if (!BODY_METHODS.has(c.req.method) || !mayHaveBody(c) || c.req.path === "/api/transcribe") return next();
    if (FORM.test(c.req.header("content-type") ?? "")) return next();
    const text = c.req.path.startsWith("/api/auth/") ? await c.req.raw.clone().text() : await c.req.text();
    if (nestsDeeperThan(text)) return apiError(c, 400, "VALIDATION_ERROR", "Error", TOO_DEEP_MESSAGE);
    if (!SUSPECT_ESCAPE.test(text)) return next();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return next(); // not JSON: the route answers it as it does any malformed body
    }
    const message = unstorableText(body);
    return message ? apiError(c, 400, "VALIDATION_ERROR", "Error", message) : next();
  };
}

/**
 * Why a parsed body cannot be stored (a NUL or half a surrogate pair in a key or string, named by
 * its field), or null: what textGuard refuses, for the routes that answer in their own shape.
 */
export function unstorableText(body: unknown): string | null {
  const found = findFlaw(body);
  if (!found) return null; // an escaped backslash followed by "u0000", or a whole surrogate pair
  const label = fieldLabel(found.path);
  return found.flaw === "nul"
    ? `${label} cannot contain NUL characters.`
    : `${label} contains a broken character (half of an emoji or symbol). Please remove it and try again.`;
}
