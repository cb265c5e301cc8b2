import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger, escapeControl } from "./log";
import { latestLinkFor, STRONG_PASSWORD, startTestApp, type TestApp } from "./test-support/harness";

/** Everything written to stdout and stderr through console while `run` runs, as one text. */
async function captured(run: () => Promise<unknown>): Promise<string> {
  const written: string[] = [];
  const keep = (...args: unknown[]) => {
    written.push(args.map(String).join(" "));
  };
  const out = vi.spyOn(console, "log").mockImplementation(keep);
  const err = vi.spyOn(console, "error").mockImplementation(keep);
  try {
    await run();
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  return written.join("\n");
}

const linesOf = (text: string) => text.split(/\r\n|\r|\n|\u2028|\u2029/).filter((line) => line !== "");

describe("the log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes control characters as visible escapes", () => {
    expect(escapeControl("a\r\nb\tc\u001b[2Jd\u009be\u2028f\u0000")).toBe("a\\r\\nb\\tc\\x1b[2Jd\\x9be\\u2028f\\x00");
    expect(escapeControl("plain text, ünïcode ✓")).toBe("plain text, ünïcode ✓");
  });

  it("keeps an error's message on the event's line and its frames indented below", async () => {
    const log = createLogger("debug");
    const text = await captured(async () =>
      log.error("run failed", new Error("bad\n[2026-01-01T00:00:00.000Z] INFO forged")),
    );
    const lines = linesOf(text);
    expect(lines[0]).toMatch(/^\[.*\] ERROR run failed Error: bad\\n\[2026-01-01T00:00:00\.000Z\] INFO forged$/);
    expect(lines.length).toBeGreaterThan(1);
    for (const frame of lines.slice(1)) expect(frame).toMatch(/^ {4}at /);
  });
});

describe("what visitors send, in the log without SMTP", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite", { LOG_LEVEL: "info" });
  });
  afterAll(async () => {
    await app?.drop();
  });

  it("a contact message with line breaks is one log line", async () => {
    let status = 0;
    const text = await captured(async () => {
      const res = await app.client().request("/api/contact", {
        json: {
          name: "Mallory",
          email: "mallory@example.com",
          subject: "Hi\r\n[info] forged",
          message: "Hello\r\n[info] forged\u001b[31m red\u009b",
        },
      });
      status = res.status;
    });
    expect(status).toBe(200);
    const lines = linesOf(text);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("Hi\\r\\n[info] forged");
    expect(lines[0]).toContain("\\x1b[31m red\\x9b");
  });

  it("prints a confirmation email on one line with its link whole", async () => {
    const email = "reader@example.com";
    const text = await captured(() =>
      app.client().request("/api/auth/sign-up/email", { json: { name: "Reader", email, password: STRONG_PASSWORD } }),
    );
    const line = linesOf(text).find((l) => l.includes(`kept in outbox) to ${email}`));
    expect(line).toBeDefined();
    expect(line!.split(" ")).toContain(await latestLinkFor(app, email));
  });
});
