import { deepCheckRequestSchema } from "@shared/deep-check";
import { tryAgainIn } from "@shared/try-again";
import { Hono } from "hono";
import { apiError, validationError } from "../http/errors";
import { type AppEnv, requireUser, type SessionDeps } from "../http/session";
import { type ApiRateLimit, takeToken } from "../http/token-bucket";
import type { RunDeps } from "../runs/types";
import { deepCheck } from "./deep-check";

/**
 * POST /api/nlp/deep-check (mounted beside the free checks of nlp/routes.ts): the model's minimal
 * corrections of up to 20 paragraphs as findings (deep-check.ts). Each user has a bucket of deep
 * checks of its own (the free checks' size, `CHECK_RATE_LIMIT_*`), apart from the free checks'.
 */
export function deepCheckRoutes(deps: RunDeps & SessionDeps & { rateLimit: ApiRateLimit }) {
  const app = new Hono<AppEnv>();
  app.post("/deep-check", requireUser(deps), async (c) => {
    const parsed = deepCheckRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const userId = c.get("user").id;
    const taken = await takeToken(deps.db, userId, deps.rateLimit, { bucket: "deep-check-user" });
    if (!taken.ok) {
      c.header("Retry-After", String(taken.retryAfter));
      return apiError(c, 429, "RATE_LIMITED", "Too Many Requests", `Too many checks. ${tryAgainIn(taken.retryAfter)}`);
    }
    const outcome = await deepCheck(deps, { ...parsed.data, userId, signal: c.req.raw.signal });
    if ("refused" in outcome) {
      const { status, code, title, message } = outcome.refused;
      return apiError(c, status, code, title, message);
    }
    return c.json(outcome.answer);
  });
  return app;
}
