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
