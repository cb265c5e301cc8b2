import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

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
  ])("stops with a message naming the bad variable: %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
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
});
