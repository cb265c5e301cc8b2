import { isAdminRole, type Role } from "@shared/api";
import { eq } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client";
import { profiles } from "../db/schema";
import { apiError } from "./errors";
import type { AppEnv } from "./session";

export type AdminEnv = AppEnv & { Variables: AppEnv["Variables"] & { role: Role } };

/** After requireUser: only admin and super_admin pass (403 otherwise); the role is read fresh. */
export function requireAdmin(db: Db): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const [row] = await db
      .select({ role: profiles.role })
      .from(profiles)
      .where(eq(profiles.userId, c.get("user").id));
    if (!row || !isAdminRole(row.role)) {
      return apiError(c, 403, "FORBIDDEN", "Access Denied", "You don't have permission to do this.");
    }
    c.set("role", row.role);
    return next();
  };
}
