import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpSink } from "../../../tests/support/smtp-sink";
import { contactMessages, newsletterSubscribers } from "../db/schema";
import { startTestApp, type TestApp } from "../test-support/harness";

const message = {
  name: "Sam",
  email: "sam@example.com",
  subject: "Pricing",
  message: "Do you offer discounts for schools?",
};

describe("contact form", () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let rejecting: Awaited<ReturnType<typeof startSmtpSink>>;
  let app: TestApp;
  let broken: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    rejecting = await startSmtpSink({ reject: true });
    app = await startTestApp("pglite", { SMTP_URL: sink.url, SUPPORT_EMAIL: "help@quill.test" });
    broken = await startTestApp("pglite", { SMTP_URL: rejecting.url });
  });
  afterAll(async () => {
    await app?.drop();
    await broken?.drop();
    await sink?.close();
    await rejecting?.close();
  });

  it("stores the message and emails it to SUPPORT_EMAIL", async () => {
    const res = await app.client().json("/api/contact", { json: message });
    expect(res).toEqual({ status: 200, body: { success: true } });
    await expect.poll(() => sink.messages.length).toBe(1);
    expect(sink.messages[0]).toMatchObject({ to: ["help@quill.test"], subject: "[Contact] Pricing" });
    expect(sink.messages[0].text).toContain("Do you offer discounts for schools?");
    const [row] = await app.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ email: "sam@example.com", delivery: "sent" });
  });

  it("reports failure when the mail server refuses, keeping the message stored", async () => {
    const res = await broken.client().json("/api/contact", { json: message });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      error: "Failed to send your message. Please try again or contact us directly.",
    });
    const [row] = await broken.database.db.select().from(contactMessages);
    expect(row.delivery).toBe("failed");
  });

  it("validates every field and rate-limits by address", async () => {
    const missing = await app.client().json("/api/contact", { json: { ...message, subject: " " } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe("Please enter a subject.");
    const client = app.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await client.request("/api/contact", { json: message })).status);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect((await app.client().request("/api/contact", { json: message })).status).toBe(200); // another address
  });

  it("newsletter: double opt-in, unsubscribe link, and no leak of who is subscribed", async () => {
    const client = app.client();
    const before = sink.messages.length;
    const res = await client.json("/api/newsletter", { json: { email: "Reader@Example.com" } });
    expect(res.body).toEqual({ success: true, message: "Check your inbox to confirm your subscription." });
    await expect.poll(() => sink.messages.length).toBe(before + 1);
    const mail = sink.messages.at(-1)!;
    expect(mail.to).toEqual(["reader@example.com"]);
    const [pending] = await app.database.db.select().from(newsletterSubscribers);
    expect(pending.status).toBe("pending");

    const links = mail.text.match(/https?:\/\/\S+/g)!;
    const confirm = new URL(links.find((l) => l.includes("/confirm"))!);
    const confirmed = await client.request(confirm.pathname + confirm.search);
    expect(confirmed.headers.get("location")).toBe("/?newsletter=confirmed");
    const [row] = await app.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "reader@example.com"));
    expect(row.status).toBe("confirmed");
    expect((await client.request(confirm.pathname + confirm.search)).headers.get("location")).toBe(
      "/?newsletter=invalid",
    );

    // Subscribing again answers the same but sends nothing and keeps the subscription confirmed.
    const again = await app.client().json("/api/newsletter", { json: { email: "reader@example.com" } });
    expect(again.body.success).toBe(true);
    expect(sink.messages.length).toBe(before + 1);
  });

  it("newsletter unsubscribe link ends the subscription", async () => {
    const before = sink.messages.length;
    await app.client().json("/api/newsletter", { json: { email: "leaver@example.com" } });
    await expect.poll(() => sink.messages.length).toBe(before + 1);
    const unsubscribe = new URL(sink.messages.at(-1)!.text.match(/https?:\/\/\S+unsubscribe\S*/)![0]);
    const res = await app.client().request(unsubscribe.pathname + unsubscribe.search);
    expect(res.headers.get("location")).toBe("/?newsletter=unsubscribed");
    const [row] = await app.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "leaver@example.com"));
    expect(row.status).toBe("unsubscribed");
  });
});

describe("search-engine files and the www redirect", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite", { PUBLIC_URL: "https://quill.example.org" });
  });
  afterAll(() => app?.drop());

  it("sitemap.xml lists public pages and every tool at PUBLIC_URL; robots.txt points at it", async () => {
    const sitemap = await (await app.client().request("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>https://quill.example.org/</loc>");
    expect(sitemap).toContain("<loc>https://quill.example.org/about</loc>");
    expect(sitemap).toContain("<loc>https://quill.example.org/tools/paraphraser</loc>");
    expect(sitemap).not.toContain("/auth<");
    expect(sitemap).toContain("<loc>https://quill.example.org/docs/api</loc>");
    expect(sitemap).toContain("<loc>https://quill.example.org/pricing</loc>");
    expect((sitemap.match(/<url>/g) ?? []).length).toBe(10 + 36);
    const robots = await (await app.client().request("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://quill.example.org/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");
  });

  it("redirects the www host to the bare host with 301, keeping path and query", async () => {
    const res = await app.app.request("https://www.quill.example.org/blog?x=1", {
      headers: { host: "www.quill.example.org" },
    });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://quill.example.org/blog?x=1");
    const bare = await app.app.request("https://quill.example.org/api/health", {
      headers: { host: "quill.example.org" },
    });
    expect(bare.status).toBe(200);
  });
});
