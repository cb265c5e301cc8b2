import type { AdminOrganization, MyOrganization, OrgInvitation, OrgMember, OrgRole } from "@shared/organizations";
import { counterThisMonth, usagePeriod } from "@shared/plans";
import { and, asc, count, eq, gt, gte, inArray, isNull, lt, sql, sum } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  organizationDomains,
  organizationInvitations,
  organizationMembers,
  organizations,
  usageLogs,
  users,
} from "../db/schema";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A rule of the organization refused the request: the status and plain words to answer with. */
export class OrgRefusal extends Error {
  constructor(
    public status: 400 | 403 | 404 | 409 | 410,
    public code: string,
    message: string,
  ) {
    super(message);
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the error is PostgreSQL's unique violation (directly or as the cause of Drizzle's wrapper). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/** The first instant of this UTC month and of the next: the window of "this month" in usage_logs. */
export function monthWindow(now = new Date()): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

export type Membership = {
  organizationId: string;
  role: OrgRole;
  suspended: boolean;
};

export async function membershipOf(db: Db | Tx, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({
      organizationId: organizationMembers.organizationId,
      role: organizationMembers.role,
      suspendedAt: organizationMembers.suspendedAt,
    })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId));
  return row ? { organizationId: row.organizationId, role: row.role, suspended: row.suspendedAt !== null } : null;
}

export async function myOrganization(db: Db, userId: string, now = new Date()): Promise<MyOrganization | null> {
  const period = usagePeriod(now);
  const [row] = await db
    .select({ org: organizations, member: organizationMembers })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.userId, userId));
  if (!row) return null;
  const { org, member } = row;
  return {
    id: org.id,
    name: org.name,
    role: member.role,
    suspended: member.suspendedAt !== null,
    poolWords: org.poolWords,
    poolUsed: counterThisMonth({ usagePeriod: org.usagePeriod, value: org.wordsUsed }, period),
    poolReserved: counterThisMonth({ usagePeriod: org.usagePeriod, value: org.wordsReserved }, period),
    capWords: member.capWords,
    wordsUsed: counterThisMonth({ usagePeriod: member.usagePeriod, value: member.wordsUsed }, period),
    disabledTools: org.disabledTools,
  };
}

/** Words of this organization this month per member and tool, from usage_logs (written at settlement). */
async function wordsByMemberAndTool(db: Db, organizationId: string, now: Date) {
  const { start, end } = monthWindow(now);
  const rows = await db
    .select({
      userId: usageLogs.userId,
      tool: usageLogs.toolName,
      words: sum(usageLogs.wordsGenerated).mapWith(Number),
    })
    .from(usageLogs)
    .where(
      and(eq(usageLogs.organizationId, organizationId), gte(usageLogs.createdAt, start), lt(usageLogs.createdAt, end)),
    )
    .groupBy(usageLogs.userId, usageLogs.toolName);
  const byUser = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const tools = byUser.get(row.userId) ?? {};
    tools[row.tool] = (tools[row.tool] ?? 0) + row.words;
    byUser.set(row.userId, tools);
  }
  return byUser;
}

const ROLE_ORDER: Record<OrgRole, number> = { owner: 0, manager: 1, member: 2 };

/**
 * The members as managers see them. The total is the member's own counter this month (what the
 * cap is checked against); the per-tool figures come from usage_logs of this organization.
 */
export async function listMembers(db: Db, organizationId: string, now = new Date()): Promise<OrgMember[]> {
  const period = usagePeriod(now);
  const [rows, byTool] = await Promise.all([
    db
      .select({ member: organizationMembers, name: users.name, email: users.email })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(eq(organizationMembers.organizationId, organizationId))
      .orderBy(asc(organizationMembers.joinedAt)),
    wordsByMemberAndTool(db, organizationId, now),
  ]);
  return rows
    .map(({ member, name, email }) => ({
      userId: member.userId,
      name,
      email,
      role: member.role,
      capWords: member.capWords,
      suspended: member.suspendedAt !== null,
      joinedAt: member.joinedAt.toISOString(),
      wordsUsed: counterThisMonth({ usagePeriod: member.usagePeriod, value: member.wordsUsed }, period),
      byTool: byTool.get(member.userId) ?? {},
    }))
    .sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role]);
}

const toInvitation = (row: typeof organizationInvitations.$inferSelect): OrgInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

export { toInvitation };

/** Invitations neither accepted, revoked nor expired, newest first. */
export async function pendingInvitations(db: Db, organizationId: string): Promise<OrgInvitation[]> {
  const rows = await db
    .select()
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        isNull(organizationInvitations.acceptedAt),
        isNull(organizationInvitations.revokedAt),
        gt(organizationInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${organizationInvitations.createdAt} DESC`);
  return rows.map(toInvitation);
}

/** Every organization as platform administrators see it, by name. */
export async function adminOrganizations(db: Db, now = new Date()): Promise<AdminOrganization[]> {
  const period = usagePeriod(now);
  const orgs = await db.select().from(organizations).orderBy(asc(organizations.name));
  if (orgs.length === 0) return [];
  const ids = orgs.map((o) => o.id);
  const [counts, domains] = await Promise.all([
    db
      .select({ id: organizationMembers.organizationId, n: count() })
      .from(organizationMembers)
      .where(inArray(organizationMembers.organizationId, ids))
      .groupBy(organizationMembers.organizationId),
    db
      .select()
      .from(organizationDomains)
      .where(inArray(organizationDomains.organizationId, ids))
      .orderBy(asc(organizationDomains.domain)),
  ]);
  const memberCount = new Map(counts.map((c) => [c.id, c.n]));
  return orgs.map((org) => ({
    id: org.id,
    name: org.name,
    poolWords: org.poolWords,
    poolUsed: counterThisMonth({ usagePeriod: org.usagePeriod, value: org.wordsUsed }, period),
    members: memberCount.get(org.id) ?? 0,
    domains: domains.filter((d) => d.organizationId === org.id).map((d) => d.domain),
    createdAt: org.createdAt.toISOString(),
  }));
}
