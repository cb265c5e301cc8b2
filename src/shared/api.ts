import { z } from "zod";

/** Request and response shapes of the JSON API, shared by the server (validation) and the web app. */
export const ROLES = ["user", "admin", "super_admin"] as const;
export const STATUSES = ["active", "suspended", "banned"] as const;
export const PLAN_TYPES = ["free", "pro"] as const;
export const THEMES = ["light", "dark"] as const;

export type Role = (typeof ROLES)[number];
export type Status = (typeof STATUSES)[number];
export type Theme = (typeof THEMES)[number];

export const NAME_MAX = 50;

export type Me = {
  id: string;
  email: string;
  fullName: string | null;
  avatarUrl: string | null;
  role: Role;
  status: Status;
  planType: (typeof PLAN_TYPES)[number];
  theme: Theme | null;
  wordsUsed: number;
  wordsLimit: number;
  emailVerified: boolean;
  lastLogin: string | null;
  createdAt: string;
};

export const updateProfileSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, "Please enter your full name.")
      .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters.`)
      .optional(),
    theme: z.enum(THEMES).optional(),
  })
  .strict();

export type ApiError = { error: { code: string; title: string; message: string } };

export function isAdminRole(role: Role | undefined | null): boolean {
  return role === "admin" || role === "super_admin";
}

/**
 * Deleting one's own account: `confirmation` is the password when the account has one, else its
 * email address (an account made with Google or SSO has no password to type).
 */
export const deleteAccountSchema = z
  .object({
    confirmation: z
      .string("Type your password or email address to confirm.")
      .min(1, "Type your password or email address to confirm.")
      .max(254),
  })
  .strict();
