import { DEFAULT_WORDS_LIMIT } from "@shared/plans";
import { and, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../db/client";
import { billingCustomers, profiles, stripeEvents, subscriptions } from "../db/schema";
import { type SubscriptionState, subscriptionState } from "./stripe";
import { PRO_WORDS, resolveRequest } from "./upgrade-requests";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Events that can change a subscription; every other type is recorded and otherwise ignored. */
const SUBSCRIPTION_EVENTS = new Set([
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.paused",
  "customer.subscription.resumed",
]);

/** Remembers which Stripe customer stands for a user (first writer wins; the same pair is harmless). */
export async function rememberCustomer(db: Db | Tx, userId: string, stripeCustomerId: string) {
  await db.insert(billingCustomers).values({ userId, stripeCustomerId }).onConflictDoNothing();
}

export async function customerOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  return row?.stripeCustomerId ?? null;
}

/**
 * Makes our tables say what Stripe says of one subscription: the row (keyed by Stripe's id) and
 * the user's plan. It sets state rather than applying a change, so applying the same subscription
 * twice, or an older and then a newer one, ends the same. Returns the user it concerned, or null
 * when the subscription is not one of ours.
 */
export async function applySubscription(tx: Tx, state: SubscriptionState): Promise<string | null> {
  const [customer] = await tx
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, state.stripeCustomerId));
  const userId = customer?.userId ?? state.userId;
  if (!userId) return null;
  const [profile] = await tx
    .select({ planType: profiles.planType })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for("update");
  if (!profile) return null; // the account was deleted since

  const row = {
    status: state.status,
    amount: state.amount,
    currency: state.currency,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
  };
  await tx
    .insert(subscriptions)
    .values({ userId, planType: "pro", stripeSubscriptionId: state.stripeSubscriptionId, ...row })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      // updated_at dates a status change (churn counts cancellations by it), not a repeated event.
      set: {
        ...row,
        updatedAt: sql`case when ${subscriptions.status} is distinct from excluded.status then now() else ${subscriptions.updatedAt} end`,
      },
    });

  if (state.entitled) {
    await tx
      .update(profiles)
      .set({ planType: "pro", wordsLimit: sql`greatest(${profiles.wordsLimit}, ${PRO_WORDS})`, updatedAt: sql`now()` })
      .where(eq(profiles.userId, userId));
    await resolveRequest(tx, { userId }, "granted", "stripe");
  } else if (profile.planType === "pro" && !(await hasOtherActive(tx, userId, state.stripeSubscriptionId))) {
    // The paid plan ended (or was paused): back to the free plan and its allowance.
    await tx
      .update(profiles)
      .set({ planType: "free", wordsLimit: DEFAULT_WORDS_LIMIT, updatedAt: sql`now()` })
      .where(eq(profiles.userId, userId));
  }
  return userId;
}

/** Whether the user keeps Pro through another subscription (a second one, or one an admin granted). */
async function hasOtherActive(tx: Tx, userId: string, stripeSubscriptionId: string) {
  const rows = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, "active"),
        sql`${subscriptions.stripeSubscriptionId} is distinct from ${stripeSubscriptionId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Fetches a subscription's current state from Stripe and applies it in one transaction. */
export async function syncSubscription(db: Db, stripe: Stripe, subscriptionId: string): Promise<string | null> {
  const state = subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
  if (!state) return null;
  return db.transaction((tx) => applySubscription(tx, state));
}

export type EventOutcome = "applied" | "duplicate" | "ignored";

/**
 * Applies one verified webhook event exactly once. Stripe delivers at least once and in any order,
 * so the event only says which subscription changed: its current state is fetched from Stripe and
 * set, and the event's id is recorded in the same transaction. A replay finds the id and does
 * nothing; a late, older event fetches the same current state and changes nothing. When applying
 * fails, nothing is recorded and Stripe's retry applies it later.
 */
export async function handleStripeEvent(db: Db, stripe: Stripe, event: Stripe.Event): Promise<EventOutcome> {
  const [seen] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id));
  if (seen) return "duplicate";

  let state: SubscriptionState | null = null;
  let customer: { userId: string; stripeCustomerId: string } | null = null;
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const object = event.data.object as Stripe.Checkout.Session | Stripe.Subscription;
    let subscriptionId: string | null = null;
    if (object.object === "checkout.session") {
      const session = object as Stripe.Checkout.Session;
      subscriptionId = idOf(session.subscription);
      const customerId = idOf(session.customer);
      if (session.client_reference_id && customerId) {
        customer = { userId: session.client_reference_id, stripeCustomerId: customerId };
      }
    } else {
      subscriptionId = (object as Stripe.Subscription).id;
    }
    if (subscriptionId) state = subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
  }

  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return "duplicate";
    if (customer && (await userExists(tx, customer.userId))) {
      await rememberCustomer(tx, customer.userId, customer.stripeCustomerId);
    }
    if (!state) return "ignored";
    return (await applySubscription(tx, state)) ? "applied" : "ignored";
  });
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

async function userExists(tx: Tx, userId: string) {
  const rows = await tx.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, userId));
  return rows.length > 0;
}

/** The user's latest Stripe subscription as the profile shows it, or null. */
export async function stripeSubscriptionOf(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.status, "cancelled"),
        isNotNull(subscriptions.stripeSubscriptionId),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row ?? null;
}
