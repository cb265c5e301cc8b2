import { Hono } from "hono";
import { type BackupSource, PG_DUMP_MESSAGE, pgDumpAnswer, sendBackup } from "../backup/routes";
import type { Db } from "../db/client";
import type { AdminEnv } from "../http/admin";
import { apiError } from "../http/errors";
import { logAdminAction } from "./activity";

/**
 * /api/admin/backup: the whole database (and the generated AUTH_SECRET) as one download, for
 * super admins only: it holds every account's data, password hashes and the secret that signs sessions.
 * The download is a POST, so the origin check (root/middleware.ts) stands before it: a GET would let any site's
 * link or image make a signed-in super admin's browser build a backup (docs/decisions/0030-backups.md).
 */
export function adminBackupRoutes(db: Db, source: BackupSource) {
  const app = new Hono<AdminEnv>();
  app.use("*", async (c, next) => {
    if (c.get("role") !== "super_admin") {
      return apiError(c, 403, "FORBIDDEN", "Access Denied", "Only a super admin can download backups.");
    }
    return next();
  });
  // What the Settings tab shows: the download, or how to back up PostgreSQL instead.
  app.get("/status", (c) =>
    c.json(
      source.create
        ? { available: true as const, secretFromEnvironment: source.secretFromEnvironment }
        : { available: false as const, message: PG_DUMP_MESSAGE },
    ),
  );
  app.get("/", (c) => {
    c.header("Allow", "POST");
    return apiError(
      c,
      405,
      "METHOD_NOT_ALLOWED",
      "Backups",
      "A backup is downloaded with POST (the Settings tab's Download backup button), not GET.",
    );
  });
  app.post("/", async (c) => {
    if (!source.create) return pgDumpAnswer(c);
    const backup = await source.create();
    await logAdminAction(db, c.get("user").email, "DOWNLOADED_BACKUP", { bytes: backup.bytes });
    return sendBackup(c, backup);
  });
  return app;
}
