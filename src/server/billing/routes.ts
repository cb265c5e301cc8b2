import type { BillingState, UpgradeRequestState } from "@shared/upgrade";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Config } from "../config";
import { profiles } from "../db/schema";
import type { Mailer } from "../email/mailer";
import { upgradeRequestEmail } from "../email/templates";
import { apiError } from "../http/errors";
import { type AppEnv, requireUser, type SessionDeps } from "../http/session";
import type { Logger } from "../log";
import { stripeRoutes } from "./stripe-routes";
import { customerOf, stripeSubscriptionOf } from "./stripe-sync";
import { adminAddresses, fileRequest, pendingRequestOf } from "./upgrade-requests";

/**
 * `/api/billing`: with Stripe configured, "Upgrade to Pro" opens Checkout and "Manage billing" the
 * customer portal (stripe-routes.ts); without it, "Upgrade to Pro" files a request that the
 * administrators are emailed about and grant in the admin portal's Billing tab.
 */
export function billingRoutes(deps: SessionDeps & { config: Config; mailer: Mailer; log: Logger }) {
  const { db, config, mailer, log } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", requireUser(deps));

  app.get("/", async (c) => {
    const userId = c.get("user").id;
    const [request, subscription, customer] = await Promise.all([
      pendingRequestOf(db, userId),
      config.stripe ? stripeSubscriptionOf(db, userId) : null,
      config.stripe ? customerOf(db, userId) : null,
    ]);
    const state: BillingState = {
      provider: config.stripe ? "stripe" : "requests",
      request,
      subscription: subscription && {
        status: subscription.status,
        amount: subscription.amount,
        currency: subscription.currency,
        currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      },
      canManage: Boolean(customer),
    };
    return c.json(state);
  });

  if (config.stripe) app.route("/", stripeRoutes({ db, config, stripe: config.stripe, log }));

  app.get("/upgrade-request", async (c) => {
    const state: UpgradeRequestState = { request: await pendingRequestOf(db, c.get("user").id) };
    return c.json(state);
  });

  app.post("/upgrade-request", async (c) => {
    const user = c.get("user");
    if (config.stripe) {
      return apiError(c, 409, "USE_CHECKOUT", "Error", "Upgrades on this site are paid through checkout.");
    }
    const [profile] = await db
      .select({ planType: profiles.planType })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    if (profile?.planType === "pro") {
      return apiError(c, 409, "ALREADY_PRO", "Already on Pro", "Your account is already on the Pro plan.");
    }
    const { request, created } = await fileRequest(db, user.id);
    if (created) {
      const adminUrl = `${config.publicUrl}/admin-dashboard?tab=billing`;
      for (const to of await adminAddresses(db, config.adminEmails)) {
        // The request is filed and listed in the portal whatever the mail server says.
        await mailer
          .send(upgradeRequestEmail(to, { name: user.name, email: user.email }, "Pro", adminUrl))
          .catch((error) => log.warn(`upgrade request email to ${to} failed: ${(error as Error).message}`));
      }
    }
    const state: UpgradeRequestState = { request };
    return c.json(state, created ? 201 : 200);
  });

  return app;
}
