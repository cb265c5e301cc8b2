import { z } from "zod";
import { PLAN_TYPES, ROLES, type Role, STATUSES, type Status } from "./api";
import { RUN_SURFACES, type RunSurface } from "./run-types";
import { searchText } from "./search-text";

/** Admin API shapes: what the admin dashboard's panels send and receive. */
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
  /** `tool` is the display name; `slug` is what usage_logs.tool_name holds (the tool's slug). */
  topTools: { tool: string; slug: string; words: number; runs: number }[];
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
  search: searchText(200).default(""),
  role: z.enum(["all", ...ROLES]).default("all"),
  status: z.enum(["all", ...STATUSES]).default("all"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const userUpdateSchema = z
  .object({
    status: z.enum(STATUSES).optional(),
    planType: z.enum(PLAN_TYPES).optional(),
    // A JSON number only: coercion turned "", null and [] into 0 and true into 1.
    wordsLimit: z
      .number({ error: "Word limit must be a whole number." })
      .int("Word limit must be a whole number.")
      .min(0, "Word limit cannot be negative.")
      .max(10_000_000, "Word limit is too large.")
      .optional(),
    role: z.enum(ROLES).optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update.");

// Where a run was asked for is a run's type (run-types.ts); the admin screens name it from here too.
export { RUN_SURFACES, type RunSurface };
export const SURFACE_LABELS: Record<RunSurface, string> = {
  app: "App",
  editor: "Editor",
  api: "API",
  mcp: "MCP",
  openai: "OpenAI API",
};

export const usageLogQuery = z.object({
  search: searchText(200).default(""),
  /** "all", or a tool's slug (a display name is accepted too). */
  tool: searchText(100).default("all"),
  surface: z.enum(["all", ...RUN_SURFACES]).default("all"),
  sort: z.enum(["date", "words", "user"]).default("date"),
  page: z.coerce.number().int().min(1).default(1),
});

/** `toolName` is the tool's display name; `slug` is the stored usage_logs.tool_name (the tool's slug). */
export type UsageLogRow = {
  id: string;
  userId: string;
  /** The account's name and email as they are now (an account's logs go with it). */
  userName: string;
  userEmail: string;
  slug: string;
  toolName: string;
  wordsGenerated: number;
  surface: RunSurface;
  createdAt: string;
};

/** A choice of the usage-log tool filter: the value to filter by (`slug`) and what to show (`name`). */
export type UsageToolOption = { slug: string; name: string };

export const subscriptionQuery = z.object({
  search: searchText(200).default(""),
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
