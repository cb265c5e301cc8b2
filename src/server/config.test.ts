import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const OIDC = {
  OIDC_ISSUER: "https://id.example.org/realms/staff/",
  OIDC_CLIENT_ID: "quillstack",
  OIDC_CLIENT_SECRET: "s3cret",
};

describe("loadConfig", () => {
  it("runs with no configuration at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: "http://localhost:3000",
      dataDir: "./data",
      databaseUrl: undefined,
      adminEmails: [],
      google: undefined,
      supportEmail: "support@quillstack.local",
    });
  });

  it("derives PUBLIC_URL from PORT and trims a trailing slash", () => {
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://write.example.org/" }).publicUrl).toBe("https://write.example.org");
  });

  it("treats empty variables as unset and splits ADMIN_EMAILS", () => {
    const config = loadConfig({ DATABASE_URL: "", ADMIN_EMAILS: " A@x.org, b@y.org ,," });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmails).toEqual(["a@x.org", "b@y.org"]);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ AI_PROVIDER: "gpt" }, "AI_PROVIDER"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ GOOGLE_CLIENT_ID: "id-only" }, "GOOGLE_CLIENT_SECRET"],
    [{ AI_PROVIDER: "openai-compatible" }, "AI_BASE_URL"],
    [{ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_PRICE_PRO: "price_1" }, "STRIPE_WEBHOOK_SECRET"],
    [{ STRIPE_API_URL: "not a url" }, "STRIPE_API_URL"],
    [{ OIDC_ISSUER: "https://id.example.org", OIDC_CLIENT_ID: "quillstack" }, "OIDC_CLIENT_SECRET"],
    [{ OIDC_CLIENT_ID: "quillstack", OIDC_CLIENT_SECRET: "s3cret" }, "OIDC_ISSUER"],
    [{ ...OIDC, OIDC_ISSUER: "id.example.org" }, "OIDC_ISSUER"],
    [{ ...OIDC, OIDC_ROLE_CLAIM: "realm_access..roles" }, "OIDC_ROLE_CLAIM"],
    [{ ...OIDC, OIDC_SCOPES: 'openid "groups"' }, "OIDC_SCOPES"],
    [{ ...OIDC, OIDC_NAME: "   " }, "OIDC_NAME"],
    [{ PASSWORD_SIGN_IN: "no" }, "PASSWORD_SIGN_IN"],
    [{ PASSWORD_SIGN_IN: "off" }, "PASSWORD_SIGN_IN"],
    [{ LOG_FORMAT: "yaml" }, "LOG_FORMAT"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN"],
    [{ METRICS_TOKEN: "a token with spaces in it" }, "METRICS_TOKEN"],
    [{ TRUSTED_PROXIES: "proxy.internal" }, "TRUSTED_PROXIES"],
    [{ TRUSTED_PROXIES: "10.0.0.0/33" }, "TRUSTED_PROXIES"],
    [{ TRUSTED_PROXIES: "fd00::/129" }, "TRUSTED_PROXIES"],
    [{ TRUSTED_PROXIES: "10.0.0.1, 10.0.0.256" }, "TRUSTED_PROXIES"],
    [{ TRUSTED_PROXIES: "10.0.0.0/8/8" }, "TRUSTED_PROXIES"],
    [{ TRUSTED_PROXIES: "10.0.0.0/-1" }, "TRUSTED_PROXIES"],
    [{ TRUSTED_PROXIES: "10.0.0.0/" }, "TRUSTED_PROXIES"],
  ])("stops with a message naming the bad variable: %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });

  it("trusts no proxy unless told, and takes addresses and CIDR ranges of both families", () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: "" }).trustedProxies).toEqual([]);
    const config = loadConfig({ TRUSTED_PROXIES: " 127.0.0.1, 10.0.0.0/8 ,fd00::/8,::1,, ::ffff:192.0.2.1 " });
    expect(config.trustedProxies).toEqual(["127.0.0.1", "10.0.0.0/8", "fd00::/8", "::1", "::ffff:192.0.2.1"]);
  });

  it("names every bad TRUSTED_PROXIES entry", () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.1, nginx, 10.0.0.0/40" })).toThrow(
      'TRUSTED_PROXIES: "nginx", "10.0.0.0/40" are not IP addresses or CIDR ranges',
    );
  });

  it("logs text and serves no metrics unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({ logFormat: "text", metricsToken: undefined });
    expect(loadConfig({ METRICS_TOKEN: "" }).metricsToken).toBeUndefined();
    const config = loadConfig({ LOG_FORMAT: "json", METRICS_TOKEN: "scrape-me-0123456789" });
    expect(config).toMatchObject({ logFormat: "json", metricsToken: "scrape-me-0123456789" });
  });

  it("enables Google only with both credentials", () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }).google).toEqual({
      clientId: "id",
      clientSecret: "secret",
    });
  });

  it("enables Stripe only with its key, webhook secret and Pro price", () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    const env = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_y", STRIPE_PRICE_PRO: "price_pro" };
    expect(loadConfig(env).stripe).toEqual({ secretKey: "sk_test_x", webhookSecret: "whsec_y", pricePro: "price_pro" });
  });

  it("enables single sign-on only with its issuer, client id and secret", () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig(OIDC).oidc).toEqual({
      issuer: "https://id.example.org/realms/staff",
      clientId: "quillstack",
      clientSecret: "s3cret",
      name: "Single Sign-On",
      scopes: ["openid", "email", "profile"],
      roleClaim: "groups",
      adminGroups: [],
      orgClaim: undefined,
      managerGroups: [],
    });
    const custom = loadConfig({
      ...OIDC,
      OIDC_NAME: " Acme Staff ",
      OIDC_SCOPES: " email profile  groups ",
      OIDC_ROLE_CLAIM: "realm_access.roles",
      OIDC_ADMIN_GROUPS: " quill-admins, ,IT ",
      OIDC_ORG_CLAIM: "org.name",
      OIDC_MANAGER_GROUPS: "heads,deans",
    }).oidc;
    expect(custom).toMatchObject({
      name: "Acme Staff",
      scopes: ["openid", "email", "profile", "groups"],
      roleClaim: "realm_access.roles",
      adminGroups: ["quill-admins", "IT"],
      orgClaim: "org.name",
      managerGroups: ["heads", "deans"],
    });
    expect(() => loadConfig({ ...OIDC, OIDC_ORG_CLAIM: "org..name" })).toThrow(/OIDC_ORG_CLAIM/);
  });

  it("turns password sign-in off only when another way to sign in exists", () => {
    expect(loadConfig({}).passwordSignIn).toBe(true);
    expect(loadConfig({ ...OIDC, PASSWORD_SIGN_IN: "off" }).passwordSignIn).toBe(false);
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", PASSWORD_SIGN_IN: "off" }).passwordSignIn,
    ).toBe(false);
    expect(() => loadConfig({ PASSWORD_SIGN_IN: "off" })).toThrow(/PASSWORD_SIGN_IN: off needs single sign-on/);
  });
});
