import { z } from "zod";
import { possessive } from "./possessive";

/**
 * Organizations (schools, agencies, companies): what the browser and the server share. A user
 * belongs to at most one. Owners and managers run it (members, caps, invitations, tools); only
 * platform administrators create one and set its monthly word pool and claimed domains.
 */
export const ORG_ROLES = ["owner", "manager", "member"] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** Roles that may manage the organization's members, caps, invitations and tools. */
export const canManage = (role: OrgRole | null | undefined) => role === "owner" || role === "manager";

export const ORG_NAME_MAX = 100;
export const INVITATION_DAYS = 7;

/** Refusal codes of a run that the organization's budget or rules stop (before any word is held). */
export const ORG_REFUSALS = {
  poolExhausted: {
    code: "ORG_POOL_EXHAUSTED",
    title: "Word Limit Reached",
    message: (org: string) =>
      `${possessive(org)} monthly word pool is used up. Ask your organization's managers for more.`,
  },
  capReached: {
    code: "ORG_CAP_REACHED",
    title: "Word Limit Reached",
    message: (org: string) =>
      `You have used the monthly words ${org} allows you. Ask your organization's managers to raise your cap.`,
  },
  suspended: {
    code: "ORG_MEMBER_SUSPENDED",
    title: "Access denied",
    message: (org: string) => `Your access to ${org} is suspended. Contact your organization's managers.`,
  },
  toolOff: {
    code: "ORG_TOOL_DISABLED",
    title: "Tool Unavailable",
    message: (org: string, tool: string) => `${org} has turned off the ${tool} for its members.`,
  },
} as const;

/** The signed-in user's organization, as `GET /api/organization` answers (null: none). */
export type MyOrganization = {
  id: string;
  name: string;
  role: OrgRole;
  suspended: boolean;
  poolWords: number;
  /** This month's words of the pool used and held by runs in flight, by every member. */
  poolUsed: number;
  poolReserved: number;
  /** The member's own cap (null: none) and their words this month. */
  capWords: number | null;
  wordsUsed: number;
  disabledTools: string[];
};

/** One member as managers see them. */
export type OrgMember = {
  userId: string;
  name: string;
  email: string;
  role: OrgRole;
  capWords: number | null;
  suspended: boolean;
  joinedAt: string;
  /** Words this month, in total and per tool slug. */
  wordsUsed: number;
  byTool: Record<string, number>;
};

export type OrgInvitation = {
  id: string;
  email: string;
  role: OrgRole;
  expiresAt: string;
  createdAt: string;
  /** Only in the answer to sending one: whether the mail server took the email. */
  emailed?: boolean;
};

/** What platform administrators see of each organization. */
export type AdminOrganization = {
  id: string;
  name: string;
  poolWords: number;
  poolUsed: number;
  members: number;
  domains: string[];
  createdAt: string;
};

/** A number of words: a JSON integer only (never a string, boolean or list coerced to one). */
const words = (what: string) => {
  const message = `${what} must be a whole number of words.`;
  return z
    .number({ error: message })
    .int(message)
    .min(0, `${what} cannot be negative.`)
    .max(100_000_000, `${what} is too large.`);
};
const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "Enter a domain such as school.edu.");

export const createOrganizationSchema = z.object({
  name: z.string().trim().min(1, "Please enter the organization's name.").max(ORG_NAME_MAX),
  poolWords: words("The monthly pool"),
  ownerEmail: z.email("Enter the owner's email address.").trim().toLowerCase(),
  domains: z.array(domain).max(20).default([]),
});

export const updateOrganizationSchema = z
  .object({
    name: z.string().trim().min(1, "Please enter the organization's name.").max(ORG_NAME_MAX),
    poolWords: words("The monthly pool"),
    domains: z.array(domain).max(20),
    /** Makes this account an owner (a member of the organization, or someone in none). */
    ownerEmail: z.email("Enter the owner's email address.").trim().toLowerCase(),
  })
  .partial();

export const updateMemberSchema = z
  .object({
    role: z.enum(ORG_ROLES),
    capWords: words("The cap").nullable(),
    suspended: z.boolean(),
  })
  .partial();

export const inviteSchema = z.object({
  email: z.email("Enter a valid email address.").trim().toLowerCase(),
  role: z.enum(ORG_ROLES).default("member"),
});

export const toolSwitchSchema = z.object({ enabled: z.boolean() });

/** What the join page shows of an invitation (`GET /api/organization/invitations/preview?token=`). */
export type InvitationPreview = { organization: string; inviter: string | null; email: string; role: OrgRole };

/** One change in an organization (GET /api/organization/activity), newest first. */
export type OrgActivityEntry = {
  id: string;
  /** What changed: `style_guide.updated`, … */
  action: string;
  details: Record<string, unknown>;
  createdAt: string;
  /** Who made it; null when their account was deleted since. */
  actor: string | null;
};
