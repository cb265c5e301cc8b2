import { DIALECTS } from "@shared/checking/dialect";
import { CHECK_LEVELS } from "@shared/checking/refine";
import { TEXT_MAX_CHARS } from "@shared/run";
import { tryAgainIn } from "@shared/try-again";
import { Hono } from "hono";
import { z } from "zod";
import { apiError, validationError } from "../http/errors";
import { type AppEnv, requireUser, type SessionDeps } from "../http/session";
import { type ApiRateLimit, takeToken } from "../http/token-bucket";
import { checkText } from "./check-text";
import { applySuggestions } from "./rules";

export const checkSchema = z.object({
  text: z
    .string()
    .max(TEXT_MAX_CHARS, `Text is too long (maximum ${TEXT_MAX_CHARS.toLocaleString("en-US")} characters).`)
    .refine((text) => text.trim().length > 0, "Please enter some text to check."),
  /** The English whose spelling the rules follow (the grammar checker's dialect option); American by default. */
  dialect: z.enum(DIALECTS).optional(),
  /** "picky" adds the style and typography hints ("default" leaves them out, as every surface does). */
  level: z.enum(CHECK_LEVELS).optional(),
});

/**
 * POST /api/nlp/check: offline rule-based findings for a generated result, the same as every
 * surface's (checkText). No model, so no words are charged.
 * Free, but not free to flood: each user has a bucket of checks (`CHECK_RATE_LIMIT_*`), ample for
 * the result panel, which checks a text once it has stopped changing for 600 ms.
 */
export function nlpRoutes(deps: SessionDeps & { rateLimit: ApiRateLimit }) {
  const app = new Hono<AppEnv>();
  app.use("*", requireUser(deps));
  app.post("/check", async (c) => {
    const parsed = checkSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const { text, dialect = "american", level = "default" } = parsed.data;
    const userId = c.get("user").id;
    const taken = await takeToken(deps.db, userId, deps.rateLimit, { bucket: "check-user" });
    if (!taken.ok) {
      c.header("Retry-After", String(taken.retryAfter));
      return apiError(c, 429, "RATE_LIMITED", "Too Many Requests", `Too many checks. ${tryAgainIn(taken.retryAfter)}`);
    }
    // Each finding with every fix, its rule and kind, as the editor's own checker has them.
    const issues = await checkText(deps.db, userId, text, { dialect, level });
    return c.json({ engine: "rules", issues, correctedText: applySuggestions(text, issues) });
  });
  return app;
}
