import type { MiddlewareHandler } from "hono";
import { apiError } from "./errors";

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The path of the first key or string in `value` that holds a NUL character, or null. */
function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes("\u0000")) return [...path, key];
    const found = findNul(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

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

/**
 * Refuses JSON bodies with a NUL character (U+0000) in any key or string, before a route sees them:
 * PostgreSQL cannot store one in text ("invalid byte sequence"), so it would otherwise reach the
 * database and answer 500. Only bodies that contain the escape are parsed here; for the others this
 * costs one substring search. Better Auth reads the raw request itself, so its routes are read from
 * a copy; other routes read the body Hono caches here.
 */
export function textGuard(): MiddlewareHandler {
  return async (c, next) => {
    if (!BODY_METHODS.has(c.req.method) || !c.req.header("content-type")?.includes("json")) return next();
    const text = c.req.path.startsWith("/api/auth/") ? await c.req.raw.clone().text() : await c.req.text();
    if (!text.includes("\\u0000")) return next();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return next(); // not JSON: the route answers it as it does any malformed body
    }
    const path = findNul(body);
    if (!path) return next(); // an escaped backslash followed by "u0000", not a NUL
    return apiError(c, 400, "VALIDATION_ERROR", "Error", `${fieldLabel(path)} cannot contain NUL characters.`);
  };
}
