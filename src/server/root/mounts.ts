import { type Handler, Hono } from "hono";
import { adminRoutes } from "../admin/routes";
import { apiKeyRoutes } from "../api/key-routes";
import { apiV1Routes } from "../api/routes";
import { localBackupRoutes } from "../backup/routes";
import { billingRoutes } from "../billing/routes";
import { stripeWebhookRoutes } from "../billing/stripe-routes";
import { deepCheckRoutes } from "../checking/routes";
import { documentRoutes } from "../documents/routes";
import { apiError } from "../http/errors";
import { languageToolRoutes } from "../languagetool/routes";
import { mcpRoutes } from "../mcp/routes";
import { meRoutes } from "../me/routes";
import { metricsRoute } from "../metrics/route";
import { nlpRoutes } from "../nlp/routes";
import { unapprovedClientErrorsStayHere } from "../oauth/authorize-errors";
import { registrationLimits } from "../oauth/registration";
import { loopbackClientsAreNative, oauthEnabled, oauthMetadataRoutes } from "../oauth/routes";
import { oauthVerifier } from "../oauth/verify";
import { openAiRoutes } from "../openai/routes";
import { organizationRoutes } from "../organizations/routes";
import { contactRoutes } from "../public/contact";
import { newsletterRoutes } from "../public/newsletter";
import { seoRoutes } from "../public/seo";
import { type DescribeVoice, organizationGuideRoutes } from "../style-guides/routes";
import { toolRoutes } from "../tools/routes";
import { transcribeRoutes } from "../transcribe/routes";
import { describeVoice as describeVoiceRun } from "../voice/describe-voice";
import { webRoutes } from "../web/static";
import type { AppDeps } from "./deps";
import { formActionsOf } from "./headers";
import { statusRoutes } from "./status";

/**
 * Routes mounted at a path. `ownBodyLimit`: they read their bodies under a limit of their own, so
 * the JSON body limit (src/server/root/middleware.ts) leaves them alone.
 */
// biome-ignore lint/suspicious/noExplicitAny: each mount has its own Env; Hono's own `route` takes any.
export type Mount = { path: string; routes: Hono<any, any, any>; ownBodyLimit?: true };

/** One handler as routes of its own, for a mount that answers GET at its path alone. */
const getOnly = (handler: Handler) => new Hono().get("/", handler);

/** Better Auth's routes, behind the OAuth provider's checks that Better Auth does not make. */
function authRoutes({ auth, db, config }: AppDeps) {
  const app = new Hono();
  app.use("/oauth2/register", registrationLimits(db, config.oauthRegistrationsPerDay));
  app.use("/oauth2/register", loopbackClientsAreNative);
  app.use("/oauth2/authorize", unapprovedClientErrorsStayHere(db, config.publicUrl));
  app.on(["GET", "POST"], "/*", (c) => auth.handler(c.req.raw));
  return app;
}

/**
 * Every route of the app, in the order Hono tries them: a path mounted twice is tried in this order
 * (`/api/nlp`), a longer path before the shorter one that would also hold it (`/api/billing/stripe`
 * before `/api/billing`), and the catch-alls last (`/api/*` answers 404 in the API's shape; `/` is
 * the site).
 */
export function mountTable(deps: AppDeps): Mount[] {
  const { config, db, auth, log, provider, mailer, host, switches, users, sessions, changes, metrics, backup } = deps;
  const session = { auth, db, users, sessions };
  // What every run surface needs beyond the session.
  const running = { provider, log, host, switches, metrics: metrics?.runs };
  // "Describe my voice" is a run (voice/describe-voice.ts), mounted beside the style guides it fills.
  const describeVoice: DescribeVoice = (c) => describeVoiceRun(c, { ...running, db });
  const api = { publicUrl: config.publicUrl, rateLimit: config.apiRateLimit };
  const mcpOAuth = oauthEnabled(auth)
    ? {
        oauth: oauthVerifier(auth, config.publicUrl),
        resourceMetadataUrl: `${config.publicUrl}/.well-known/oauth-protected-resource/api/mcp`,
      }
    : {};
  return [
    { path: "/api", routes: statusRoutes(deps) },
    { path: "/api/auth", routes: authRoutes(deps) },
    { path: "/api/me", routes: meRoutes({ ...session, config, describeVoice }) },
    { path: "/api/tools", routes: toolRoutes({ ...session, ...running }) },
    { path: "/api/nlp", routes: nlpRoutes({ ...session, rateLimit: config.checkRateLimit }) },
    { path: "/api/nlp", routes: deepCheckRoutes({ ...session, ...running, rateLimit: config.checkRateLimit }) },
    // Recordings are larger than any JSON body: the route sets its own limit.
    { path: "/api/transcribe", routes: transcribeRoutes({ ...session, config, log }), ownBodyLimit: true },
    { path: "/api/documents", routes: documentRoutes({ ...session, log }) },
    { path: "/api/api-keys", routes: apiKeyRoutes(session) },
    { path: "/api/v1", routes: apiV1Routes({ ...session, ...running, ...api }) },
    { path: "/api/openai/v1", routes: openAiRoutes({ ...session, ...running, rateLimit: api.rateLimit }) },
    { path: "/api/languagetool/v2", routes: languageToolRoutes({ ...session, log, rateLimit: api.rateLimit }) },
    { path: "/api/mcp", routes: mcpRoutes({ ...session, ...running, changes, rateLimit: api.rateLimit, ...mcpOAuth }) },
    { path: "/.well-known", routes: oauthMetadataRoutes({ auth, publicUrl: config.publicUrl }) },
    { path: "/api/admin", routes: adminRoutes({ ...session, switches, stripe: config.stripe, log, backup }) },
    { path: "/api/backup", routes: localBackupRoutes(backup) },
    ...(config.stripe
      ? [{ path: "/api/billing/stripe", routes: stripeWebhookRoutes({ db, stripe: config.stripe, log }) }]
      : []),
    { path: "/api/organization/style-guide", routes: organizationGuideRoutes(session, describeVoice) },
    { path: "/api/organization", routes: organizationRoutes({ ...session, config, mailer, log }) },
    { path: "/api/billing", routes: billingRoutes({ ...session, config, mailer, log }) },
    { path: "/api/contact", routes: contactRoutes({ db, mailer, config, log }) },
    { path: "/api/newsletter", routes: newsletterRoutes({ db, mailer, config, log }) },
    {
      path: "/api",
      routes: new Hono().all("/*", (c) => apiError(c, 404, "NOT_FOUND", "Not Found", "No such API route.")),
    },
    // For Prometheus, with the bearer token it is configured with; without METRICS_TOKEN, no such route.
    ...(metrics && config.metricsToken
      ? [{ path: "/metrics", routes: getOnly(metricsRoute(metrics, config.metricsToken)) }]
      : []),
    { path: "/", routes: seoRoutes(config.publicUrl) },
    ...(config.webRoot
      ? [{ path: "/", routes: webRoutes(config.webRoot, config.publicUrl, formActionsOf(config)) }]
      : []),
  ];
}
