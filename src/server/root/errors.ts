import type { ErrorHandler } from "hono";
import { isDatabaseUnavailable } from "../db/unavailable";
import { apiError } from "../http/errors";
import { requestIdOf } from "../http/request-id";
import type { Logger } from "../log";

const SERVICE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";

/** What a request that threw is answered: 503 while the database is out of reach, else 500 (logged). */
export function answerError(log: Logger): ErrorHandler {
  return (error, c) => {
    if (isDatabaseUnavailable(error)) {
      log.warn(
        `${c.req.method} ${new URL(c.req.url).pathname}: database unavailable (${(error as Error).message})`,
        undefined,
        requestIdOf(c),
      );
      c.header("Retry-After", "5");
      return apiError(c, 503, "DATABASE_UNAVAILABLE", "Error", SERVICE_UNAVAILABLE);
    }
    log.error(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error, requestIdOf(c));
    return apiError(c, 500, "INTERNAL", "Error", "Something went wrong. Please try again.");
  };
}
