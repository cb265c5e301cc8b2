import type { SUBSCRIPTION_STATUSES } from "@shared/admin";
import type Stripe from "stripe";
import type { Config } from "../config";

export type StripeConfig = NonNullable<Config["stripe"]>;

const clients = new Map<string, Promise<Stripe>>();

/**
 * The official client, loaded on first use (a chunk of its own in the built server, so installs
 * without Stripe never read it). `apiUrl` sends its calls elsewhere than api.stripe.com.
 */
export function stripeClient(config: StripeConfig): Promise<Stripe> {
  const key = `${config.secretKey}\n${config.apiUrl ?? ""}`;
  let client = clients.get(key);
  if (!client) {
    client = import("stripe").then(({ default: StripeClient }) => {
      const base = config.apiUrl ? new URL(config.apiUrl) : undefined;
      return new StripeClient(config.secretKey, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        ...(base && {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }),
      });
    });
    clients.set(key, client);
  }
  return client;
}

/** What our tables keep of a Stripe subscription. */
export type SubscriptionState = {
  stripeSubscriptionId: string;
  stripeCustomerId: string;
  /** From the subscription's metadata, set at checkout; the customer row is the fallback. */
  userId: string | undefined;
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  /** Whether the user has what Pro gives while the subscription is in this state. */
  entitled: boolean;
  amount: string;
  currency: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

/**
 * Stripe's statuses on our three: paying (active, trialing, and past_due while Stripe retries the
 * card) is active unless collection is paused; canceled, unpaid and expired checkouts are
 * cancelled. `incomplete` (the first payment not made yet) gives nothing and is not recorded.
 */
export function subscriptionState(sub: Stripe.Subscription): SubscriptionState | null {
  if (sub.status === "incomplete") return null;
  const paying = sub.status === "active" || sub.status === "trialing" || sub.status === "past_due";
  const paused = sub.status === "paused" || (paying && sub.pause_collection != null);
  const status = paused ? "paused" : paying ? "active" : "cancelled";
  const item = sub.items.data[0];
  const cents = item?.price.unit_amount ?? 0;
  return {
    stripeSubscriptionId: sub.id,
    stripeCustomerId: typeof sub.customer === "string" ? sub.customer : sub.customer.id,
    userId: sub.metadata?.userId || undefined,
    status,
    entitled: status === "active",
    amount: (cents / 100).toFixed(2),
    currency: (item?.price.currency ?? "usd").toUpperCase(),
    currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
  };
}
