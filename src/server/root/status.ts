import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client";
import { requireUser } from "../http/session";
import type { AppDeps } from "./deps";

const HEALTH_TIMEOUT_MS = 2000;

/** Whether the database answers a trivial query within HEALTH_TIMEOUT_MS. */
async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`SELECT 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** /api/health, /api/config and /api/ai/status: what the server says of itself. */
export function statusRoutes({ config, db, auth, users, sessions, provider }: AppDeps) {
  const app = new Hono();
  // For load balancers and orchestrators: 200 only while the database answers, so an instance cut
  // off from it is taken out of rotation (and brought back once its pool reconnects).
  app.get("/health", async (c) => {
    const database = await databaseAnswers(db);
    return c.json(
      { status: database ? "ok" : "unavailable", database: database ? "ok" : "unreachable" },
      database ? 200 : 503,
    );
  });
  app.get("/config", (c) =>
    c.json({
      googleEnabled: Boolean(config.google),
      ssoName: config.oidc?.name ?? null,
      passwordSignIn: config.passwordSignIn,
      supportEmail: config.supportEmail,
      serverTranscription: Boolean(config.ai.transcribeModel),
    }),
  );
  // Which provider and model serve the app is for its users, not for anyone probing it.
  app.get("/ai/status", requireUser({ auth, db, users, sessions }), (c) => c.json(provider.status()));
  return app;
}
