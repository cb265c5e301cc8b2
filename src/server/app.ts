import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { secureHeaders } from "hono/secure-headers";
import { adminRoutes } from "./admin/routes";
import type { AiProvider } from "./ai/types";
import { apiKeyRoutes } from "./api/key-routes";
import { apiV1Routes, isApiKeyRequest, isProtocolPath } from "./api/routes";
import type { Auth } from "./auth";
import type { SessionMemo } from "./auth/session-memo";
import { signedInHint } from "./auth/signed-in-hint";
import type { UserStates } from "./auth/user-state";
import { type BackupSource, localBackupRoutes } from "./backup/routes";
import { billingRoutes } from "./billing/routes";
import { stripeWebhookRoutes } from "./billing/stripe-routes";
import { deepCheckRoutes } from "./checking/routes";
import type { Config } from "./config";
import type { Changes } from "./db/changes";
import type { Db } from "./db/client";
import { isDatabaseUnavailable } from "./db/unavailable";
import { documentRoutes } from "./documents/routes";
import type { Mailer } from "./email/mailer";
import { compression, jsonWithLength } from "./http/compression";
import { contentSecurityPolicy } from "./http/csp";
import { apiError } from "./http/errors";
import { requestIdOf, requestIds } from "./http/request-id";
import { clientAddresses, clientIp, originCheck } from "./http/security";
import { requireUser, type Session } from "./http/session";
import { directSse } from "./http/sse";
import { textGuard } from "./http/text-guard";
import type { Switches } from "./kill-switches/switches";
import { languageToolRoutes } from "./languagetool/routes";
import type { Logger } from "./log";
import { mcpRoutes } from "./mcp/routes";
import { meRoutes } from "./me/routes";
import { countRequests } from "./metrics/http";
import type { Metrics } from "./metrics/metrics";
import { metricsRoute } from "./metrics/route";
import { trustedProxyList } from "./net/client-address";
import { nlpRoutes } from "./nlp/routes";
import { unapprovedClientErrorsStayHere } from "./oauth/authorize-errors";
import { registrationLimits } from "./oauth/registration";
import {
  isOAuthClientRequest,
  loopbackClientsAreNative,
  oauthEnabled,
  oauthMetadataRoutes,
  withoutCookies,
} from "./oauth/routes";
import { oauthVerifier } from "./oauth/verify";
import { openAiRoutes } from "./openai/routes";
import { organizationRoutes } from "./organizations/routes";
import { contactRoutes } from "./public/contact";
import { newsletterRoutes } from "./public/newsletter";
import { seoRoutes, wwwRedirect } from "./public/seo";
import type { RunHost } from "./runs/host";
import { type DescribeVoice, organizationGuideRoutes } from "./style-guides/routes";
import { toolRoutes } from "./tools/routes";
import { transcribeRoutes } from "./transcribe/routes";
import { describeVoice as describeVoiceRun } from "./voice/describe-voice";
import { webRoutes } from "./web/static";

export type AppDeps = {
  config: Config;
  db: Db;
  auth: Auth;
  log: Logger;
  provider: AiProvider;
  mailer: Mailer;
  /** This instance's run host (src/server/runs): its lease on the runs it streams. */
  host: RunHost;
  /** The kill switches, read from memory (kill-switches/switches.ts). */
  switches: Switches;
  /** Users' status and session epoch, read from memory (auth/user-state.ts). */
  users: UserStates;
  /** Sessions this instance checked recently (auth/session-memo.ts). */
  sessions: SessionMemo<Session>;
  /** What this instance tells the others, and hears from them (db/changes.ts). */
  changes: Changes;
  /** This instance's Prometheus metrics (metrics/metrics.ts); absent when METRICS_TOKEN is unset. */
  metrics?: Metrics;
  /** Backups of the embedded database (backup/routes.ts). */
  backup: BackupSource;
};

const SERVICE_UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";
const HEALTH_TIMEOUT_MS = 2000;

/** Whether the database answers a trivial query within HEALTH_TIMEOUT_MS. */
async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`SELECT 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Builds the whole HTTP app (no listen), so tests drive exactly what production serves. */
export function createApp(deps: AppDeps) {
  const { config, db, auth, log, provider, mailer, host, switches, users, sessions, changes, metrics, backup } = deps;
  const session = { auth, db, users, sessions };
  // What every run surface needs beyond the session.
  const running = { provider, log, host, switches, metrics: metrics?.runs };
  const app = new Hono();

  // Outermost, so that it sees the headers every other middleware set (http/sse.ts).
  app.use("*", directSse());
  app.use("*", requestIds({ logContext: config.logFormat === "json" }));
  // Before anything that counts per address (docs/decisions/0040-client-addresses-and-key-failures.md).
  app.use("*", clientAddresses(trustedProxyList(config.trustedProxies)));
  if (metrics) {
    const counting = countRequests(metrics);
    app.use("*", counting.middleware);
    app.notFound(counting.notFound);
  }
  app.use("*", wwwRedirect(config.publicUrl));
  app.use("*", compression());
  // Sign-in pages the browser is sent to (Google's, the SSO provider's).
  const formActions = ["https://accounts.google.com", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])];
  app.use(
    "*",
    secureHeaders({
      // Set below: a page sets its own, with the hashes of its inline scripts (web/static.ts).
      contentSecurityPolicy: undefined,
      // frame-ancestors 'none' in the policy says it for every browser that matters.
      xFrameOptions: false,
      // Nothing here uses these; the microphone is this origin's own (voice input on tool pages).
      permissionsPolicy: {
        camera: [],
        microphone: ["self"],
        geolocation: [],
        payment: [],
        usb: [],
        serial: [],
        hid: [],
        midi: [],
        accelerometer: [],
        gyroscope: [],
        magnetometer: [],
        displayCapture: [],
        browsingTopics: [],
      },
      strictTransportSecurity: config.publicUrl.startsWith("https://") ? "max-age=31536000; includeSubDomains" : false,
    }),
  );
  const defaultPolicy = contentSecurityPolicy(formActions);
  app.use("*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", defaultPolicy);
  });
  // A readable "signed in" hint that follows the session cookie, for the first paint (auth/signed-in-hint.ts).
  app.use("/api/*", signedInHint(config.publicUrl.startsWith("https://")));
  // Better Auth's limiter reads the client address from a header: only its routes pay for copying
  // the request to set it; our own limits read clientAddress (set for every request above).
  app.use("/api/auth/*", clientIp());
  const sameOrigin = originCheck([new URL(config.publicUrl).origin]);
  // API-key requests to /api/v1 carry no ambient credential (that authenticator never reads cookies).
  // OAuth clients' own endpoints (token, registration, revocation) are reached without cookies.
  app.use("/api/*", (c, next) =>
    isApiKeyRequest(c) ? next() : isOAuthClientRequest(c) ? withoutCookies(c, next) : sameOrigin(c, next),
  );
  const jsonMaxSize = 1024 * 1024;
  const jsonBodyLimit = bodyLimit({
    maxSize: jsonMaxSize,
    onError: (c) => {
      // The rest of the body is left unread, so this connection cannot carry another request:
      // say so, rather than promise keep-alive and then have the server drop the socket.
      c.header("Connection", "close");
      return apiError(c, 413, "PAYLOAD_TOO_LARGE", "Error", "The request is too large.");
    },
  });
  // Recordings have their own, larger limit (transcribe/routes.ts).
  app.use("/api/*", (c, next) => {
    if (c.req.path === "/api/transcribe") return next();
    // What bodyLimit lets through without reading, decided here without asking for the body: under
    // @hono/node-server, asking (bodyLimit's first step) builds a whole web Request and a stream of
    // the body for every API request; left alone, the route reads the body from Node directly.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const declared = c.req.header("content-length");
    if (declared !== undefined && !c.req.header("transfer-encoding") && Number.parseInt(declared, 10) <= jsonMaxSize) {
      return next();
    }
    return jsonBodyLimit(c, next);
  });
  // The protocol endpoints refuse such text in their own error shapes (http/text-guard.ts unstorableText).
  app.use("/api/*", textGuard({ answeredBy: isProtocolPath }));
  app.use("/api/*", jsonWithLength());

  // For load balancers and orchestrators: 200 only while the database answers, so an instance cut
  // off from it is taken out of rotation (and brought back once its pool reconnects).
  app.get("/api/health", async (c) => {
    const database = await databaseAnswers(db);
    return c.json(
      { status: database ? "ok" : "unavailable", database: database ? "ok" : "unreachable" },
      database ? 200 : 503,
    );
  });
  app.get("/api/config", (c) =>
    c.json({
      googleEnabled: Boolean(config.google),
      ssoName: config.oidc?.name ?? null,
      passwordSignIn: config.passwordSignIn,
      supportEmail: config.supportEmail,
      serverTranscription: Boolean(config.ai.transcribeModel),
    }),
  );
  app.use("/api/auth/oauth2/register", registrationLimits(db, config.oauthRegistrationsPerDay));
  app.use("/api/auth/oauth2/register", loopbackClientsAreNative);
  app.use("/api/auth/oauth2/authorize", unapprovedClientErrorsStayHere(db, config.publicUrl));
  app.on(["GET", "POST"], "/api/auth/*", (c) => auth.handler(c.req.raw));
  // Which provider and model serve the app is for its users, not for anyone probing it.
  app.get("/api/ai/status", requireUser(session), (c) => c.json(provider.status()));
  // "Describe my voice" is a run (voice/describe-voice.ts), mounted beside the style guides it fills.
  const describeVoice: DescribeVoice = (c) => describeVoiceRun(c, { ...running, db });
  app.route("/api/me", meRoutes({ ...session, config, describeVoice }));
  app.route("/api/tools", toolRoutes({ ...session, ...running }));
  app.route("/api/nlp", nlpRoutes({ ...session, rateLimit: config.checkRateLimit }));
  app.route("/api/nlp", deepCheckRoutes({ ...session, ...running, rateLimit: config.checkRateLimit }));
  app.route("/api/transcribe", transcribeRoutes({ ...session, config, log }));
  app.route("/api/documents", documentRoutes({ ...session, log }));
  app.route("/api/api-keys", apiKeyRoutes(session));
  app.route(
    "/api/v1",
    apiV1Routes({
      ...session,
      ...running,
      publicUrl: config.publicUrl,
      rateLimit: config.apiRateLimit,
    }),
  );
  app.route("/api/openai/v1", openAiRoutes({ ...session, ...running, rateLimit: config.apiRateLimit }));
  app.route("/api/languagetool/v2", languageToolRoutes({ ...session, log, rateLimit: config.apiRateLimit }));
  app.route(
    "/api/mcp",
    mcpRoutes({
      ...session,
      ...running,
      changes,
      rateLimit: config.apiRateLimit,
      ...(oauthEnabled(auth)
        ? {
            oauth: oauthVerifier(auth, config.publicUrl),
            resourceMetadataUrl: `${config.publicUrl}/.well-known/oauth-protected-resource/api/mcp`,
          }
        : {}),
    }),
  );
  app.route("/.well-known", oauthMetadataRoutes({ auth, publicUrl: config.publicUrl }));
  app.route("/api/admin", adminRoutes({ ...session, switches, stripe: config.stripe, log, backup }));
  app.route("/api/backup", localBackupRoutes(backup));
  if (config.stripe) app.route("/api/billing/stripe", stripeWebhookRoutes({ db, stripe: config.stripe, log }));
  app.route("/api/organization/style-guide", organizationGuideRoutes(session, describeVoice));
  app.route("/api/organization", organizationRoutes({ ...session, config, mailer, log }));
  app.route("/api/billing", billingRoutes({ ...session, config, mailer, log }));
  app.route("/api/contact", contactRoutes({ db, mailer, config, log }));
  app.route("/api/newsletter", newsletterRoutes({ db, mailer, config, log }));
  app.all("/api/*", (c) => apiError(c, 404, "NOT_FOUND", "Not Found", "No such API route."));

  // For Prometheus, with the bearer token it is configured with; without METRICS_TOKEN, no such route.
  if (metrics && config.metricsToken) app.get("/metrics", metricsRoute(metrics, config.metricsToken));

  app.route("/", seoRoutes(config.publicUrl));
  if (config.webRoot) app.route("/", webRoutes(config.webRoot, config.publicUrl, formActions));

  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) {
      log.warn(
        `${c.req.method} ${new URL(c.req.url).pathname}: database unavailable (${(error as Error).message})`,
        undefined,
        requestIdOf(c),
      );
      c.header("Retry-After", "5");
      return apiError(c, 503, "DATABASE_UNAVAILABLE", "Error", SERVICE_UNAVAILABLE);
    }
    log.error(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error, requestIdOf(c));
    return apiError(c, 500, "INTERNAL", "Error", "Something went wrong. Please try again.");
  });
  return app;
}
