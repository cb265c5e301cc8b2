import { tryAgainIn } from "@shared/try-again";
import { verifyPassword } from "better-auth/crypto";
import { and, count, eq, ne } from "drizzle-orm";
import { clearSignInAttempts, takeSignInAttempt } from "../auth/account-throttle";
import { deleteUserAccount, noOtherSuperAdmin, Refusal } from "../auth/delete-user";
import type { Db } from "../db/client";
import { accounts, organizationMembers, organizations, profiles } from "../db/schema";

/**
 * Checks the typed confirmation: the password when the account has one (a stolen session alone
 * cannot delete the account, and wrong guesses count as failed sign-ins), else the email address.
 */
async function checkConfirmation(db: Db, user: { id: string; email: string }, confirmation: string) {
  const [credential] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
  if (!credential?.password) {
    if (confirmation.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw new Refusal(400, "The email address you typed is not this account's.");
    }
    return;
  }
  const { retryAfter } = await takeSignInAttempt(db, user.email);
  if (retryAfter) throw new Refusal(429, `Too many wrong passwords. ${tryAgainIn(retryAfter)}`);
  if (!(await verifyPassword({ hash: credential.password, password: confirmation }))) {
    throw new Refusal(400, "The password is not correct.");
  }
  await clearSignInAttempts(db, user.email);
}

/**
 * Deletes the signed-in user's own account with the administrators' deletion, after the checks
 * that keep the site and its organizations running: the last super admin stays, and the last
 * owner of an organization with other members must hand it over first (its members keep a
 * manager; an organization of one is left to the administrators, as when they delete its owner).
 */
export async function deleteOwnAccount(db: Db, user: { id: string; email: string }, confirmation: string) {
  await checkConfirmation(db, user, confirmation);
  await db.transaction(async (tx) => {
    const [profile] = await tx.select({ role: profiles.role }).from(profiles).where(eq(profiles.userId, user.id));
    if (profile?.role === "super_admin" && (await noOtherSuperAdmin(tx, user.id))) {
      throw new Refusal(
        409,
        "You are the last super admin. Make another account super admin before deleting yours, so someone can still run the site.",
      );
    }
    const [membership] = await tx
      .select({ organizationId: organizationMembers.organizationId, role: organizationMembers.role })
      .from(organizationMembers)
      .where(eq(organizationMembers.userId, user.id))
      .for("update");
    if (membership?.role === "owner") {
      const others = (role?: "owner") =>
        tx
          .select({ n: count() })
          .from(organizationMembers)
          .where(
            and(
              eq(organizationMembers.organizationId, membership.organizationId),
              ne(organizationMembers.userId, user.id),
              role ? eq(organizationMembers.role, role) : undefined,
            ),
          );
      const [[members], [owners]] = [await others(), await others("owner")];
      if (members.n > 0 && owners.n === 0) {
        const [org] = await tx
          .select({ name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, membership.organizationId));
        throw new Refusal(
          409,
          `You are the only owner of ${org?.name ?? "your organization"}, which has other members. Make one of them owner (or remove them) before deleting your account.`,
        );
      }
    }
    await deleteUserAccount(tx, user.id);
  });
}
