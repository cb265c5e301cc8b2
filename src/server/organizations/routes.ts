import {
  canManage,
  inviteSchema,
  type OrgInvitation,
  toolSwitchSchema,
  updateMemberSchema,
} from "@shared/organizations";
import { findTool, TOOLS } from "@shared/tools";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { Config } from "../config";
import { organizationInvitations, organizationMembers, organizations } from "../db/schema";
import { toolDisplayName } from "../db/tool-names";
import type { Mailer } from "../email/mailer";
import { toCsv } from "../http/csv";
import { apiError, validationError } from "../http/errors";
import { type AppEnv, requireUser, type SessionDeps } from "../http/session";
import type { Logger } from "../log";
import { type DescribeVoice, organizationGuideRoutes } from "../style-guides/routes";
import { readActivity } from "./activity";
import { acceptInvitation, createInvitation, invitationEmail, previewInvitation } from "./invitations";
import {
  listMembers,
  type Membership,
  membershipOf,
  myOrganization,
  OrgRefusal,
  pendingInvitations,
  type Tx,
  UUID,
} from "./store";

type OrgEnv = AppEnv & { Variables: AppEnv["Variables"] & { membership: Membership } };

const FORBIDDEN = "Only your organization's owners and managers can do this.";

const answer = (c: Context, error: unknown) => {
  if (error instanceof OrgRefusal) return apiError(c, error.status, error.code, "Error", error.message);
  throw error;
};

/**
 * Locks the organization's owners, in user id order, before any other member row: every change of
 * members takes them first, so concurrent changes wait for each other instead of deadlocking, and
 * "another owner is left" cannot be seen by two demotions at once. Also re-checks that an acting
 * owner still is one.
 */
async function lockOwners(tx: Tx, organizationId: string, actor: { id: string; role: string }) {
  const owners = (
    await tx
      .select({ id: organizationMembers.userId })
      .from(organizationMembers)
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, "owner")))
      .orderBy(asc(organizationMembers.userId))
      .for("update")
  ).map((o) => o.id);
  if (actor.role === "owner" && !owners.includes(actor.id)) {
    throw new OrgRefusal(403, "FORBIDDEN", "You are no longer an owner of this organization.");
  }
  return owners;
}

/** Refuses demoting or removing the organization's last owner. */
function keepAnOwner(owners: string[], targetId: string) {
  if (owners.every((id) => id === targetId)) {
    throw new OrgRefusal(409, "LAST_OWNER", "An organization needs an owner: make someone else owner first.");
  }
}

async function memberIn(tx: Tx, organizationId: string, userId: string) {
  const [target] = await tx
    .select()
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
    .for("update");
  if (!target) throw new OrgRefusal(404, "NOT_FOUND", "No such member in your organization.");
  return target;
}

/**
 * `/api/organization`: the signed-in user's organization. Every member reads their own; owners and
 * managers (not suspended) manage members, caps, invitations and tools. The invitation preview is
 * public (the join page shows it before signing in).
 */
export function organizationRoutes(
  deps: SessionDeps & { config: Config; mailer: Mailer; log: Logger; describeVoice: DescribeVoice },
) {
  const { db, config, mailer, log } = deps;
  const app = new Hono<OrgEnv>();

  app.get("/invitations/preview", async (c) => {
    const token = c.req.query("token") ?? "";
    if (!token || token.length > 200) {
      return apiError(c, 404, "INVITATION_NOT_FOUND", "Error", "This invitation link is not valid.");
    }
    try {
      return c.json(await previewInvitation(db, token));
    } catch (error) {
      return answer(c, error);
    }
  });

  app.use("*", requireUser(deps));

  app.get("/", async (c) => c.json(await myOrganization(db, c.get("user").id)));

  app.post("/invitations/accept", async (c) => {
    const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
    const token = typeof body?.token === "string" ? body.token : "";
    if (!token || token.length > 200) {
      return apiError(c, 404, "INVITATION_NOT_FOUND", "Error", "This invitation link is not valid.");
    }
    try {
      await acceptInvitation(db, c.get("user"), token);
      return c.json(await myOrganization(db, c.get("user").id));
    } catch (error) {
      return answer(c, error);
    }
  });

  /** The routes below: members only; `manage` ones: owners and managers who are not suspended. */
  const member = (manage: boolean) => async (c: Context<OrgEnv>, next: () => Promise<void>) => {
    const membership = await membershipOf(db, c.get("user").id);
    if (!membership) {
      return apiError(c, 404, "NO_ORGANIZATION", "Error", "You don't belong to an organization.");
    }
    if (manage && (!canManage(membership.role) || membership.suspended)) {
      return apiError(c, 403, "FORBIDDEN", "Access Denied", FORBIDDEN);
    }
    c.set("membership", membership);
    return next();
  };
  const org = (c: Context<OrgEnv>) => c.get("membership").organizationId;

  app.route("/style-guide", organizationGuideRoutes(db, membershipOf, deps.describeVoice));

  app.get("/members", member(true), async (c) => c.json(await listMembers(db, org(c))));

  app.get("/activity", member(true), async (c) => c.json(await readActivity(db, org(c))));

  app.patch("/members/:userId", member(true), async (c) => {
    const parsed = updateMemberSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const change = parsed.data;
    const actor = { id: c.get("user").id, role: c.get("membership").role };
    const targetId = c.req.param("userId") ?? "";
    try {
      await db.transaction(async (tx) => {
        const owners = await lockOwners(tx, org(c), actor);
        const target = await memberIn(tx, org(c), targetId);
        const roleChanges = change.role !== undefined && change.role !== target.role;
        if (targetId === actor.id && (roleChanges || change.suspended === true)) {
          throw new OrgRefusal(409, "SELF_CHANGE", "You cannot change your own role or suspend yourself.");
        }
        if (actor.role !== "owner" && target.role === "owner") {
          throw new OrgRefusal(403, "FORBIDDEN", "Only an owner can change an owner.");
        }
        if (roleChanges && actor.role !== "owner" && (target.role !== "member" || change.role !== "member")) {
          throw new OrgRefusal(403, "FORBIDDEN", "Only an owner can grant or remove the owner and manager roles.");
        }
        if (roleChanges && target.role === "owner") keepAnOwner(owners, targetId);
        if (Object.keys(change).length === 0) return;
        await tx
          .update(organizationMembers)
          .set({
            ...(change.role !== undefined ? { role: change.role } : {}),
            ...(change.capWords !== undefined ? { capWords: change.capWords } : {}),
            ...(change.suspended !== undefined
              ? { suspendedAt: change.suspended ? (target.suspendedAt ?? new Date()) : null }
              : {}),
          })
          .where(eq(organizationMembers.userId, targetId));
      });
    } catch (error) {
      return answer(c, error);
    }
    const members = await listMembers(db, org(c));
    return c.json(members.find((m) => m.userId === targetId));
  });

  /** Removes a member (owners and managers), or leaves (any member, themselves). */
  app.delete("/members/:userId", member(false), async (c) => {
    const actor = { id: c.get("user").id, ...c.get("membership") };
    const targetId = c.req.param("userId") ?? "";
    const leaving = targetId === actor.id;
    if (!leaving && (!canManage(actor.role) || actor.suspended)) {
      return apiError(c, 403, "FORBIDDEN", "Access Denied", FORBIDDEN);
    }
    try {
      await db.transaction(async (tx) => {
        const owners = await lockOwners(tx, org(c), actor);
        const target = await memberIn(tx, org(c), targetId);
        if (!leaving && actor.role !== "owner" && target.role === "owner") {
          throw new OrgRefusal(403, "FORBIDDEN", "Only an owner can remove an owner.");
        }
        if (target.role === "owner") keepAnOwner(owners, targetId);
        await tx.delete(organizationMembers).where(eq(organizationMembers.userId, targetId));
      });
    } catch (error) {
      return answer(c, error);
    }
    return c.json({ ok: true });
  });

  app.get("/invitations", member(true), async (c) => c.json(await pendingInvitations(db, org(c))));

  app.post("/invitations", member(true), async (c) => {
    const parsed = inviteSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const { email, role } = parsed.data;
    if (c.get("membership").role !== "owner" && role !== "member") {
      return apiError(c, 403, "FORBIDDEN", "Access Denied", "Managers can invite members only.");
    }
    const user = c.get("user");
    try {
      const { invitation, token } = await createInvitation(db, org(c), user.id, email, role);
      const [named] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, org(c)));
      const url = `${config.publicUrl}/join/${token}`;
      // The invitation is filed and listed whatever the mail server says (`emailed` tells the
      // inviter); inviting the address again sends a new link.
      const emailed = await mailer
        .send(invitationEmail(email, user.name || user.email, named?.name ?? "an organization", url))
        .then(() => true)
        .catch((error) => {
          log.warn(`invitation email to ${email} failed: ${(error as Error).message}`);
          return false;
        });
      const sent: OrgInvitation = { ...invitation, emailed };
      return c.json(sent, 201);
    } catch (error) {
      return answer(c, error);
    }
  });

  app.delete("/invitations/:id", member(true), async (c) => {
    const id = c.req.param("id") ?? "";
    const [revoked] = UUID.test(id)
      ? await db
          .update(organizationInvitations)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(organizationInvitations.id, id),
              eq(organizationInvitations.organizationId, org(c)),
              isNull(organizationInvitations.acceptedAt),
              isNull(organizationInvitations.revokedAt),
            ),
          )
          .returning({ id: organizationInvitations.id })
      : [];
    if (!revoked) return apiError(c, 404, "NOT_FOUND", "Error", "No such pending invitation.");
    return c.json({ ok: true });
  });

  app.put("/tools/:slug", member(true), async (c) => {
    const tool = findTool(c.req.param("slug") ?? "");
    if (!tool) return apiError(c, 404, "NOT_FOUND", "Error", "No such tool.");
    const parsed = toolSwitchSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const slug = tool.slug;
    const [row] = await db
      .update(organizations)
      .set({
        disabledTools: parsed.data.enabled
          ? sql`array_remove(${organizations.disabledTools}, ${slug})`
          : sql`CASE WHEN ${slug} = ANY(${organizations.disabledTools}) THEN ${organizations.disabledTools}
              ELSE array_append(${organizations.disabledTools}, ${slug}) END`,
        updatedAt: sql`now()`,
      })
      .where(eq(organizations.id, org(c)))
      .returning({ disabledTools: organizations.disabledTools });
    return c.json({ disabledTools: row?.disabledTools ?? [] });
  });

  app.get("/usage.csv", member(true), async (c) => {
    const members = await listMembers(db, org(c));
    const stored = new Set(members.flatMap((m) => Object.keys(m.byTool)));
    const registered: string[] = TOOLS.map((tool) => tool.slug).filter((slug) => stored.has(slug));
    const used = [...registered, ...[...stored].filter((slug) => !registered.includes(slug)).sort()];
    const header = ["Name", "Email", "Role", "Cap", "Suspended", "Words this month", ...used.map(toolDisplayName)];
    const rows = members.map((m) => [
      m.name,
      m.email,
      m.role,
      m.capWords ?? "",
      m.suspended ? "yes" : "no",
      m.wordsUsed,
      ...used.map((slug) => m.byTool[slug] ?? 0),
    ]);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header(
      "Content-Disposition",
      `attachment; filename="organization-usage-${new Date().toISOString().slice(0, 7)}.csv"`,
    );
    return c.body(toCsv(header, rows));
  });

  return app;
}
