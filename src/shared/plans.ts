/**
 * Word-allowance constants and the money rule in JavaScript (docs/architecture.md "Word allowance"): the
 * effective limit, the month counter and the room left. The server's SQL writes the same rule once,
 * in src/server/metering/money-rule.ts.
 */
export const DEFAULT_WORDS_LIMIT = 2000;
export const UNLIMITED_WORDS = 999_999;
export const WARNING_RATIO = 0.8;

export type LimitFields = {
  wordsLimit: number;
  monthlyLimit: number | null;
  tempBoost: number;
  unlimitedAccess: boolean;
};

export function effectiveLimit(p: LimitFields): number {
  if (p.unlimitedAccess) return UNLIMITED_WORDS;
  return (p.monthlyLimit ?? p.wordsLimit) + p.tempBoost;
}

/** A counter (words used or held) read for `period`: one of another month reads as 0. */
export function counterThisMonth(counter: { usagePeriod: string; value: number }, period = usagePeriod()): number {
  return counter.usagePeriod === period ? counter.value : 0;
}

/** The words a personal account has left: its limit less what it used and holds (never below 0). */
export function personalRemaining(limit: number, used: number, reserved: number): number {
  return Math.max(0, limit - used - reserved);
}

/** The words a member has left: the smaller of what their cap (null: none) and the pool leave. */
export function memberRemaining(capRoom: number | null, poolRoom: number): number {
  return Math.max(0, Math.min(capRoom ?? Number.POSITIVE_INFINITY, poolRoom));
}

/** The calendar month (UTC) a usage counter belongs to, e.g. "2026-11". */
export function usagePeriod(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

export type MeterState = "normal" | "warning" | "exceeded";

export function meterState(used: number, limit: number): MeterState {
  if (limit <= 0 || used >= limit) return "exceeded";
  if (used >= limit * WARNING_RATIO) return "warning";
  return "normal";
}

/** Bar fill in percent, capped at 100. */
export function meterPercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, (used / limit) * 100);
}

/**
 * Stands for the number of tools in the registry in a plan's features: the page that shows the card
 * fills it in (`planFeatures`), so the cards never claim a number the build does not have.
 */
export const TOOL_COUNT_TOKEN = "{tools}";

/**
 * The pricing cards. Every line is true of this build: every plan has every tool, the public API,
 * exports and the documents history, and plans differ only in their monthly words. Organizations
 * (a shared pool, caps, roles, usage per member and tool) are set up by the administrators, which is
 * why Entrepreneurship is arranged through the contact form. Support lines are the operator's promise.
 */
export const PLANS = [
  {
    id: "free",
    name: "Free",
    price: "$0",
    period: "forever",
    words: 2000,
    features: [
      "2,000 words per month",
      `All ${TOOL_COUNT_TOKEN} writing tools`,
      "Documents history with search",
      "Public API with your own keys",
      "Standard support",
    ],
    popular: false,
  },
  {
    id: "professional",
    name: "Professional",
    price: "$19",
    period: "per month",
    words: 50000,
    features: [
      "50,000 words per month",
      `All ${TOOL_COUNT_TOKEN} writing tools`,
      "Priority support",
      "Export formats",
      "Advanced grammar",
      "Everything in Free",
    ],
    popular: true,
  },
  {
    id: "entrepreneurship",
    name: "Entrepreneurship",
    price: "$49",
    period: "per month",
    words: 200000,
    features: [
      "200,000 words per month",
      "An organization with a shared word pool",
      "Member caps, roles and invitations",
      "Dedicated account manager",
      "Analytics",
      "Everything in Professional",
    ],
    popular: false,
  },
] as const;

export type Plan = (typeof PLANS)[number];

/** A plan card's lines, with the registry's number of tools written in. */
export function planFeatures(plan: Plan, toolCount: number): string[] {
  return plan.features.map((feature) => feature.replace(TOOL_COUNT_TOKEN, String(toolCount)));
}

/**
 * What each stored plan costs a month, in USD: the price of the pricing card it stands for ("pro"
 * is the Professional plan). A plan granted by an administrator is recorded at this price, so the
 * Billing tab's revenue and its CSV show what was granted.
 */
export const PLAN_PRICES = { free: "0.00", pro: "19.00" } as const;
