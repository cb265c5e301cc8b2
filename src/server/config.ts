import { z } from "zod";
import { parseProxyEntry } from "./net/client-address";

/** A comma-separated list, trimmed, without empty items. */
const listOf = (value: string | undefined) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * The ONLY reader of process.env. Every variable is optional on a laptop; a bad value stops the
 * server at start-up with a message naming the variable, rather than failing later at first use.
 */
const optionalUrl = z.url().optional();
const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Quillstack <no-reply@quillstack.local>"),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_TRANSCRIBE_MODEL: z.string().optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  LOCAL_MODEL: z.string().optional(),
  AI_PROVIDER: z.enum(["local", "openai-compatible", "none"]).optional(),
  ADMIN_EMAILS: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  SUPPORT_EMAIL: z.email().default("support@quillstack.local"),
  WEB_ROOT: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  LOG_FORMAT: z.enum(["text", "json"]).default("text"),
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces (it is sent in an HTTP header)")
    .optional(),
  RUN_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(30),
  DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().optional(),
  STRIPE_API_URL: optionalUrl,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().trim().min(1).max(40).default("Single Sign-On"),
  OIDC_SCOPES: z
    .string()
    .trim()
    .regex(/^[\x21\x23-\x5b\x5d-\x7e]+( +[\x21\x23-\x5b\x5d-\x7e]+)*$/, "must be scope names separated by spaces")
    .optional(),
  OIDC_ROLE_CLAIM: z
    .string()
    .regex(/^[^.\s]+(\.[^.\s]+)*$/, "must be a claim name, or a dotted path such as realm_access.roles")
    .default("groups"),
  OIDC_ADMIN_GROUPS: z.string().optional(),
  OIDC_ORG_CLAIM: z
    .string()
    .regex(/^[^.\s]+(\.[^.\s]+)*$/, "must be a claim name, or a dotted path such as org.name")
    .optional(),
  OIDC_MANAGER_GROUPS: z.string().optional(),
  PASSWORD_SIGN_IN: z.enum(["on", "off"]).default("on"),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  API_RATE_LIMIT_BURST: z.coerce.number().int().min(1).max(100_000).default(30),
  CHECK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  CHECK_RATE_LIMIT_BURST: z.coerce.number().int().min(1).max(100_000).default(30),
  OAUTH_REGISTRATIONS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(20),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  RUN_CONCURRENCY: z.coerce.number().int().min(1).max(100_000).default(200),
  RUN_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  TRUSTED_PROXIES: z
    .string()
    .superRefine((value, ctx) => {
      const bad = listOf(value).filter((entry) => !parseProxyEntry(entry));
      if (bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `${bad.map((entry) => JSON.stringify(entry)).join(", ")} ${bad.length === 1 ? "is not an IP address or CIDR range" : "are not IP addresses or CIDR ranges"} (e.g. 10.0.0.5, 172.16.0.0/12, fd00::/8)`,
        });
      }
    })
    .optional(),
});

const STRIPE_VARIABLES = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_PRO"] as const;
const OIDC_VARIABLES = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  authSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  ai: {
    provider?: "local" | "openai-compatible" | "none";
    baseUrl?: string;
    apiKey?: string;
    model?: string;
    /** Speech-to-text model on the same OpenAI-compatible server (e.g. whisper-1). */
    transcribeModel?: string;
    /** How long the model may send nothing before a run fails with 'Request timed out'. */
    timeoutSeconds: number;
  };
  localModel?: string;
  adminEmails: string[];
  google?: { clientId: string; clientSecret: string };
  supportEmail: string;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** One line of text per event, or one JSON object per line (log.ts). */
  logFormat: "text" | "json";
  /** The bearer token GET /metrics asks for; unset, there is no /metrics (and nothing is counted). */
  metricsToken?: string;
  /** Directory of the built web app (main.ts defaults it to build/client); absent → API only. */
  webRoot?: string;
  /**
   * How long an instance vouches for a running run without renewing its lease; past it, any
   * instance settles the run as interrupted. Renewed every third of it.
   */
  runLeaseSeconds: number;
  /** Documents older than this many days are deleted; unset keeps them. */
  documentRetentionDays?: number;
  /**
   * Payments through Stripe; absent, "Upgrade to Pro" asks the administrators instead. `apiUrl`
   * points the client elsewhere than api.stripe.com (stripe-mock, or the tests' fake).
   */
  stripe?: { secretKey: string; webhookSecret: string; pricePro: string; apiUrl?: string };
  /**
   * Single sign-on with an OpenID Connect provider (auth/sso.ts). `roleClaim` is a claim name or
   * dotted path; members of `adminGroups` get the role admin at every SSO sign-in, others user
   * (a super_admin is never demoted). Empty `adminGroups` leaves roles alone.
   */
  oidc?: {
    issuer: string;
    clientId: string;
    clientSecret: string;
    name: string;
    scopes: string[];
    roleClaim: string;
    adminGroups: string[];
    /**
     * The claim naming the person's organization (its id or its name) and the groups (in
     * `roleClaim`) whose members manage it: at every SSO sign-in the person joins that
     * organization, as manager or member (auth/sso-membership.ts). Unset: memberships are managed
     * in the app only.
     */
    orgClaim?: string;
    managerGroups: string[];
  };
  /** Email-and-password sign-in, sign-up and reset; off only when SSO or Google is configured. */
  passwordSignIn: boolean;
  /** The public API's limit per key (http/token-bucket.ts): a bucket of `burst` requests refilled at `perMinute`. */
  apiRateLimit: { perMinute: number; burst: number };
  /** Each user's free checks in the app (`POST /api/nlp/check`): the same kind of bucket, their own. */
  checkRateLimit: { perMinute: number; burst: number };
  /** OAuth clients that may register from one client address a day (oauth/registration.ts). */
  oauthRegistrationsPerDay: number;
  /** Connections each instance keeps to PostgreSQL at most (not used by the embedded database). */
  databasePoolSize: number;
  /**
   * Runs each instance serves at once (`concurrency`), and runs that may wait for one of them to
   * end (`queueLimit`); past both, a run is answered 429 with Retry-After (runs/admission.ts).
   */
  runs: { concurrency: number; queueLimit: number };
  /**
   * Addresses and CIDR ranges of the reverse proxies in front of the app: a request from one of
   * them is counted for the address its X-Forwarded-For names (net/client-address.ts). Empty: the
   * header is ignored.
   */
  trustedProxies: string[];
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, emptyToUndefined(v)]));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      "Invalid environment configuration:\n  GOOGLE_CLIENT_SECRET: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither",
    );
  }
  if (e.AI_PROVIDER === "openai-compatible" && !e.AI_BASE_URL) {
    throw new ConfigError(
      "Invalid environment configuration:\n  AI_BASE_URL: required when AI_PROVIDER=openai-compatible",
    );
  }
  const stripeSet = STRIPE_VARIABLES.filter((name) => e[name]);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_VARIABLES.length) {
    throw new ConfigError(
      `Invalid environment configuration:\n  ${STRIPE_VARIABLES.find((name) => !e[name])}: set all of ${STRIPE_VARIABLES.join(", ")}, or none`,
    );
  }
  const oidcSet = OIDC_VARIABLES.filter((name) => e[name]);
  if (oidcSet.length > 0 && oidcSet.length < OIDC_VARIABLES.length) {
    throw new ConfigError(
      `Invalid environment configuration:\n  ${OIDC_VARIABLES.find((name) => !e[name])}: set all of ${OIDC_VARIABLES.join(", ")}, or none`,
    );
  }
  const oidcEnabled = oidcSet.length === OIDC_VARIABLES.length;
  if (e.PASSWORD_SIGN_IN === "off" && !oidcEnabled && !e.GOOGLE_CLIENT_ID) {
    throw new ConfigError(
      "Invalid environment configuration:\n  PASSWORD_SIGN_IN: off needs single sign-on (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET) or Google sign-in configured, or nobody could sign in",
    );
  }
  const scopes = (e.OIDC_SCOPES ?? "openid email profile").split(/ +/);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      transcribeModel: e.AI_BASE_URL ? e.AI_TRANSCRIBE_MODEL : undefined,
      timeoutSeconds: e.AI_TIMEOUT_SECONDS,
    },
    localModel: e.LOCAL_MODEL,
    apiRateLimit: { perMinute: e.API_RATE_LIMIT_PER_MINUTE, burst: e.API_RATE_LIMIT_BURST },
    checkRateLimit: { perMinute: e.CHECK_RATE_LIMIT_PER_MINUTE, burst: e.CHECK_RATE_LIMIT_BURST },
    oauthRegistrationsPerDay: e.OAUTH_REGISTRATIONS_PER_DAY,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    runs: { concurrency: e.RUN_CONCURRENCY, queueLimit: e.RUN_QUEUE_LIMIT },
    trustedProxies: listOf(e.TRUSTED_PROXIES),
    adminEmails: (e.ADMIN_EMAILS ?? "")
      .split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
    webRoot: e.WEB_ROOT,
    runLeaseSeconds: e.RUN_LEASE_SECONDS,
    documentRetentionDays: e.DOCUMENT_RETENTION_DAYS,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_PRO
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            pricePro: e.STRIPE_PRICE_PRO,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER.replace(/\/+$/, ""),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME,
            scopes: scopes.includes("openid") ? scopes : ["openid", ...scopes],
            roleClaim: e.OIDC_ROLE_CLAIM,
            adminGroups: listOf(e.OIDC_ADMIN_GROUPS),
            orgClaim: e.OIDC_ORG_CLAIM,
            managerGroups: listOf(e.OIDC_MANAGER_GROUPS),
          }
        : undefined,
    passwordSignIn: e.PASSWORD_SIGN_IN === "on",
  };
}

/**
 * The directory a command was started from: `npm run` moves into the package's folder and names the
 * caller's in INIT_CWD, so `npm run backup -- ./my.tar.gz` writes where the person typed it.
 */
export function invocationDir(env: Record<string, string | undefined> = process.env): string {
  return env.INIT_CWD || process.cwd();
}
