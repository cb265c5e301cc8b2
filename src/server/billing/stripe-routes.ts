import type { BillingRedirect } from "@shared/upgrade";
import { type Context, Hono } from "hono";
import type Stripe from "stripe";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import type { AppEnv } from "../http/session";
import type { Logger } from "../log";
import { type StripeConfig, stripeClient } from "./stripe";
import { customerOf, handleStripeEvent, rememberCustomer, stripeSubscriptionOf, syncSubscription } from "./stripe-sync";

type Deps = { db: Db; config: Config; stripe: StripeConfig; log: Logger };

/** Stripe could not be reached or refused the call: the user may try again; the log has why. */
function paymentServiceError(c: Context, log: Logger, error: unknown) {
  log.warn(`stripe call failed: ${(error as Error).message}`);
  return apiError(
    c,
    502,
    "PAYMENT_SERVICE_ERROR",
    "Payment service unavailable",
    "We could not reach the payment service. Please try again in a moment.",
  );
}

/**
 * The signed-in half of Stripe billing, mounted under `/api/billing` after the session check:
 * Checkout for "Upgrade to Pro", the return from it, and the customer portal ("Manage billing").
 */
export function stripeRoutes({ db, config, stripe: settings, log }: Deps) {
  const app = new Hono<AppEnv>();

  app.post("/checkout", async (c) => {
    const user = c.get("user");
    if (await stripeSubscriptionOf(db, user.id)) {
      return apiError(c, 409, "ALREADY_SUBSCRIBED", "Already on Pro", "You already have a Pro subscription.");
    }
    try {
      const stripe = await stripeClient(settings);
      const customer = await ensureCustomer(db, stripe, user);
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer,
        client_reference_id: user.id,
        line_items: [{ price: settings.pricePro, quantity: 1 }],
        subscription_data: { metadata: { userId: user.id } },
        success_url: `${config.publicUrl}/profile?checkout={CHECKOUT_SESSION_ID}`,
        cancel_url: `${config.publicUrl}/profile?checkout=cancelled`,
      });
      if (!session.url) throw new Error("Checkout session without a url");
      return c.json({ url: session.url } satisfies BillingRedirect);
    } catch (error) {
      return paymentServiceError(c, log, error);
    }
  });

  // Back from Checkout: applies the subscription at once rather than waiting for the webhook (which
  // may come later, and then changes nothing).
  app.post("/checkout/:sessionId/sync", async (c) => {
    const user = c.get("user");
    const notFound = () => apiError(c, 404, "NOT_FOUND", "Error", "No such checkout.");
    const sessionId = c.req.param("sessionId");
    if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return notFound();
    try {
      const stripe = await stripeClient(settings);
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.client_reference_id !== user.id) return notFound();
      const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
      const customerId = typeof session.customer === "string" ? session.customer : session.customer?.id;
      if (customerId) await rememberCustomer(db, user.id, customerId);
      const complete = session.status === "complete" && Boolean(subscriptionId);
      if (complete && subscriptionId) await syncSubscription(db, stripe, subscriptionId);
      return c.json({ complete });
    } catch (error) {
      return paymentServiceError(c, log, error);
    }
  });

  app.post("/portal", async (c) => {
    const customer = await customerOf(db, c.get("user").id);
    if (!customer) {
      return apiError(c, 409, "NO_BILLING_ACCOUNT", "Error", "There is no billing account for this user yet.");
    }
    try {
      const stripe = await stripeClient(settings);
      const portal = await stripe.billingPortal.sessions.create({
        customer,
        return_url: `${config.publicUrl}/profile`,
      });
      return c.json({ url: portal.url } satisfies BillingRedirect);
    } catch (error) {
      return paymentServiceError(c, log, error);
    }
  });

  return app;
}

/**
 * The user's Stripe customer, created at their first checkout. The idempotency key makes two
 * concurrent first checkouts create one customer (Stripe answers the second with the first).
 */
async function ensureCustomer(db: Db, stripe: Stripe, user: { id: string; email: string; name: string }) {
  const known = await customerOf(db, user.id);
  if (known) return known;
  const created = await stripe.customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    { idempotencyKey: `quillstack-customer-${user.id}` },
  );
  await rememberCustomer(db, user.id, created.id);
  return (await customerOf(db, user.id)) ?? created.id;
}

/**
 * `POST /api/billing/stripe/webhook`: no session and no origin (Stripe calls it); the signature,
 * checked by the official package against the raw body and STRIPE_WEBHOOK_SECRET, is the only
 * credential. 400 for a bad signature, 500 when applying failed (Stripe retries), else 200.
 */
export function stripeWebhookRoutes({ db, stripe: settings, log }: Omit<Deps, "config">) {
  const app = new Hono();
  app.post("/webhook", async (c) => {
    const signature = c.req.header("stripe-signature");
    const body = await c.req.text();
    const stripe = await stripeClient(settings);
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error("no Stripe-Signature header");
      event = stripe.webhooks.constructEvent(body, signature, settings.webhookSecret);
    } catch (error) {
      log.warn(`stripe webhook refused: ${(error as Error).message}`);
      return apiError(c, 400, "BAD_SIGNATURE", "Error", "The webhook signature is not valid.");
    }
    try {
      const outcome = await handleStripeEvent(db, stripe, event);
      log.debug(`stripe event ${event.id} (${event.type}): ${outcome}`);
      return c.json({ received: true, outcome });
    } catch (error) {
      log.error(`stripe event ${event.id} (${event.type}) failed: ${(error as Error).message}`);
      return apiError(c, 500, "WEBHOOK_FAILED", "Error", "The event could not be applied; it will be retried.");
    }
  });
  return app;
}
