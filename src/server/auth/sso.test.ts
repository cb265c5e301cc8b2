import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OidcAccount, type OidcTestProvider, startOidcProvider } from "../../../tests/support/oidc-provider";
import { accounts, emailOutbox, organizationMembers, organizations, profiles, users } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import {
  STRONG_PASSWORD,
  signUpVerified,
  startTestApp,
  TEST_ORIGIN,
  type TestApp,
  type TestClient,
} from "../test-support/harness";
import { claimValues } from "./sso";

const CLIENT = { clientId: "quillstack-test", clientSecret: "quillstack-test-secret" };

/**
 * The provider's side of the round trip as a browser does it: follows redirects with the provider's
 * cookies, fills in its login page with `login` (any password) and approves its consent page, until
 * the provider sends the browser back to the app. Returns that address.
 */
async function throughProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let step = 0; step < 20; step++) {
    const res = await fetch(url, {
      method: form ? "POST" : "GET",
      body: form,
      headers: jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {},
      redirect: "manual",
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    form = undefined;
    const location = res.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin === TEST_ORIGIN) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 500)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected provider page: ${html.slice(0, 500)}`);
    url = new URL(action.replaceAll("&amp;", "&"), url).href;
    form = new URLSearchParams(prompt === "login" ? { prompt, login, password: "any" } : { prompt });
  }
  throw new Error("the provider never sent the browser back");
}

/** Starts SSO sign-in from the app, goes through the provider, and lands on the app's callback. */
async function ssoSignIn(client: TestClient, login: string) {
  const start = await client.json("/api/auth/sign-in/social", {
    json: { provider: "oidc", callbackURL: "/dashboard", errorCallbackURL: "/auth", disableRedirect: true },
  });
  expect(start.status).toBe(200);
  const back = await throughProvider(start.body.url, login);
  expect(back.pathname).toBe("/api/auth/callback/oidc");
  const callback = await client.request(back.pathname + back.search);
  expect(callback.status).toBe(302);
  return new URL(callback.headers.get("location") ?? "", TEST_ORIGIN);
}

describe.each(BACKENDS)("single sign-on on %s", (kind) => {
  let oidc: OidcTestProvider;
  let app: TestApp;
  let passwordless: TestApp;
  const person = (login: string, account: Partial<OidcAccount> = {}) =>
    oidc.accounts.set(login, {
      email: `${login}@corp.example`,
      email_verified: true,
      name: `${login[0].toUpperCase()}${login.slice(1)} Example`,
      groups: ["staff"],
      ...account,
    });

  beforeAll(async () => {
    oidc = await startOidcProvider({ ...CLIENT, redirectUris: [`${TEST_ORIGIN}/api/auth/callback/oidc`] });
    const env = {
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_NAME: "Acme ID",
      OIDC_SCOPES: "openid email profile groups",
      OIDC_ADMIN_GROUPS: "quill-admins, it",
      OIDC_ORG_CLAIM: "organization",
      OIDC_MANAGER_GROUPS: "quill-managers",
      ADMIN_EMAILS: "chief@corp.example",
    };
    app = await startTestApp(kind, env);
    passwordless = await startTestApp(kind, { ...env, PASSWORD_SIGN_IN: "off" });
  });
  afterAll(async () => {
    await app?.drop();
    await passwordless?.drop();
    await oidc?.close();
  });

  it("creates the account at the first sign-in and signs the person in", async () => {
    person("grace");
    const client = app.client();
    const landed = await ssoSignIn(client, "grace");
    expect(landed.pathname).toBe("/dashboard");
    const me = await client.json("/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: "grace@corp.example",
      fullName: "Grace Example",
      role: "user",
      status: "active",
      emailVerified: true,
    });
    expect(me.body.lastLogin).not.toBeNull();
    const [account] = await app.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, me.body.id), eq(accounts.providerId, "oidc")));
    expect(account.accountId).toBe("grace");
    // The same person again: the same account, no second user.
    await ssoSignIn(app.client(), "grace");
    expect(await app.database.db.select().from(users).where(eq(users.email, "grace@corp.example"))).toHaveLength(1);
  });

  it("gives the admin role to members of OIDC_ADMIN_GROUPS and takes it back when they leave", async () => {
    person("alan", { groups: ["staff", "quill-admins"] });
    const first = app.client();
    await ssoSignIn(first, "alan");
    expect((await first.json("/api/me")).body.role).toBe("admin");
    expect((await first.json("/api/admin/stats")).status).not.toBe(403);

    person("alan", { groups: ["staff"] });
    const second = app.client();
    await ssoSignIn(second, "alan");
    expect((await second.json("/api/me")).body.role).toBe("user");
    expect((await second.json("/api/admin/stats")).status).toBe(403);

    person("alan", { groups: ["it"] });
    await ssoSignIn(app.client(), "alan");
    const [row] = await app.database.db
      .select({ role: profiles.role })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, "alan@corp.example"));
    expect(row.role).toBe("admin");
  });

  it("puts the person in the organization the claim names, as manager or member by group, at every sign-in", async () => {
    const db = app.database.db;
    const [school] = await db.insert(organizations).values({ name: "Northfield School", poolWords: 5000 }).returning();
    const [agency] = await db.insert(organizations).values({ name: "Harbor Agency", poolWords: 5000 }).returning();
    const membership = async (email: string) => {
      const [row] = await db
        .select({
          org: organizationMembers.organizationId,
          role: organizationMembers.role,
          cap: organizationMembers.capWords,
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(users.email, email));
      return row ?? null;
    };

    // By name, case aside; a manager group makes a manager.
    person("ada", { organization: "northfield school", groups: ["staff", "quill-managers"] });
    await ssoSignIn(app.client(), "ada");
    expect(await membership("ada@corp.example")).toEqual({ org: school.id, role: "manager", cap: null });
    // Out of the group: member again; a cap set in the app stays while the organization does.
    await db
      .update(organizationMembers)
      .set({ capWords: 300 })
      .where(eq(organizationMembers.organizationId, school.id));
    person("ada", { organization: "Northfield School", groups: ["staff"] });
    await ssoSignIn(app.client(), "ada");
    expect(await membership("ada@corp.example")).toEqual({ org: school.id, role: "member", cap: 300 });
    // By id, to another organization: moved, with no cap of the old one's.
    person("ada", { organization: agency.id, groups: ["staff"] });
    await ssoSignIn(app.client(), "ada");
    expect(await membership("ada@corp.example")).toEqual({ org: agency.id, role: "member", cap: null });
    // An owner stays owner; a claim naming no organization changes nothing.
    await db
      .update(organizationMembers)
      .set({ role: "owner" })
      .where(eq(organizationMembers.organizationId, agency.id));
    person("ada", { organization: "Harbor Agency", groups: [] });
    await ssoSignIn(app.client(), "ada");
    expect((await membership("ada@corp.example"))?.role).toBe("owner");
    person("ada", { organization: "Nowhere Inc", groups: [] });
    const client = app.client();
    await ssoSignIn(client, "ada");
    expect((await client.json("/api/me")).status).toBe(200);
    expect((await membership("ada@corp.example"))?.org).toBe(agency.id);
    // No claim: no membership made.
    person("kim");
    await ssoSignIn(app.client(), "kim");
    expect(await membership("kim@corp.example")).toBeNull();
  });

  it("never demotes a super_admin, from ADMIN_EMAILS or granted in the portal", async () => {
    person("chief", { groups: [] });
    const chief = app.client();
    await ssoSignIn(chief, "chief");
    expect((await chief.json("/api/me")).body.role).toBe("super_admin");

    person("owner", { groups: ["staff"] });
    const owner = app.client();
    await ssoSignIn(owner, "owner");
    const id = (await owner.json("/api/me")).body.id;
    await app.database.db.update(profiles).set({ role: "super_admin" }).where(eq(profiles.userId, id));
    await ssoSignIn(app.client(), "owner");
    expect((await owner.json("/api/me")).body.role).toBe("super_admin");
  });

  it("refuses a suspended account, like every sign-in", async () => {
    person("susan");
    const client = app.client();
    await ssoSignIn(client, "susan");
    const id = (await client.json("/api/me")).body.id;
    await app.database.db.update(profiles).set({ status: "suspended" }).where(eq(profiles.userId, id));

    const again = app.client();
    const landed = await ssoSignIn(again, "susan");
    expect(landed.pathname).toBe("/auth");
    expect(landed.searchParams.get("error")).toBe("ACCOUNT_SUSPENDED");
    expect((await again.json("/api/me")).status).toBe(401);
  });

  it("an email the provider does not vouch for cannot take over an existing password account", async () => {
    const victim = await signUpVerified(app, "victim@corp.example", "Real Victim");
    const victimId = (await victim.json("/api/me")).body.id;
    person("mallory", { email: "victim@corp.example", email_verified: false, name: "Mallory" });
    const attacker = app.client();
    const landed = await ssoSignIn(attacker, "mallory");
    expect(landed.pathname).toBe("/auth");
    expect(landed.searchParams.get("error")).toBe("account_not_linked");
    expect((await attacker.json("/api/me")).status).toBe(401);
    const linked = await app.database.db.select().from(accounts).where(eq(accounts.userId, victimId));
    expect(linked.map((a) => a.providerId)).toEqual(["credential"]);
    expect((await victim.json("/api/me")).body.fullName).toBe("Real Victim");
  });

  it("an email the provider verified joins the existing account with that address", async () => {
    const existing = await signUpVerified(app, "joan@corp.example", "Joan Password");
    const id = (await existing.json("/api/me")).body.id;
    person("joan", { email: "joan@corp.example" });
    const client = app.client();
    expect((await ssoSignIn(client, "joan")).pathname).toBe("/dashboard");
    expect((await client.json("/api/me")).body.id).toBe(id);
  });

  it("a new account whose email is not verified gets a confirmation email, not a session", async () => {
    person("newbie", { email_verified: false });
    const client = app.client();
    const landed = await ssoSignIn(client, "newbie");
    expect(landed.searchParams.get("error")).toBe("email_not_verified");
    expect((await client.json("/api/me")).status).toBe(401);
    const mail = await app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "newbie@corp.example"));
    expect(mail).toHaveLength(1);
  });

  it("tells the web app the button's name and whether passwords are on", async () => {
    expect((await app.client().json("/api/config")).body).toMatchObject({ ssoName: "Acme ID", passwordSignIn: true });
    expect((await passwordless.client().json("/api/config")).body).toMatchObject({
      ssoName: "Acme ID",
      passwordSignIn: false,
    });
    const csp = (await app.client().request("/api/config")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`form-action 'self' https://accounts.google.com ${oidc.issuer}`);
  });

  it("with PASSWORD_SIGN_IN=off the server refuses password sign-in, sign-up and reset; SSO still works", async () => {
    const client = passwordless.client();
    for (const [route, body] of [
      ["sign-up/email", { name: "Pat", email: "pat@corp.example", password: STRONG_PASSWORD }],
      ["sign-in/email", { email: "pat@corp.example", password: STRONG_PASSWORD }],
      ["request-password-reset", { email: "pat@corp.example", redirectTo: "/auth" }],
      ["reset-password", { token: "x", newPassword: STRONG_PASSWORD }],
    ] as const) {
      const res = await client.json(`/api/auth/${route}`, { json: body });
      expect(res.status, route).toBe(403);
      expect(res.body.code, route).toBe("PASSWORD_SIGN_IN_DISABLED");
      expect(res.body.message).toBe('Password sign-in is turned off on this site. Use "Sign in with Acme ID" instead.');
    }
    const resetLink = await client.json("/api/auth/reset-password/some-token?callbackURL=%2Fauth");
    expect(resetLink.status).toBe(403);
    expect(resetLink.body.code).toBe("PASSWORD_SIGN_IN_DISABLED");
    expect(await passwordless.database.db.select().from(users).where(eq(users.email, "pat@corp.example"))).toEqual([]);

    person("pat");
    expect((await ssoSignIn(client, "pat")).pathname).toBe("/dashboard");
    expect((await client.json("/api/me")).body.email).toBe("pat@corp.example");
  });
});

describe("single sign-on while the provider is down", () => {
  it("starts, serves everything else, refuses SSO plainly, and signs in once the provider is back", async () => {
    // A port nothing listens on yet: the provider starts there later.
    const probe = await startOidcProvider({ ...CLIENT, redirectUris: [] });
    const port = Number(new URL(probe.issuer).port);
    await probe.close();
    const app = await startTestApp("pglite", {
      OIDC_ISSUER: probe.issuer,
      OIDC_CLIENT_ID: CLIENT.clientId,
      OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    });
    let oidc: OidcTestProvider | undefined;
    try {
      const client = app.client();
      expect((await client.json("/api/config")).body.ssoName).toBe("Single Sign-On");
      expect((await client.json("/api/auth/get-session")).status).toBe(200);
      const refused = await client.json("/api/auth/sign-in/social", {
        json: { provider: "oidc", callbackURL: "/", disableRedirect: true },
      });
      // The web app words this code as "{name} could not be reached".
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe("PROVIDER_NOT_FOUND");

      oidc = await startOidcProvider({ ...CLIENT, port, redirectUris: [`${TEST_ORIGIN}/api/auth/callback/oidc`] });
      oidc.accounts.set("late", { email: "late@corp.example", email_verified: true, name: "Late Comer", groups: [] });
      expect((await ssoSignIn(client, "late")).pathname).toBe("/dashboard");
      expect((await client.json("/api/me")).body.email).toBe("late@corp.example");
    } finally {
      await app.drop();
      await oidc?.close();
    }
  });
});

describe("claimValues", () => {
  it("reads a claim, a dotted path into nested claims, or a claim whose name has dots", () => {
    const profile = {
      groups: ["staff", " admins ", 42, null, ""],
      realm_access: { roles: ["quill-admin"] },
      "https://example.org/roles": "editor",
      role: "",
    };
    expect(claimValues(profile, "groups")).toEqual(["staff", "admins", "42"]);
    expect(claimValues(profile, "realm_access.roles")).toEqual(["quill-admin"]);
    expect(claimValues(profile, "https://example.org/roles")).toEqual(["editor"]);
    expect(claimValues(profile, "missing.path")).toEqual([]);
    expect(claimValues(profile, "role")).toEqual([]);
  });
});
