import { z } from "zod";
import { PLAN_TYPES, ROLES, type Role, STATUSES, type Status } from "./api";

/** Admin API shapes (spec product-and-accounts §2 /admin-dashboard, §6, §8, §9). */
export const ESTIMATED_COST_PER_1000_WORDS = 0.0036;
export const USAGE_LOG_PAGE_SIZE = 1000;
export const SUBSCRIPTION_STATUSES = ["active", "cancelled", "paused"] as const;

export type AdminStats = {
  totalUsers: number;
  activeThisMonth: number;
  wordsThisMonth: number;
  totalUserUsage: number;
  estimatedApiCost: string;
  dailyWords: { day: string; words: number }[];
  topTools: { tool: string; words: number; runs: number }[];
};

export type AdminUser = {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  status: Status;
  planType: (typeof PLAN_TYPES)[number];
  wordsLimit: number;
  wordsUsed: number;
  lastLogin: string | null;
  createdAt: string;
};

export const userListQuery = z.object({
  search: z.string().trim().max(200).default(""),
  role: z.enum(["all", ...ROLES]).default("all"),
  status: z.enum(["all", ...STATUSES]).default("all"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const userUpdateSchema = z
  .object({
    status: z.enum(STATUSES).optional(),
    planType: z.enum(PLAN_TYPES).optional(),
    wordsLimit: z.coerce
      .number({ error: "Word limit must be a whole number." })
      .int("Word limit must be a whole number.")
      .min(0, "Word limit cannot be negative.")
      .max(10_000_000, "Word limit is too large.")
      .optional(),
    role: z.enum(ROLES).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update.");

export const usageLogQuery = z.object({
  search: z.string().trim().max(200).default(""),
  tool: z.string().max(100).default("all"),
  sort: z.enum(["date", "words", "user"]).default("date"),
  page: z.coerce.number().int().min(1).default(1),
});

export type UsageLogRow = { id: string; userId: string; toolName: string; wordsGenerated: number; createdAt: string };

export const subscriptionQuery = z.object({
  search: z.string().trim().max(200).default(""),
  status: z.enum(["all", ...SUBSCRIPTION_STATUSES]).default("all"),
});

export const subscriptionUpdateSchema = z.object({ status: z.enum(SUBSCRIPTION_STATUSES) }).strict();

export type BillingStats = {
  totalRevenue: string;
  monthlyRevenue: string;
  activeSubscriptions: number;
  churnRate: string;
  averageRevenuePerUser: string;
};

export type SubscriptionRow = {
  id: string;
  userId: string;
  planType: string;
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  amount: string;
  currency: string;
  createdAt: string;
  updatedAt: string;
};
