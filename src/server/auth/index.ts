import { PASSWORD_MAX, PASSWORD_MIN } from "@shared/password-rules";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { Mailer } from "../email/mailer";
import { passwordResetEmail, verificationEmail } from "../email/templates";
import type { Logger } from "../log";
import { authGuards, runGuards } from "./guards";
import { oauthPlugin } from "./oauth-provider";
import { ensureProfile, recordSignIn, statusRefusal } from "./profiles";
import { currentSsoSignIn, ssoPlugin, ssoRole } from "./sso";
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

/** Better Auth's tables, and its OAuth provider's (auth/oauth-provider.ts, in db/oauth-schema.ts). */
const AUTH_TABLES = {
  user: schema.users,
  session: schema.sessions,
  account: schema.accounts,
  verification: schema.verifications,
  rateLimit: schema.rateLimits,
  oauthClient: schema.oauthClients,
  oauthResource: schema.oauthResources,
  oauthClientResource: schema.oauthClientResources,
  oauthRefreshToken: schema.oauthRefreshTokens,
  oauthAccessToken: schema.oauthAccessTokens,
  oauthConsent: schema.oauthConsents,
  oauthClientAssertion: schema.oauthClientAssertions,
};

export function createAuth({ config, db, mailer, log, secret, users }: AuthDeps) {
  // What our app adds to Better Auth's routes: a table of checks and steps per route (./guards.ts).
  const guards = authGuards({ config, db, users });
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
      schema: AUTH_TABLES,
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
      // Emails on request, per client address (per mailbox: the email guards in ./guards.ts). Reading one's own
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
            const sso = await currentSsoSignIn();
            await recordSignIn(db, config, session.userId, ssoRole(config.oidc, sso));
            if (config.oidc && sso) await joinSsoOrganization(db, config.oidc, session.userId, sso, log);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware((ctx) => runGuards(guards.before, ctx)),
      after: createAuthMiddleware((ctx) => runGuards(guards.after, ctx)),
    },
    logger: {
      disabled: config.logLevel === "silent",
      level: config.logLevel === "debug" ? "debug" : "warn",
      // Through our logger, which escapes what a visitor's request may put in a message.
      log: (level, message, ...args) => log[level](`[Better Auth] ${message}`, args.length ? args : undefined),
    },
    onAPIError: { onError: (error) => log.debug("auth error", error) },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
