import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS } from "../test-support/backends";
import { STRONG_PASSWORD, signUpVerified, startTestApp, type TestApp } from "../test-support/harness";

// PostgreSQL refuses U+0000 in text; before the guard these answered 500 (or 422 with a logged
// database error for sign-up).
describe.each(BACKENDS)("a NUL character in a request body (%s)", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(() => app.drop());

  it("is refused with a 400 naming the field, on profile, contact and sign-up", async () => {
    const client = await signUpVerified(app, "nul@example.com");
    const profile = await client.json("/api/me", { method: "PATCH", json: { fullName: "Bob\u0000Evil" } });
    expect(profile.status).toBe(400);
    expect(profile.body.error.code).toBe("VALIDATION_ERROR");
    expect(profile.body.error.message).toBe("Full name cannot contain NUL characters.");
    expect((await client.json("/api/me")).body.fullName).not.toContain("\u0000");

    const contact = {
      name: "Ann",
      email: "ann@example.com",
      subject: "Hello there",
      message: "A long enough message.",
    };
    for (const field of ["name", "subject", "message"] as const) {
      const res = await app.client().json("/api/contact", { json: { ...contact, [field]: `${contact[field]}\u0000` } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(`${field[0].toUpperCase()}${field.slice(1)} cannot contain NUL characters.`);
    }

    const signUp = await app.client().json("/api/auth/sign-up/email", {
      json: { name: "Eve\u0000", email: "eve@example.com", password: STRONG_PASSWORD },
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.error.message).toBe("Name cannot contain NUL characters.");
  });

  it("is found in nested objects and keys; a backslash followed by u0000 is ordinary text", async () => {
    const client = await signUpVerified(app, "nul2@example.com");
    const nested = await client.json("/api/tools/paraphraser/run", {
      json: { inputs: { text: "Hello\u0000 world" } },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.error.message).toBe("Text cannot contain NUL characters.");
    const key = await client.json("/api/me", { method: "PATCH", json: { "full\u0000Name": "x" } });
    expect(key.status).toBe(400);

    // Half of a surrogate pair: jsonb refuses its escape (before the guard, a run answered 500).
    const half = await client.json("/api/tools/paraphraser/run", { json: { input: { text: "Smile \ud83d please" } } });
    expect(half.status).toBe(400);
    expect(half.body.error.message).toBe(
      "Text contains a broken character (half of an emoji or symbol). Please remove it and try again.",
    );
    const whole = await client.json("/api/me", { method: "PATCH", json: { fullName: "Bob \ud83d\ude00" } });
    expect(whole.status).toBe(200);
    expect(whole.body.fullName).toBe("Bob 😀");

    // JSON "Bob\\u0000" is the six characters \u0000, which PostgreSQL stores fine.
    const literal = await client.json("/api/me", { method: "PATCH", json: { fullName: "Bob\\u0000" } });
    expect(literal.status).toBe(200);
    expect((await client.json("/api/me")).body.fullName).toBe("Bob\\u0000");
  });
});
