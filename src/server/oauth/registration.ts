import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { withinRateLimit } from "../http/rate-limit";

/** The longest client_name: it is the consent page's heading ("Allow … to use your Quillstack?"). */
export const CLIENT_NAME_MAX = 100;
/** The longest redirect URI, and any other metadata text (a URL past 2,000 characters is no real client's). */
export const METADATA_TEXT_MAX = 2000;
/** The most entries a list in the metadata may have (redirect_uris, contacts, grant_types, …). */
export const METADATA_LIST_MAX = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** RFC 7591 section 3.2.2: a refused registration's answer. */
const invalidMetadata = (c: Context, description: string) =>
  c.json({ error: "invalid_client_metadata", error_description: description }, 400);

/** What is wrong with a registration request's sizes, or null. Only the top level is read. */
export function metadataTooLarge(body: Record<string, unknown>): string | null {
  if (typeof body.client_name === "string" && body.client_name.length > CLIENT_NAME_MAX) {
    return `client_name must be at most ${CLIENT_NAME_MAX} characters.`;
  }
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === "string" && value.length > METADATA_TEXT_MAX) {
      return `${field} must be at most ${METADATA_TEXT_MAX} characters.`;
    }
    if (!Array.isArray(value)) continue;
    if (value.length > METADATA_LIST_MAX) return `${field} may list at most ${METADATA_LIST_MAX} entries.`;
    if (value.some((entry) => typeof entry === "string" && entry.length > METADATA_TEXT_MAX)) {
      return `Each entry of ${field} must be at most ${METADATA_TEXT_MAX} characters.`;
    }
  }
  return null;
}

/**
 * Before Better Auth registers a client (RFC 7591, open to anyone: MCP clients register themselves):
 * the metadata's sizes (a 20,000-character name was shown on the consent page), then at most `perDay`
 * registrations per client address a day, counted by the shared address limiter (http/rate-limit.ts),
 * so the address is whatever it derives. Better Auth's own limit (5 a minute) still applies after.
 */
export function registrationLimits(db: Db, perDay: number): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    let body: unknown = null;
    try {
      body = JSON.parse(await c.req.raw.clone().text());
    } catch {
      // Not JSON: Better Auth refuses it in its own words (and it is counted below).
    }
    if (body !== null && typeof body === "object" && !Array.isArray(body)) {
      const problem = metadataTooLarge(body as Record<string, unknown>);
      if (problem) return invalidMetadata(c, problem);
    }
    if (!(await withinRateLimit(db, c, "oauth-register", perDay, DAY_MS))) {
      return c.json(
        {
          error: "too_many_requests",
          error_description: `At most ${perDay} apps may register from one address a day. Try again tomorrow.`,
        },
        429,
      );
    }
    return next();
  };
}
