import type { SUBSCRIPTION_STATUSES } from "@shared/admin";
import type { subscriptions } from "../db/schema";
import { type StripeConfig, type SubscriptionState, stripeClient, subscriptionState } from "./stripe";

type Status = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * An administrator's status change to a subscription that came from Stripe, made in Stripe:
 * cancelled cancels it now, paused pauses collection (the user is not charged and loses Pro),
 * active resumes a paused one. A cancelled Stripe subscription cannot come back (the user
 * subscribes again), and nothing can change while Stripe is not configured.
 */
export async function changeInStripe(
  config: StripeConfig | undefined,
  row: typeof subscriptions.$inferSelect,
  status: Status,
): Promise<{ state: SubscriptionState | null } | { refusal: string } | { error: string }> {
  if (!config) {
    return { refusal: "This subscription is managed by Stripe, and Stripe is not configured on this server." };
  }
  if (row.status === status) return { state: null };
  if (row.status === "cancelled") {
    return { refusal: "A cancelled Stripe subscription cannot be resumed; the user can subscribe again." };
  }
  const id = row.stripeSubscriptionId as string;
  try {
    const stripe = await stripeClient(config);
    const sub =
      status === "cancelled"
        ? await stripe.subscriptions.cancel(id)
        : await stripe.subscriptions.update(id, {
            pause_collection: status === "paused" ? { behavior: "void" } : "",
          });
    return { state: subscriptionState(sub) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}
