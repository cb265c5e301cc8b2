import { createHash, randomBytes } from "node:crypto";
import { INVITATION_DAYS, type InvitationPreview, type OrgRole } from "@shared/organizations";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { organizationInvitations, organizationMembers, organizations, users } from "../db/schema";
import type { Email } from "../email/mailer";
import { OrgRefusal, toInvitation } from "./store";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function invitationEmail(to: string, inviter: string, organization: string, url: string): Email {
  return {
    to,
    subject: `${inviter} invited you to join ${organization} on Quillstack`,
    text: `${inviter} invited you to join ${organization} on Quillstack.\n\nOpen this link to accept (it works once, for ${INVITATION_DAYS} days):\n\n${url}\n\nIf you did not expect this, you can ignore this message.\n`,
    html: `<p>${escapeHtml(inviter)} invited you to join ${escapeHtml(organization)} on Quillstack.</p><p><a href="${escapeHtml(url)}">Join ${escapeHtml(organization)}</a></p><p>The link works once, for ${INVITATION_DAYS} days. If you did not expect this, you can ignore this message.</p>`,
  };
}

/**
 * Files an invitation (replacing a pending one to the same address) and returns it with its token,
 * which is never stored: only its SHA-256 is.
 */
export async function createInvitation(
  db: Db,
  organizationId: string,
  invitedBy: string,
  email: string,
  role: OrgRole,
  now = new Date(),
) {
  const token = randomBytes(32).toString("base64url");
  const invitation = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: organizationMembers.userId })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(sql`lower(${users.email})`, email)));
    if (member) throw new OrgRefusal(409, "ALREADY_MEMBER", `${email} is already a member of this organization.`);
    await tx
      .update(organizationInvitations)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(organizationInvitations.organizationId, organizationId),
          eq(sql`lower(${organizationInvitations.email})`, email),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(organizationInvitations)
      .values({
        organizationId,
        email,
        role,
        tokenHash: hashToken(token),
        invitedBy,
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
      })
      .returning();
    return row;
  });
  return { invitation: toInvitation(invitation), token };
}

/** What the join page shows; refuses unknown (404), expired, revoked or used (410) invitations. */
export async function previewInvitation(db: Db, token: string): Promise<InvitationPreview> {
  const [row] = await db
    .select({ invitation: organizationInvitations, organization: organizations.name, inviter: users.name })
    .from(organizationInvitations)
    .innerJoin(organizations, eq(organizations.id, organizationInvitations.organizationId))
    .leftJoin(users, eq(users.id, organizationInvitations.invitedBy))
    .where(eq(organizationInvitations.tokenHash, hashToken(token)));
  if (!row) throw new OrgRefusal(404, "INVITATION_NOT_FOUND", "This invitation link is not valid.");
  unusable(row.invitation);
  return {
    organization: row.organization,
    inviter: row.inviter,
    email: row.invitation.email,
    role: row.invitation.role,
  };
}

/** Throws the reason an invitation cannot be used any more, if it cannot. */
function unusable(invitation: typeof organizationInvitations.$inferSelect, now = new Date()) {
  if (invitation.acceptedAt) throw new OrgRefusal(410, "INVITATION_USED", "This invitation has already been used.");
  if (invitation.revokedAt) throw new OrgRefusal(410, "INVITATION_REVOKED", "This invitation was withdrawn.");
  if (invitation.expiresAt <= now) {
    throw new OrgRefusal(410, "INVITATION_EXPIRED", "This invitation has expired. Ask for a new one.");
  }
}

/**
 * Accepts the invitation for the signed-in user: their email must be the invitation's and they must
 * have no organization. Single use: the conditional UPDATE lets exactly one concurrent accept win,
 * and the membership is made in the same transaction.
 */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
  token: string,
): Promise<{ organizationId: string; role: OrgRole }> {
  const tokenHash = hashToken(token);
  const [found] = await db
    .select()
    .from(organizationInvitations)
    .where(eq(organizationInvitations.tokenHash, tokenHash));
  if (!found) throw new OrgRefusal(404, "INVITATION_NOT_FOUND", "This invitation link is not valid.");
  if (found.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new OrgRefusal(
      403,
      "INVITATION_WRONG_ACCOUNT",
      `This invitation is for ${found.email}. Sign in with that address to accept it.`,
    );
  }
  if (!user.emailVerified) {
    throw new OrgRefusal(403, "EMAIL_NOT_VERIFIED", "Please confirm your email address first.");
  }
  unusable(found);
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ id: organizationMembers.organizationId })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, user.id));
    if (mine) {
      throw new OrgRefusal(
        409,
        mine.id === found.organizationId ? "ALREADY_MEMBER" : "ALREADY_IN_ORGANIZATION",
        mine.id === found.organizationId
          ? "You are already a member of this organization."
          : "You already belong to an organization. Leave it first to accept this invitation.",
      );
    }
    const [won] = await tx
      .update(organizationInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(
        and(
          eq(organizationInvitations.id, found.id),
          isNull(organizationInvitations.acceptedAt),
          isNull(organizationInvitations.revokedAt),
          sql`${organizationInvitations.expiresAt} > now()`,
        ),
      )
      .returning();
    if (!won) {
      const [now] = await tx.select().from(organizationInvitations).where(eq(organizationInvitations.id, found.id));
      if (now) unusable(now);
      throw new OrgRefusal(410, "INVITATION_USED", "This invitation has already been used.");
    }
    const [joined] = await tx
      .insert(organizationMembers)
      .values({ userId: user.id, organizationId: won.organizationId, role: won.role })
      .onConflictDoNothing({ target: organizationMembers.userId })
      .returning();
    if (!joined) {
      // Joined another organization meanwhile: the transaction rolls the acceptance back too.
      throw new OrgRefusal(409, "ALREADY_IN_ORGANIZATION", "You already belong to an organization.");
    }
    return { organizationId: won.organizationId, role: won.role };
  });
}
