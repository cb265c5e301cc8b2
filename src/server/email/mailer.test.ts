import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstLink, startSmtpSink } from "../../../tests/support/smtp-sink";
import { emailOutbox } from "../db/schema";
import { STRONG_PASSWORD, startTestApp, type TestApp } from "../test-support/harness";

describe("confirmation email over SMTP", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startTestApp("pglite", { SMTP_URL: sink.url, MAIL_FROM: "Quillstack <hello@quill.test>" });
  });
  afterAll(async () => {
    await app?.drop();
    await sink?.close();
  });

  it("delivers the link to the SMTP server instead of the outbox, and the link confirms the account", async () => {
    const client = app.client();
    const res = await client.request("/api/auth/sign-up/email", {
      json: { name: "Mail Test", email: "mail@example.com", password: STRONG_PASSWORD },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => sink.messages.length).toBe(1);
    const [mail] = sink.messages;
    expect(mail.to).toEqual(["mail@example.com"]);
    expect(mail.from).toBe("hello@quill.test");
    expect(mail.subject).toBe("Confirm your Quillstack account");
    expect(await app.database.db.select().from(emailOutbox)).toEqual([]);

    const link = new URL(firstLink(mail.text));
    expect((await client.request(link.pathname + link.search)).status).toBe(302);
    const signIn = await client.request("/api/auth/sign-in/email", {
      json: { email: "mail@example.com", password: STRONG_PASSWORD },
    });
    expect(signIn.status).toBe(200);
  });
});
