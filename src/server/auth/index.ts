import { NAME_MAX } from "@shared/api";
import { checkPasswordStrength, PASSWORD_MAX, PASSWORD_MIN } from "@shared/password-rules";
import { seconds, tryAgainIn } from "@shared/try-again";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { Mailer } from "../email/mailer";
import { passwordResetEmail, verificationEmail } from "../email/templates";
import type { Logger } from "../log";
import { clearSignInAttempts, takeEmailSlot, takeSignInAttempt } from "./account-throttle";
import { oauthPlugin } from "./oauth-provider";
import { ensureProfile, recordSignIn, statusRefusal } from "./profiles";
import { currentSsoSignIn, ssoPlugin, ssoRole, withSignInScope } from "./sso";
import { joinSsoOrganization } from "./sso-membership";
import type { UserStates } from "./user-state";

/** Header the server sets from the socket address; Better Auth keys its rate limits on it. */
export const CLIENT_IP_HEADER = "x-quillstack-client-ip";

export type AuthDeps = { config: Config; db: Db; mailer: Mailer; log: Logger; secret: string; users: UserStates };

/**
 * How long a session read from its signed cookie is trusted without a database lookup. Any ended
 * session is refused at once anyway (the version below); this bounds only a race between a
 * revocation and a cookie being issued at the same moment.
 */
export const SESSION_COOKIE_CACHE_SECONDS = 30;

/** Routes that sign in, sign up or reset with a password: refused when PASSWORD_SIGN_IN=off. */
const PASSWORD_ROUTES = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/reset-password",
  "/reset-password/:token",
]);

/** Routes that email a link on request: one email per address a minute (account-throttle.ts). */
const EMAIL_ROUTES = { "/send-verification-email": "verify", "/request-password-reset": "reset" } as const;

export function createAuth({ config, db, mailer, log, secret, users }: AuthDeps) {
  // A reset token's account, read before Better Auth consumes the token, for signing in after it.
  const resettingUser = new Map<string, string>();
  const secure = config.publicUrl.startsWith("https://");
  const oauth = oauthPlugin(config, log);
  const auth = betterAuth({
    appName: "Quillstack",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [new URL(config.publicUrl).origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
        // Better Auth's OAuth provider (auth/oauth-provider.ts), in db/oauth-schema.ts.
        oauthClient: schema.oauthClients,
        oauthResource: schema.oauthResources,
        oauthClientResource: schema.oauthClientResources,
        oauthRefreshToken: schema.oauthRefreshTokens,
        oauthAccessToken: schema.oauthAccessTokens,
        oauthConsent: schema.oauthConsents,
        oauthClientAssertion: schema.oauthClientAssertions,
      },
    }),
    emailAndPassword: {
      enabled: config.passwordSignIn,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Not awaited: a known address answers as fast as an unknown one (the answer is the same).
      sendResetPassword: async ({ user, url }) => {
        mailer.send(passwordResetEmail(user.email, user.name, url)).catch((error) => {
          log.error(`password reset email to ${user.email} failed`, error);
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      // The confirmation link signs the person in and goes on to where they started (its callbackURL).
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, user.name, url));
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : undefined,
    plugins: [...(config.oidc ? [ssoPlugin(config.oidc)] : []), ...(oauth ? [oauth] : [])],
    session: {
      // Signed-in requests read the session from a signed cookie, not the database. Its version is
      // the user's session epoch (auth/user-state.ts), which moves whenever one of their sessions
      // ends, on every instance at once: a cookie cached before that is looked up again.
      cookieCache: {
        enabled: true,
        maxAge: SESSION_COOKIE_CACHE_SECONDS,
        version: async (_session, user) => String((await users.get(user.id))?.sessionEpoch ?? "none"),
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      // Emails on request, per client address (per mailbox: EMAIL_ROUTES below). Reading one's own
      // session is every page's first request: under the default 100 per 10 s per address, a class
      // behind one school address got 429s (and each counted read was a database write).
      customRules: {
        "/send-verification-email": { window: 60, max: 3 },
        "/request-password-reset": { window: 60, max: 3 },
        "/get-session": false,
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await ensureProfile(db, config, user);
          },
        },
      },
      session: {
        delete: {
          // Sign-out, password change, revocation: cached copies of the user's sessions are refused.
          after: async (session) => {
            await users.changed(session.userId, { sessionsChanged: true });
          },
        },
        create: {
          before: async (session) => {
            const refusal = await statusRefusal(db, session.userId);
            if (refusal) throw new APIError("FORBIDDEN", refusal);
            const sso = currentSsoSignIn();
            await recordSignIn(db, config, session.userId, ssoRole(config.oidc, sso));
            if (config.oidc && sso) await joinSsoOrganization(db, config.oidc, session.userId, sso, log);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (!config.passwordSignIn && PASSWORD_ROUTES.has(ctx.path)) {
          const instead = config.oidc ? `"Sign in with ${config.oidc.name}"` : "Continue with Google";
          throw new APIError("FORBIDDEN", {
            code: "PASSWORD_SIGN_IN_DISABLED",
            message: `Password sign-in is turned off on this site. Use ${instead} instead.`,
          });
        }
        if (ctx.path === "/sign-in/email" && typeof ctx.body?.email === "string") {
          const { retryAfter } = await takeSignInAttempt(db, ctx.body.email);
          if (retryAfter) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              {
                code: "TOO_MANY_ATTEMPTS",
                message: `Too many failed sign-in attempts for this account. ${tryAgainIn(retryAfter)}`,
              },
              { "Retry-After": String(retryAfter) },
            );
          }
        }
        const emailPurpose = EMAIL_ROUTES[ctx.path as keyof typeof EMAIL_ROUTES];
        if (emailPurpose && typeof ctx.body?.email === "string") {
          const { retryAfter } = await takeEmailSlot(db, emailPurpose, ctx.body.email);
          if (retryAfter) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              {
                code: "EMAIL_RECENTLY_SENT",
                message: `We've just sent an email to this address. Please wait ${seconds(retryAfter)} before asking for another.`,
              },
              { "Retry-After": String(retryAfter) },
            );
          }
        }
        if (ctx.path === "/sign-up/email") {
          // One rule for every new password: sign-up, reset and change (@shared/password-rules).
          const problem = checkPasswordStrength(String(ctx.body?.password ?? ""));
          if (problem) throw new APIError("BAD_REQUEST", { code: "PASSWORD_REQUIREMENTS", message: problem });
        }
        if (ctx.path === "/reset-password") {
          const problem = checkPasswordStrength(String(ctx.body?.newPassword ?? ""));
          if (problem) throw new APIError("BAD_REQUEST", { code: "PASSWORD_REQUIREMENTS", message: problem });
          const token = String(ctx.body?.token ?? ctx.query?.token ?? "");
          const found = token && (await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`));
          if (found) resettingUser.set(token, found.value);
        }
        // The form's Full Name rules (required, at most 50 characters) hold on the server too, for
        // sign-up and for a name change (Better Auth would store any string, and fail on a null).
        const renaming = ctx.path === "/update-user" && typeof ctx.body === "object" && ctx.body && "name" in ctx.body;
        if (ctx.path === "/sign-up/email" || renaming) {
          const name = typeof ctx.body?.name === "string" ? ctx.body.name.trim() : "";
          if (!name || name.length > NAME_MAX) {
            throw new APIError("BAD_REQUEST", {
              code: "INVALID_NAME",
              message: name ? `Name must be at most ${NAME_MAX} characters.` : "Please enter your full name.",
            });
          }
        }
        if (ctx.path === "/sign-up/email") {
          // The spec's wording tells a person signing up with a taken email to sign in instead, so the
          // duplicate is reported rather than hidden (the auth rate limit bounds enumeration).
          const email = String(ctx.body?.email ?? "").toLowerCase();
          const existing = await db
            .select({ id: schema.users.id })
            .from(schema.users)
            .where(eq(schema.users.email, email));
          if (existing.length > 0) {
            throw new APIError("UNPROCESSABLE_ENTITY", {
              code: "USER_ALREADY_EXISTS",
              message: "User already registered",
            });
          }
        }
        if (ctx.path === "/change-password") {
          // The spec's password rules hold on the server too, not only in the dialog.
          const { currentPassword, newPassword } = (ctx.body ?? {}) as Record<string, unknown>;
          const problem = checkPasswordStrength(String(newPassword ?? ""));
          if (problem) throw new APIError("BAD_REQUEST", { code: "PASSWORD_REQUIREMENTS", message: problem });
          if (newPassword === currentPassword) {
            throw new APIError("BAD_REQUEST", {
              code: "PASSWORD_UNCHANGED",
              message: "New password must be different from current password",
            });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/reset-password") {
          const token = String(ctx.body?.token ?? ctx.query?.token ?? "");
          const userId = resettingUser.get(token);
          resettingUser.delete(token);
          if (userId && !(ctx.context.returned instanceof APIError)) await signInAfterReset(ctx, userId);
          return;
        }
        // A changed name or picture: every instance looks the user's sessions up again, rather than
        // serve the old ones from a cached cookie for up to its 30 s.
        const updatedId = ctx.context.session?.user.id;
        if (ctx.path === "/update-user" && updatedId && !(ctx.context.returned instanceof APIError)) {
          await users.changed(updatedId, { sessionsChanged: true });
          return;
        }
        // Anything but a wrong email or password means the password was right: the count restarts.
        if (ctx.path !== "/sign-in/email" || typeof ctx.body?.email !== "string") return;
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError && returned.body?.code === "INVALID_EMAIL_OR_PASSWORD";
        const throttled = returned instanceof APIError && returned.body?.code === "TOO_MANY_ATTEMPTS";
        if (!failed && !throttled) await clearSignInAttempts(db, ctx.body.email);
      }),
    },
    logger: {
      disabled: config.logLevel === "silent",
      level: config.logLevel === "debug" ? "debug" : "warn",
      // Through our logger, which escapes what a visitor's request may put in a message.
      log: (level, message, ...args) => log[level](`[Better Auth] ${message}`, args.length ? args : undefined),
    },
    onAPIError: { onError: (error) => log.debug("auth error", error) },
  });
  /**
   * A reset password signs its owner in (Better Auth's reset does not): every other session ended
   * with the reset, and the new one is made after the session epoch moved, so it is not refused.
   * See docs/decisions/0002-password-reset-signs-in.md.
   */
  async function signInAfterReset(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0], userId: string) {
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
  }

  // Each request gets its own sign-in scope, where an SSO callback leaves the provider's groups for
  // the session hook above (auth/sso.ts).
  const handler = auth.handler;
  auth.handler = (request: Request) => withSignInScope(() => handler(request));
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
