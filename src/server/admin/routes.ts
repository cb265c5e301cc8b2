import { Hono } from "hono";
import type { BackupSource } from "../backup/routes";
import type { StripeConfig } from "../billing/stripe";
import { type AdminEnv, requireAdmin } from "../http/admin";
import { requireUser, type SessionDeps } from "../http/session";
import type { Switches } from "../kill-switches/switches";
import type { Logger } from "../log";
import { logAdminAction, recentActivity } from "./activity";
import { adminBackupRoutes } from "./backup";
import { adminBillingRoutes } from "./billing";
import { adminOrganizationRoutes } from "./organizations";
import { adminSettingsRoutes } from "./settings";
import { adminStats } from "./stats";
import { adminUsageRoutes } from "./usage";
import { adminUserRoutes } from "./users";

/** Every /api/admin route: 401 signed out, 403 unless admin or super_admin (checked on each request). */
export function adminRoutes(
  deps: SessionDeps & { switches: Switches; stripe?: StripeConfig; log: Logger; backup: BackupSource },
) {
  const { db } = deps;
  const app = new Hono<AdminEnv>();
  app.use("*", requireUser(deps));
  app.use("*", requireAdmin(db));

  app.post("/access", async (c) => {
    await logAdminAction(db, c.get("user").email, "ACCESSED_DASHBOARD", {});
    return c.json({ ok: true });
  });
  app.get("/stats", async (c) => c.json(await adminStats(db)));
  app.get("/activity", async (c) => c.json(await recentActivity(db, 50, c.req.query("include") === "visits")));
  app.route("/users", adminUserRoutes(db, deps.users));
  app.route("/usage-logs", adminUsageRoutes(db));
  app.route("/billing", adminBillingRoutes(db, deps.stripe, deps.log));
  app.route("/organizations", adminOrganizationRoutes(db));
  app.route("/settings", adminSettingsRoutes(db, deps.switches));
  app.route("/backup", adminBackupRoutes(db, deps.backup));
  return app;
}
