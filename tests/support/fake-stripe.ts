import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A fake Stripe on loopback — the stand-in for the external payment service. It answers the API
 * calls the app makes (customers, Checkout sessions, subscriptions, customer-portal sessions) in
 * Stripe's shapes, serves a hosted checkout page and a portal page a browser can click through,
 * and sends the app signed webhook events (signed with the official package, as Stripe signs them).
 * Nothing reaches Stripe.
 */
/** Where events go: the app's /api/billing/stripe/webhook URL, or a function that hands them to an in-process app. */
export type WebhookTarget = string | ((body: string, headers: Record<string, string>) => Response | Promise<Response>);

export type FakeStripeOptions = {
  /** Where events are delivered; set later with `setWebhook`. */
  webhook?: WebhookTarget;
  webhookSecret: string;
  /** The price Checkout sells: its id, and its amount in cents. */
  price?: { id: string; unitAmount: number; currency: string };
};

type Sub = {
  id: string;
  object: "subscription";
  customer: string;
  status: Stripe.Subscription.Status;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  pause_collection: { behavior: string } | null;
  items: {
    object: "list";
    data: { id: string; price: { id: string; unit_amount: number; currency: string }; current_period_end: number }[];
  };
  created: number;
};

type Session = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  mode: string;
  customer: string | null;
  client_reference_id: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  subscriptionMetadata: Record<string, string>;
  price: string;
};

export type Delivery = { eventId: string; type: string; status: number };

export async function startFakeStripe(options: FakeStripeOptions) {
  let webhook = options.webhook;
  const price = options.price ?? { id: "price_pro_test", unitAmount: 1900, currency: "usd" };
  const customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>();
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Sub>();
  const portals = new Map<string, { customer: string; return_url: string }>();
  const idempotent = new Map<string, unknown>();
  const events: Stripe.Event[] = [];
  const deliveries: Delivery[] = [];
  /** API calls answer 500 while set (a test of Stripe being down). */
  let failing = false;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test${(++counter).toString().padStart(6, "0")}`;
  const now = () => Math.floor(Date.now() / 1000);

  function event(type: string, object: unknown): Stripe.Event {
    const created = {
      id: nextId("evt"),
      object: "event",
      type,
      created: now(),
      data: { object: structuredClone(object) },
    };
    events.push(created as unknown as Stripe.Event);
    return created as unknown as Stripe.Event;
  }

  /** Posts one event to the app, signed with the webhook secret; returns the app's status. */
  async function deliver(evt: Stripe.Event, signWith = options.webhookSecret): Promise<number> {
    if (!webhook) throw new Error("fake Stripe has no webhook target");
    const payload = JSON.stringify(evt);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: signWith });
    const headers = { "content-type": "application/json", "stripe-signature": header };
    const response =
      typeof webhook === "string"
        ? await fetch(webhook, { method: "POST", headers, body: payload })
        : await webhook(payload, headers);
    deliveries.push({ eventId: evt.id, type: evt.type, status: response.status });
    return response.status;
  }

  function completeCheckout(session: Session): Sub {
    const sub: Sub = {
      id: nextId("sub"),
      object: "subscription",
      customer: session.customer ?? "",
      status: "active",
      metadata: session.subscriptionMetadata,
      cancel_at_period_end: false,
      pause_collection: null,
      items: {
        object: "list",
        data: [
          {
            id: nextId("si"),
            price: { id: price.id, unit_amount: price.unitAmount, currency: price.currency },
            current_period_end: now() + 30 * 24 * 3600,
          },
        ],
      },
      created: now(),
    };
    subscriptions.set(sub.id, sub);
    session.status = "complete";
    session.subscription = sub.id;
    return sub;
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const stripeError = (res: ServerResponse, status: number, message: string) =>
    json(res, status, { error: { type: "invalid_request_error", message } });
  const html = (res: ServerResponse, body: string) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><title>Fake Stripe</title></head><body>${body}</body></html>`);
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location });
    res.end();
  };

  async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
    let body = "";
    for await (const chunk of req) body += chunk;
    return new URLSearchParams(body);
  }

  const metadataOf = (form: URLSearchParams, prefix: string) => {
    const out: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = key.startsWith(`${prefix}[`) && /\[([^\]]+)\]$/.exec(key);
      if (match) out[match[1]] = value;
    }
    return out;
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    if (failing) return stripeError(res, 500, "Fake Stripe is down.");
    if (req.headers.authorization !== `Bearer ${expectedKey}`)
      return stripeError(res, 401, "Invalid API Key provided.");
    const form = req.method === "POST" ? await readForm(req) : new URLSearchParams();
    const key = req.headers["idempotency-key"];
    const replay = typeof key === "string" && req.method === "POST" ? idempotent.get(`${path}\n${key}`) : undefined;
    if (replay) return json(res, 200, replay);
    const remember = (body: unknown) => {
      if (typeof key === "string" && req.method === "POST") idempotent.set(`${path}\n${key}`, body);
      return json(res, 200, body);
    };

    const sessionPath = /^\/v1\/checkout\/sessions\/(\w+)$/.exec(path);
    const subscriptionPath = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (req.method === "POST" && path === "/v1/customers") {
      const customer = {
        id: nextId("cus"),
        object: "customer",
        email: form.get("email") ?? "",
        metadata: metadataOf(form, "metadata"),
      };
      customers.set(customer.id, customer);
      return remember(customer);
    }
    if (req.method === "POST" && path === "/v1/checkout/sessions") {
      const priceId = form.get("line_items[0][price]") ?? "";
      if (priceId !== price.id) return stripeError(res, 400, `No such price: '${priceId}'`);
      const id = nextId("cs");
      const session: Session = {
        id,
        object: "checkout.session",
        url: `${baseUrl}/pay/${id}`,
        status: "open",
        mode: form.get("mode") ?? "",
        customer: form.get("customer"),
        client_reference_id: form.get("client_reference_id"),
        subscription: null,
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
        subscriptionMetadata: metadataOf(form, "subscription_data[metadata]"),
        price: priceId,
      };
      sessions.set(id, session);
      return remember(session);
    }
    if (req.method === "GET" && sessionPath) {
      const session = sessions.get(sessionPath[1]);
      return session ? json(res, 200, session) : stripeError(res, 404, "No such checkout.session");
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = form.get("customer") ?? "";
      if (!customers.has(customer)) return stripeError(res, 400, `No such customer: '${customer}'`);
      const id = nextId("bps");
      portals.set(id, { customer, return_url: form.get("return_url") ?? "" });
      return remember({ id, object: "billing_portal.session", customer, url: `${baseUrl}/portal/${id}` });
    }
    if (subscriptionPath) {
      const sub = subscriptions.get(subscriptionPath[1]);
      if (!sub) return stripeError(res, 404, "No such subscription");
      if (req.method === "GET") return json(res, 200, sub);
      if (req.method === "DELETE") {
        sub.status = "canceled";
        void deliver(event("customer.subscription.deleted", sub)).catch(() => {});
        return json(res, 200, sub);
      }
      if (req.method === "POST") {
        if (form.has("pause_collection")) sub.pause_collection = null;
        if (form.has("pause_collection[behavior]"))
          sub.pause_collection = { behavior: form.get("pause_collection[behavior]") ?? "void" };
        if (form.has("cancel_at_period_end")) sub.cancel_at_period_end = form.get("cancel_at_period_end") === "true";
        void deliver(event("customer.subscription.updated", sub)).catch(() => {});
        return json(res, 200, sub);
      }
    }
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
  }

  // The pages a browser sees: Stripe's hosted checkout and customer portal, reduced to a button.
  async function pages(req: IncomingMessage, res: ServerResponse, path: string) {
    const payPath = /^\/pay\/(\w+)$/.exec(path);
    const portalPath = /^\/portal\/(\w+)(\/cancel)?$/.exec(path);
    if (payPath) {
      const session = sessions.get(payPath[1]);
      if (session?.status !== "open") return html(res, "<h1>This checkout has ended</h1>");
      if (req.method === "GET") {
        const amount = (price.unitAmount / 100).toFixed(2);
        return html(
          res,
          `<h1>Subscribe to Quillstack Pro</h1><p>$${amount} per month</p>` +
            `<form method="post"><button type="submit">Pay and subscribe</button></form>` +
            `<a href="${session.cancel_url}">Back</a>`,
        );
      }
      const sub = completeCheckout(session);
      // Stripe sends these after the redirect and in no set order; the app must not depend on either.
      const created = event("customer.subscription.created", sub);
      const completed = event("checkout.session.completed", { ...session, subscription: sub.id });
      setTimeout(() => {
        void deliver(completed)
          .then(() => deliver(created))
          .catch(() => {});
      }, 50);
      return redirect(res, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
    }
    if (portalPath) {
      const portal = portals.get(portalPath[1]);
      if (!portal) return html(res, "<h1>This session has ended</h1>");
      const sub = [...subscriptions.values()].find((s) => s.customer === portal.customer && s.status !== "canceled");
      if (req.method === "GET") {
        return html(
          res,
          `<h1>Manage your Quillstack subscription</h1>` +
            (sub
              ? `<p>Pro, ${sub.cancel_at_period_end ? "ends" : "renews"} at the end of the period</p>` +
                (sub.cancel_at_period_end
                  ? ""
                  : `<form method="post" action="/portal/${portalPath[1]}/cancel"><button type="submit">Cancel plan</button></form>`)
              : "<p>No active subscription</p>") +
            `<a href="${portal.return_url}">Return to Quillstack</a>`,
        );
      }
      if (portalPath[2] && sub) {
        sub.cancel_at_period_end = true;
        await deliver(event("customer.subscription.updated", sub)).catch(() => {});
      }
      return redirect(res, portal.return_url);
    }
    // For browser tests, whose fake runs in another process: the period of every subscription set
    // to cancel ends now (Stripe's clock would get there in a month).
    if (req.method === "POST" && path === "/control/end-periods") {
      const ending = [...subscriptions.values()].filter((s) => s.cancel_at_period_end && s.status !== "canceled");
      for (const sub of ending) {
        sub.status = "canceled";
        await deliver(event("customer.subscription.deleted", sub));
      }
      return json(res, 200, { ended: ending.map((s) => s.id) });
    }
    res.writeHead(404);
    res.end();
  }

  let expectedKey = "sk_test_fake";
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const handler = path.startsWith("/v1/") ? api : pages;
    handler(req, res, path).catch((error) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    secretKey: expectedKey,
    priceId: price.id,
    events,
    deliveries,
    subscriptions,
    customers,
    setWebhook(target: WebhookTarget) {
      webhook = target;
    },
    setSecretKey(key: string) {
      expectedKey = key;
    },
    setFailing(value: boolean) {
      failing = value;
    },
    deliver,
    /** Completes an open Checkout session as if paid, returning the subscription and its events (undelivered). */
    pay(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const sub = completeCheckout(session);
      return {
        subscription: sub,
        created: event("customer.subscription.created", sub),
        completed: event("checkout.session.completed", { ...session, subscription: sub.id }),
      };
    },
    /** The period ends: a subscription set to cancel at it is cancelled, and the app told. */
    async endPeriod(subscriptionId: string) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      if (!sub.cancel_at_period_end) throw new Error("the subscription renews; nothing ends");
      sub.status = "canceled";
      return deliver(event("customer.subscription.deleted", sub));
    },
    /** Changes a subscription as Stripe's dashboard would, returning the event (undelivered). */
    update(subscriptionId: string, change: Partial<Pick<Sub, "status" | "cancel_at_period_end">>) {
      const sub = subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      Object.assign(sub, change);
      return event(sub.status === "canceled" ? "customer.subscription.deleted" : "customer.subscription.updated", sub);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
