import { createHash, timingSafeEqual } from "node:crypto";
import type { Handler } from "hono";
import type { Metrics } from "./metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics for Prometheus, behind `Authorization: Bearer <METRICS_TOKEN>`. The token is compared
 * as SHA-256 digests with timingSafeEqual: equal lengths whatever was sent, and no early exit that
 * would tell a prober how much of it was right.
 */
export function metricsRoute(metrics: Metrics, token: string): Handler {
  const expected = digest(token);
  return async (c) => {
    const given = /^Bearer +(\S+) *$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(given), expected)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      c.header("Cache-Control", "no-store");
      return c.text("Unauthorized", 401);
    }
    const text = await metrics.registry.metrics();
    return c.body(text, 200, { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" });
  };
}
