import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeStripe, startFakeStripe } from "../../../tests/support/fake-stripe";
import { billingCustomers, profiles, stripeEvents, subscriptions, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { signUpVerified, startTestApp, TEST_ORIGIN, type TestApp, type TestClient } from "../test-support/harness";

const WEBHOOK_SECRET = "whsec_quillstack_test_secret";

/**
 * Billing through Stripe, against a fake Stripe API that signs its webhook events with the official
 * package: Checkout, the webhook applied exactly once in any order, the return from Checkout, the
 * customer portal, cancelling at period end, and an admin's status change made in Stripe first.
 */
describe.each(BACKENDS)("Stripe billing (%s)", (kind) => {
  let app: TestApp;
  let stripe: FakeStripe;
  let admin: TestClient;

  const idOf = async (email: string) =>
    (await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const profileOf = async (userId: string) =>
    (await app.database.db.select().from(profiles).where(eq(profiles.userId, userId)))[0];
  const rowsOf = (userId: string) =>
    app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

  /** Signs up, starts Checkout and returns the session Stripe made for it. */
  async function checkout(email: string) {
    const user = await signUpVerified(app, email, "Paying Writer");
    const started = await user.json("/api/billing/checkout", { method: "POST", json: {} });
    expect(started.status).toBe(200);
    const sessionId = new URL(started.body.url).pathname.split("/").pop() as string;
    expect(started.body.url).toBe(`${stripe.url}/pay/${sessionId}`);
    return { user, userId: await idOf(email), sessionId };
  }

  /** A user who paid, with both of Checkout's events delivered. */
  async function subscribed(email: string) {
    const started = await checkout(email);
    const paid = stripe.pay(started.sessionId);
    expect(await stripe.deliver(paid.completed)).toBe(200);
    expect(await stripe.deliver(paid.created)).toBe(200);
    return { ...started, ...paid };
  }

  beforeAll(async () => {
    stripe = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    app = await startTestApp(kind, {
      ADMIN_EMAILS: "root@example.com",
      PUBLIC_URL: "https://quill.example.org",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PRO: stripe.priceId,
      STRIPE_API_URL: stripe.url,
    });
    // Stripe calls the webhook from outside: no session, no Origin header.
    stripe.setWebhook((body, headers) =>
      app.app.request(`${TEST_ORIGIN}/api/billing/stripe/webhook`, { method: "POST", headers, body }),
    );
    admin = await signUpVerified(app, "root@example.com", "Root");
  });
  afterAll(async () => {
    await app?.drop();
    await stripe?.close();
  });

  it("says Checkout is how to upgrade, and refuses the request-the-administrators path", async () => {
    const user = await signUpVerified(app, "state@example.com");
    expect((await user.json("/api/billing")).body).toEqual({
      provider: "stripe",
      request: null,
      subscription: null,
      canManage: false,
    });
    const refused = await user.json("/api/billing/upgrade-request", { method: "POST", json: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("USE_CHECKOUT");
    expect((await app.client().request("/api/billing/checkout", { method: "POST", json: {} })).status).toBe(401);
  });

  it("Checkout for the Pro price, then the webhook gives Pro, its words and a subscription row", async () => {
    const { user, userId, subscription } = await subscribed("payer@example.com");
    const [customer] = await app.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
    expect(stripe.customers.get(customer.stripeCustomerId)).toMatchObject({
      email: "payer@example.com",
      metadata: { userId },
    });
    expect(subscription.customer).toBe(customer.stripeCustomerId);
    expect(await profileOf(userId)).toMatchObject({ planType: "pro", wordsLimit: 50_000 });
    const rows = await rowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      stripeSubscriptionId: subscription.id,
      planType: "pro",
      status: "active",
      amount: "19.00",
      currency: "USD",
      cancelAtPeriodEnd: false,
    });
    expect(rows[0].currentPeriodEnd?.getTime()).toBe(subscription.items.data[0].current_period_end * 1000);
    const state = (await user.json("/api/billing")).body;
    expect(state).toMatchObject({ provider: "stripe", canManage: true, subscription: { status: "active" } });
    // A second checkout is refused while the subscription runs.
    expect((await user.json("/api/billing/checkout", { method: "POST", json: {} })).status).toBe(409);
    // The Billing tab sees it.
    const listed = (await admin.json("/api/admin/billing/subscriptions")).body;
    expect(listed.some((row: { userId: string; amount: string }) => row.userId === userId)).toBe(true);
  });

  it("applies each event once: replays, concurrent duplicates and a stale event change nothing", async () => {
    const { userId, subscription, completed, created } = await subscribed("replay@example.com");
    // Every earlier event again, ten times each, all at once.
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => [stripe.deliver(completed), stripe.deliver(created)]).flat(),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
    const recorded = await app.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, created.id));
    expect(recorded).toHaveLength(1);
    expect(await rowsOf(userId)).toHaveLength(1);

    // Cancelled in Stripe; then an older "updated" (active) arrives late, under a new event id.
    const stale = stripe.update(subscription.id, { cancel_at_period_end: false });
    const ended = stripe.update(subscription.id, { status: "canceled" });
    expect(await stripe.deliver(ended)).toBe(200);
    expect(await stripe.deliver(stale)).toBe(200);
    expect(await profileOf(userId)).toMatchObject({ planType: "free", wordsLimit: 2000 });
    expect((await rowsOf(userId))[0].status).toBe("cancelled");
  });

  it("refuses events that Stripe did not sign with this endpoint's secret, recording nothing", async () => {
    const { userId, sessionId } = await checkout("forged@example.com");
    const paid = stripe.pay(sessionId);
    expect(await stripe.deliver(paid.created, "whsec_someone_else")).toBe(400);
    const unsigned = await app.app.request(`${TEST_ORIGIN}/api/billing/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(paid.created),
    });
    expect(unsigned.status).toBe(400);
    expect(await app.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.created.id))).toEqual([]);
    expect((await profileOf(userId)).planType).toBe("free");
  });

  it("the return from Checkout applies the subscription before any webhook, for its own user only", async () => {
    const { user, userId, sessionId } = await checkout("returning@example.com");
    const other = await signUpVerified(app, "nosy@example.com");
    expect((await user.json(`/api/billing/checkout/${sessionId}/sync`, { method: "POST", json: {} })).body).toEqual({
      complete: false,
    });
    stripe.pay(sessionId); // paid, events not delivered
    expect((await other.json(`/api/billing/checkout/${sessionId}/sync`, { method: "POST", json: {} })).status).toBe(
      404,
    );
    expect((await profileOf(await idOf("nosy@example.com"))).planType).toBe("free");
    const synced = await user.json(`/api/billing/checkout/${sessionId}/sync`, { method: "POST", json: {} });
    expect(synced.body).toEqual({ complete: true });
    expect(await profileOf(userId)).toMatchObject({ planType: "pro", wordsLimit: 50_000 });
    expect(await rowsOf(userId)).toHaveLength(1);
  });

  it("Manage billing opens the customer portal; cancelling keeps Pro to the period's end", async () => {
    const { user, userId, subscription } = await subscribed("leaver@example.com");
    const portal = await user.json("/api/billing/portal", { method: "POST", json: {} });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${stripe.url}/portal/`));
    const never = await signUpVerified(app, "never@example.com");
    expect((await never.json("/api/billing/portal", { method: "POST", json: {} })).status).toBe(409);

    expect(await stripe.deliver(stripe.update(subscription.id, { cancel_at_period_end: true }))).toBe(200);
    expect(await profileOf(userId)).toMatchObject({ planType: "pro", wordsLimit: 50_000 });
    expect((await user.json("/api/billing")).body.subscription).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
    });
    expect(await stripe.endPeriod(subscription.id)).toBe(200);
    expect(await profileOf(userId)).toMatchObject({ planType: "free", wordsLimit: 2000 });
    expect((await user.json("/api/billing")).body.subscription).toBeNull();
  });

  it("an admin's status change goes to Stripe first, and waits for nothing when Stripe refuses", async () => {
    const { userId, subscription } = await subscribed("managed@example.com");
    const [row] = await rowsOf(userId);
    const patch = (status: string) =>
      admin.json(`/api/admin/billing/subscriptions/${row.id}`, { method: "PATCH", json: { status } });

    const paused = await patch("paused");
    expect(paused.body).toMatchObject({ status: "paused" });
    expect(stripe.subscriptions.get(subscription.id)?.pause_collection).toEqual({ behavior: "void" });
    expect((await profileOf(userId)).planType).toBe("free");

    stripe.setFailing(true);
    const refused = await patch("active");
    stripe.setFailing(false);
    expect(refused.status).toBe(502);
    expect((await rowsOf(userId))[0].status).toBe("paused");

    expect((await patch("active")).body).toMatchObject({ status: "active" });
    expect(stripe.subscriptions.get(subscription.id)?.pause_collection).toBeNull();
    expect(await profileOf(userId)).toMatchObject({ planType: "pro", wordsLimit: 50_000 });

    expect((await patch("cancelled")).body).toMatchObject({ status: "cancelled" });
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe("canceled");
    expect((await profileOf(userId)).planType).toBe("free");
    const back = await patch("active");
    expect(back.status).toBe(409);
    expect(back.body.error.message).toBe(
      "A cancelled Stripe subscription cannot be resumed; the user can subscribe again.",
    );
  });

  it("Stripe unreachable: checkout says so, a webhook is refused unrecorded and applied on redelivery", async () => {
    const { userId, sessionId } = await checkout("patient@example.com");
    const paid = stripe.pay(sessionId);
    stripe.setFailing(true);
    try {
      const later = await signUpVerified(app, "later@example.com");
      const refused = await later.json("/api/billing/checkout", { method: "POST", json: {} });
      expect(refused.status).toBe(502);
      expect(refused.body.error).toMatchObject({ code: "PAYMENT_SERVICE_ERROR", title: "Payment service unavailable" });
      expect(await stripe.deliver(paid.created)).toBe(500);
    } finally {
      stripe.setFailing(false);
    }
    expect(await app.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, paid.created.id))).toEqual([]);
    expect((await profileOf(userId)).planType).toBe("free");
    expect(await stripe.deliver(paid.created)).toBe(200);
    expect((await profileOf(userId)).planType).toBe("pro");
  });

  it("two first checkouts at once make one Stripe customer", async () => {
    const user = await signUpVerified(app, "double@example.com");
    const before = stripe.customers.size;
    const answers = await Promise.all(
      Array.from({ length: 2 }, () => user.json("/api/billing/checkout", { method: "POST", json: {} })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(stripe.customers.size).toBe(before + 1);
    const userId = await idOf("double@example.com");
    expect(
      await app.database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)),
    ).toHaveLength(1);
  });
});
