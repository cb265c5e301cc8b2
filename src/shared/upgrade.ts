/** Where every "Upgrade to Pro" leads: the profile, with the request dialog open (sign-in first if needed). */
export const UPGRADE_PATH = "/profile?upgrade=pro";

/** Asking for a paid plan where no payment provider is configured: what the user and the admins see. */
export type UpgradeRequest = { id: string; planType: "pro"; createdAt: string };

/** `GET /api/billing/upgrade-request`: the user's pending request, or null. */
export type UpgradeRequestState = { request: UpgradeRequest | null };

/** A pending request as the Billing tab lists it. */
export type AdminUpgradeRequest = UpgradeRequest & {
  userId: string;
  email: string;
  name: string;
  currentPlan: "free" | "pro";
};

/** A paid subscription through Stripe, as the profile shows it. */
export type BillingSubscription = {
  status: "active" | "paused" | "cancelled";
  amount: string;
  currency: string;
  currentPeriodEnd: string | null;
  /** Cancelled by the user: Pro runs to `currentPeriodEnd`, then ends. */
  cancelAtPeriodEnd: boolean;
};

/**
 * `GET /api/billing`: how "Upgrade to Pro" works on this install ("stripe": Checkout; "requests":
 * the administrators are asked), the user's pending request, their Stripe subscription, and
 * whether "Manage billing" can open Stripe's customer portal.
 */
export type BillingState = {
  provider: "stripe" | "requests";
  request: UpgradeRequest | null;
  subscription: BillingSubscription | null;
  canManage: boolean;
};

/** Checkout and the customer portal answer with the Stripe page to send the browser to. */
export type BillingRedirect = { url: string };
