import { TOOLS, toolSwitchKey } from "@shared/tools";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import { adminActivityLogs, settings } from "../db/schema";
import type { AdminEnv } from "../http/admin";
import { apiError, validationError } from "../http/errors";
import { GLOBAL_SWITCH_KEY, type Switches } from "../kill-switches/switches";

const SWITCH_KEYS = new Set([GLOBAL_SWITCH_KEY, ...TOOLS.map(toolSwitchKey)]);
export const switchUpdateSchema = z.object({ value: z.boolean() }).strict();

/** The action recorded in the activity log for a switch change: the kill switch's own, or a tool's. */
function actionFor(key: string, value: boolean): string {
  if (key === GLOBAL_SWITCH_KEY) return value ? "ENABLE_KILL_SWITCH" : "DISABLE_KILL_SWITCH";
  return value ? "ENABLE_TOOL" : "DISABLE_TOOL";
}

export function adminSettingsRoutes(db: Db, switches: Switches) {
  const app = new Hono<AdminEnv>();

  app.get("/", async (c) => c.json(await db.select().from(settings)));

  app.put("/:key", async (c) => {
    const key = c.req.param("key");
    if (!SWITCH_KEYS.has(key)) return apiError(c, 404, "UNKNOWN_SETTING", "Not Found", "No such setting.");
    const parsed = switchUpdateSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const { value } = parsed.data;
    const user = c.get("user");
    const previous = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, key))
        .for("update");
      await tx
        .insert(settings)
        .values({ key, value, updatedBy: user.email })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy: user.email, updatedAt: sql`now()` } });
      await tx.insert(adminActivityLogs).values({
        adminEmail: user.email,
        action: actionFor(key, value),
        details: { key, timestamp: new Date().toISOString(), previous_state: before?.value ?? null, new_state: value },
      });
      return before?.value ?? null;
    });
    // Every instance reads the switches again before its next run, and stops the runs now forbidden.
    await switches.changed();
    return c.json({ key, value, previous });
  });
  return app;
}
