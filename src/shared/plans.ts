/** Word-allowance constants of spec §9 and the effective-limit rule of DESIGN.md. */
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

export const PLANS = [
  {
    id: "free",
    name: "Free",
    price: "$0",
    period: "forever",
    words: 2000,
    features: ["2,000 words per month", "Basic tools", "Standard support"],
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
      "All tools",
      "Priority support",
      "Export formats",
      "Advanced grammar",
      "Team collaboration",
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
      "Custom AI training",
      "API access",
      "White-label",
      "Dedicated account manager",
      "Analytics",
    ],
    popular: false,
  },
] as const;

/**
 * What each stored plan costs a month, in USD: the price of the pricing card it stands for ("pro"
 * is the Professional plan). A plan granted by an administrator is recorded at this price, so the
 * Billing tab's revenue and its CSV show what was granted.
 */
export const PLAN_PRICES = { free: "0.00", pro: "19.00" } as const;
