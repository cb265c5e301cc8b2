import { deleteAccountSchema, updateProfileSchema } from "@shared/api";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { Refusal } from "../auth/delete-user";
import type { Config } from "../config";
import { profiles, users } from "../db/schema";
import { apiError, validationError } from "../http/errors";
import { type AppEnv, requireUser, type SessionDeps } from "../http/session";
import { readAllowance } from "../metering/allowance";
import { type DescribeVoice, personalGuideRoutes } from "../style-guides/routes";
import { connectedAppRoutes } from "./connected-apps";
import { deleteOwnAccount } from "./delete-account";
import { dictionaryRoutes } from "./dictionary";
import { loadProfile, toMe } from "./profile";

export function meRoutes(deps: SessionDeps & { config: Config; describeVoice: DescribeVoice }) {
  const { db, config } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", requireUser(deps));
  app.route("/dictionary", dictionaryRoutes(db));
  app.route("/connected-apps", connectedAppRoutes(db));
  app.route("/style-guide", personalGuideRoutes(db, deps.describeVoice));

  app.get("/", async (c) => {
    const user = c.get("user");
    return c.json(toMe(user, await loadProfile(db, config, user)));
  });

  /** Feeds every word meter: this month's words, the effective limit, and what is left. */
  app.get("/usage", async (c) => {
    const user = c.get("user");
    let allowance = await readAllowance(db, user.id);
    if (!allowance) {
      // No profile yet (an account created while that failed): make it, then read it.
      await loadProfile(db, config, user);
      allowance = await readAllowance(db, user.id);
    }
    return c.json({
      wordsUsed: allowance?.wordsUsed ?? 0,
      wordsLimit: allowance?.wordsLimit ?? 0,
      remaining: allowance?.remaining ?? 0,
      organization: allowance?.org?.name ?? null,
    });
  });

  app.patch("/", async (c) => {
    const parsed = updateProfileSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const user = c.get("user");
    const { fullName, theme } = parsed.data;
    await loadProfile(db, config, user);
    await db.transaction(async (tx) => {
      await tx
        .update(profiles)
        .set({ ...(fullName !== undefined ? { fullName } : {}), ...(theme ? { theme } : {}), updatedAt: sql`now()` })
        .where(eq(profiles.userId, user.id));
      // Better Auth's user.name is what its session returns; keep the two names in step.
      if (fullName !== undefined) await tx.update(users).set({ name: fullName }).where(eq(users.id, user.id));
    });
    // Sessions cached in cookies carry the old name: they are looked up again.
    if (fullName !== undefined) await deps.users.changed(user.id, { sessionsChanged: true });
    return c.json(toMe(user, await loadProfile(db, config, user)));
  });

  /** Deletes the signed-in account, its documents and API keys (me/delete-account.ts). */
  app.delete("/", async (c) => {
    const parsed = deleteAccountSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const user = c.get("user");
    try {
      await deleteOwnAccount(db, user, parsed.data.confirmation);
    } catch (error) {
      if (error instanceof Refusal) {
        const code =
          error.status === 409 ? "CONFLICT" : error.status === 429 ? "TOO_MANY_REQUESTS" : "INVALID_CONFIRMATION";
        return apiError(c, error.status, code, "Account not deleted", error.message);
      }
      throw error;
    }
    // Its sessions went with it: no instance may keep trusting a cached one, and this browser
    // forgets its cookies.
    await deps.users.changed(user.id);
    const { authCookies } = await deps.auth.$context;
    for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
      deleteCookie(c, cookie.name, { path: "/", secure: cookie.attributes.secure });
    }
    return c.json({ ok: true });
  });

  return app;
}
