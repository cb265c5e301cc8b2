import { tryAgainIn } from "@shared/try-again";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import { type ApiRateLimit, takeToken } from "../http/token-bucket";
import type { ApiEnv } from "./authenticate";

export function apiRateLimit(db: Db, limit: ApiRateLimit): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const taken = await takeToken(db, c.get("user").id, limit);
    if (taken.ok) return next();
    c.header("Retry-After", String(taken.retryAfter));
    return apiError(
      c,
      429,
      "RATE_LIMITED",
      "Too Many Requests",
      `Too many requests with this account's API keys. ${tryAgainIn(taken.retryAfter)}`,
    );
  };
}
