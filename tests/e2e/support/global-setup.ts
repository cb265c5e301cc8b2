import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS } from "../../../scripts/server-node-flags.mjs";
import { startFakeOpenAi } from "../../support/fake-openai";
import { startFakeStripe } from "../../support/fake-stripe";
import { startOidcProvider } from "../../support/oidc-provider";
import { startSmtpSink } from "../../support/smtp-sink";
import { ADMIN_EMAIL } from "./accounts";

/**
 * Starts what a person's browser talks to: the built app (`build/client` + the real server, on a
 * fresh embedded database), an SMTP sink that records every email as a JSON line in a file the
 * tests read, and the fake OpenAI-compatible model server (the only stand-in: the LLM is outside
 * the project). Variables set here reach the test workers.
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 3123);
  const workDir = mkdtempSync(path.join(tmpdir(), "qs-e2e-"));
  const mailFile = path.join(workDir, "mail.jsonl");
  writeFileSync(mailFile, "");
  // While this file exists the mail server refuses every message (tests of delivery failures).
  const rejectFlag = path.join(workDir, "smtp-reject");
  const sink = await startSmtpSink({
    reject: () => existsSync(rejectFlag),
    onMail: (mail) => appendFileSync(mailFile, `${JSON.stringify(mail)}\n`),
  });
  process.env.E2E_MAIL_FILE = mailFile;
  process.env.E2E_SMTP_REJECT_FLAG = rejectFlag;
  const model = await startFakeOpenAi();
  process.env.E2E_MODEL_CONTROL = model.controlUrl;

  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: path.join(workDir, "data"),
    SMTP_URL: sink.url,
    ADMIN_EMAILS: ADMIN_EMAIL,
    LOG_LEVEL: "warn",
    WEB_ROOT: `${process.env.BUILD_DIR ?? "build"}/client`,
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: model.url,
    AI_MODEL: "fake-model",
    DATABASE_URL: undefined, // browser tests run on the embedded database
    // The tests' own requests that make accounts name a client address of their own behind the
    // loopback "proxy" (support/accounts.ts); the browser's requests carry none and count as 127.0.0.1.
    TRUSTED_PROXIES: "127.0.0.1,::1",
  };
  const start = (vars: Record<string, string | undefined>): ChildProcess =>
    spawn(process.execPath, [...SERVER_NODE_FLAGS, `${env.WEB_ROOT}/../server/main.js`], {
      env: vars as NodeJS.ProcessEnv,
      stdio: ["ignore", "inherit", "inherit"],
    });
  const server = start(env);

  // A second instance of the same build that takes payments through Stripe (the fake Stripe API,
  // which serves its checkout and portal pages and sends signed webhooks to this instance).
  const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 1);
  const webhookSecret = "whsec_e2e_secret";
  const stripe = await startFakeStripe({
    webhookSecret,
    webhook: `http://127.0.0.1:${stripePort}/api/billing/stripe/webhook`,
  });
  process.env.E2E_STRIPE_APP = `http://localhost:${stripePort}`;
  process.env.E2E_FAKE_STRIPE = stripe.url;
  // A real OpenID Connect provider (oidc-provider, with its own login and consent pages; login "x"
  // is x@sso.e2e.test, an admin if "admin" is in it). A third instance signs people in only through
  // it, with password sign-in turned off; the Stripe instance offers it beside passwords.
  const ssoPort = Number(process.env.E2E_SSO_PORT ?? port + 2);
  const oidc = await startOidcProvider({
    clientId: "quillstack-e2e",
    clientSecret: "quillstack-e2e-secret",
    redirectUris: [
      `http://localhost:${ssoPort}/api/auth/callback/oidc`,
      `http://localhost:${stripePort}/api/auth/callback/oidc`,
    ],
    accountFor: (login) => ({
      email: `${login}@sso.e2e.test`,
      email_verified: true,
      name: `SSO ${login}`,
      groups: login.includes("admin") ? ["staff", "quill-admins"] : ["staff"],
    }),
  });
  process.env.E2E_OIDC_ISSUER = oidc.issuer;
  process.env.E2E_SSO_APP = `http://localhost:${ssoPort}`;
  const sso = {
    OIDC_ISSUER: oidc.issuer,
    OIDC_CLIENT_ID: "quillstack-e2e",
    OIDC_CLIENT_SECRET: "quillstack-e2e-secret",
    OIDC_NAME: "Acme ID",
    OIDC_SCOPES: "openid email profile groups",
    OIDC_ADMIN_GROUPS: "quill-admins",
  };
  const stripeServer = start({
    ...env,
    PORT: String(stripePort),
    PUBLIC_URL: `http://localhost:${stripePort}`,
    DATA_DIR: path.join(workDir, "data-stripe"),
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_PRO: stripe.priceId,
    STRIPE_API_URL: stripe.url,
    ...sso,
    // One run at a time and a line of one: where the browser's wait for a free slot is seen (burst.spec.ts).
    RUN_CONCURRENCY: "1",
    RUN_QUEUE_LIMIT: "1",
  });
  const ssoServer = start({
    ...env,
    PORT: String(ssoPort),
    PUBLIC_URL: `http://localhost:${ssoPort}`,
    DATA_DIR: path.join(workDir, "data-sso"),
    ...sso,
    PASSWORD_SIGN_IN: "off",
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, server);
  await waitForHealth(`http://127.0.0.1:${stripePort}/api/health`, stripeServer);
  await waitForHealth(`http://127.0.0.1:${ssoPort}/api/health`, ssoServer);

  return async () => {
    server.kill("SIGTERM");
    stripeServer.kill("SIGTERM");
    ssoServer.kill("SIGTERM");
    await stripe.close();
    await oidc.close();
    await sink.close();
    await model.close();
  };
}

async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}
