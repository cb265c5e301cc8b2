import { Hono } from "hono";
import type { Auth } from "../auth";
import type { Db } from "../db/client";
import { type AdminEnv, requireAdmin } from "../http/admin";
import { requireUser } from "../http/session";
import { logAdminAction, recentActivity } from "./activity";
import { adminBillingRoutes } from "./billing";
import { adminSettingsRoutes } from "./settings";
import { adminStats } from "./stats";
import { adminUsageRoutes } from "./usage";
import { adminUserRoutes } from "./users";

/** Every /api/admin route: 401 signed out, 403 unless admin or super_admin (checked on each request). */
export function adminRoutes(deps: { auth: Auth; db: Db }) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();
  app.use("*", requireUser(deps.auth, db));
  app.use("*", requireAdmin(db));

  app.post("/access", async (c) => {
    await logAdminAction(db, c.get("user").email, "ACCESSED_DASHBOARD", {});
    return c.json({ ok: true });
  });
  app.get("/stats", async (c) => c.json(await adminStats(db)));
  app.get("/activity", async (c) => c.json(await recentActivity(db, 50, c.req.query("include") === "visits")));
  app.route("/users", adminUserRoutes(db));
  app.route("/usage-logs", adminUsageRoutes(db));
  app.route("/billing", adminBillingRoutes(db));
  app.route("/settings", adminSettingsRoutes(db));
  return app;
}
