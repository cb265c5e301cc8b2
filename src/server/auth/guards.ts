import { NAME_MAX } from "@shared/api";
import { checkPasswordStrength } from "@shared/password-rules";
import { seconds, tryAgainIn } from "@shared/try-again";
import { APIError, type createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import { clearSignInAttempts, takeEmailSlot, takeSignInAttempt } from "./account-throttle";
import type { UserStates } from "./user-state";

/** What Better Auth hands a hook: the endpoint's path (its pattern), body, query and context. */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** One check or step on a route: throws an APIError to refuse the request. */
type Guard = (ctx: HookContext) => Promise<void> | void;

/** Guards by Better Auth route path, each route's run in order. */
export type GuardTable = Readonly<Record<string, readonly Guard[]>>;

/** Runs the guards of the route `ctx` is for, in their order; a route not in the table has none. */
export async function runGuards(table: GuardTable, ctx: HookContext): Promise<void> {
  for (const guard of table[ctx.path] ?? []) await guard(ctx);
}

type GuardDeps = { config: Config; db: Db; users: UserStates };

const bodyOf = (ctx: HookContext) => (ctx.body ?? {}) as Record<string, unknown>;
const returnedError = (ctx: HookContext) => ctx.context.returned instanceof APIError;
const resetTokenOf = (ctx: HookContext) => String(ctx.body?.token ?? ctx.query?.token ?? "");

/**
 * What our app adds to Better Auth's routes, as two tables keyed by route: `before` runs before
 * Better Auth handles the request (and may refuse it), `after` once it has answered.
 */
export function authGuards({ config, db, users }: GuardDeps): { before: GuardTable; after: GuardTable } {
  // A reset token's account, read before Better Auth consumes the token, for signing in after it.
  const resettingUser = new Map<string, string>();

  /** PASSWORD_SIGN_IN=off: the routes that sign in, sign up or reset with a password are refused. */
  const password: Guard[] = config.passwordSignIn
    ? []
    : [
        () => {
          const instead = config.oidc ? `"Sign in with ${config.oidc.name}"` : "Continue with Google";
          throw new APIError("FORBIDDEN", {
            code: "PASSWORD_SIGN_IN_DISABLED",
            message: `Password sign-in is turned off on this site. Use ${instead} instead.`,
          });
        },
      ];

  /** Failed sign-ins are counted per account (account-throttle.ts); too many and it waits. */
  const signInAttempts: Guard = async (ctx) => {
    if (typeof ctx.body?.email !== "string") return;
    const { retryAfter } = await takeSignInAttempt(db, ctx.body.email);
    if (!retryAfter) return;
    throw new APIError(
      "TOO_MANY_REQUESTS",
      {
        code: "TOO_MANY_ATTEMPTS",
        message: `Too many failed sign-in attempts for this account. ${tryAgainIn(retryAfter)}`,
      },
      { "Retry-After": String(retryAfter) },
    );
  };

  /** Routes that email a link on request: one email per address a minute (account-throttle.ts). */
  const emailSlot =
    (purpose: "verify" | "reset"): Guard =>
    async (ctx) => {
      if (typeof ctx.body?.email !== "string") return;
      const { retryAfter } = await takeEmailSlot(db, purpose, ctx.body.email);
      if (!retryAfter) return;
      throw new APIError(
        "TOO_MANY_REQUESTS",
        {
          code: "EMAIL_RECENTLY_SENT",
          message: `We've just sent an email to this address. Please wait ${seconds(retryAfter)} before asking for another.`,
        },
        { "Retry-After": String(retryAfter) },
      );
    };

  /** One rule for every new password: sign-up, reset and change (@shared/password-rules). */
  const strongPassword =
    (field: "password" | "newPassword"): Guard =>
    (ctx) => {
      const problem = checkPasswordStrength(String(bodyOf(ctx)[field] ?? ""));
      if (problem) throw new APIError("BAD_REQUEST", { code: "PASSWORD_REQUIREMENTS", message: problem });
    };

  const passwordChanged: Guard = (ctx) => {
    const { currentPassword, newPassword } = bodyOf(ctx);
    if (newPassword !== currentPassword) return;
    throw new APIError("BAD_REQUEST", {
      code: "PASSWORD_UNCHANGED",
      message: "New password must be different from current password",
    });
  };

  /**
   * The form's Full Name rules (required, at most 50 characters) hold on the server too, for sign-up
   * and for a name change (Better Auth would store any string, and fail on a null). `onlyIfGiven`:
   * a profile update without a name leaves it alone.
   */
  const validName =
    (onlyIfGiven: boolean): Guard =>
    (ctx) => {
      const given = typeof ctx.body === "object" && ctx.body !== null && "name" in ctx.body;
      if (onlyIfGiven && !given) return;
      const name = typeof ctx.body?.name === "string" ? ctx.body.name.trim() : "";
      if (name && name.length <= NAME_MAX) return;
      throw new APIError("BAD_REQUEST", {
        code: "INVALID_NAME",
        message: name ? `Name must be at most ${NAME_MAX} characters.` : "Please enter your full name.",
      });
    };

  /**
   * The sign-up form tells a person signing up with a taken email to sign in instead, so the
   * duplicate is reported rather than hidden (the auth rate limit bounds enumeration).
   */
  const emailNotTaken: Guard = async (ctx) => {
    const email = String(ctx.body?.email ?? "").toLowerCase();
    const existing = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
    if (existing.length > 0) {
      throw new APIError("UNPROCESSABLE_ENTITY", { code: "USER_ALREADY_EXISTS", message: "User already registered" });
    }
  };

  const rememberResettingUser: Guard = async (ctx) => {
    const token = resetTokenOf(ctx);
    const found = token && (await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`));
    if (found) resettingUser.set(token, found.value);
  };

  /**
   * A reset password signs its owner in (Better Auth's reset does not): every other session ended
   * with the reset, and the new one is made after the session epoch moved, so it is not refused.
   * See docs/decisions/0002-password-reset-signs-in.md.
   */
  const signInAfterReset: Guard = async (ctx) => {
    const token = resetTokenOf(ctx);
    const userId = resettingUser.get(token);
    resettingUser.delete(token);
    if (!userId || returnedError(ctx)) return;
    await users.changed(userId, { sessionsChanged: true });
    const user = await ctx.context.internalAdapter.findUserById(userId);
    if (!user) return;
    // The link reached the mailbox: the address is confirmed too.
    if (!user.emailVerified) await ctx.context.internalAdapter.updateUser(userId, { emailVerified: true });
    try {
      const session = await ctx.context.internalAdapter.createSession(userId);
      await setSessionCookie(ctx, { session, user });
    } catch (error) {
      // A suspended or banned account keeps its new password but is not signed in.
      if (!(error instanceof APIError)) throw error;
    }
  };

  /** A changed name or picture: every instance looks the user's sessions up again, not their cached cookie. */
  const sessionsChanged: Guard = async (ctx) => {
    const updatedId = ctx.context.session?.user.id;
    if (updatedId && !returnedError(ctx)) await users.changed(updatedId, { sessionsChanged: true });
  };

  /** Anything but a wrong email or password means the password was right: the count restarts. */
  const clearAttempts: Guard = async (ctx) => {
    if (typeof ctx.body?.email !== "string") return;
    const returned = ctx.context.returned;
    const code = returned instanceof APIError ? returned.body?.code : undefined;
    if (code !== "INVALID_EMAIL_OR_PASSWORD" && code !== "TOO_MANY_ATTEMPTS")
      await clearSignInAttempts(db, ctx.body.email);
  };

  return {
    before: {
      "/sign-in/email": [...password, signInAttempts],
      "/sign-up/email": [...password, strongPassword("password"), validName(false), emailNotTaken],
      "/request-password-reset": [...password, emailSlot("reset")],
      "/reset-password": [...password, strongPassword("newPassword"), rememberResettingUser],
      "/reset-password/:token": [...password],
      "/send-verification-email": [emailSlot("verify")],
      "/update-user": [validName(true)],
      "/change-password": [strongPassword("newPassword"), passwordChanged],
    },
    after: {
      "/reset-password": [signInAfterReset],
      "/update-user": [sessionsChanged],
      "/sign-in/email": [clearAttempts],
    },
  };
}
