import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger, escapeControl } from "./log";
import { latestLinkFor, STRONG_PASSWORD, startTestApp, type TestApp } from "./test-support/harness";
import { type ServedApp, startServedApp } from "./test-support/served";

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

/** What must never be raw in a log line: C0 and C1 controls, DEL, the line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const RAW_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const FORGED = "Hi\r\n[info] forged\u001b[31m red\u009b\u2028next\u2029\u007f";

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

  it("puts a request id at the end of the event's line, before an error's frames", async () => {
    const log = createLogger("debug");
    const lines = linesOf(await captured(async () => log.error("run failed", new Error("bad"), "req-7")));
    expect(lines[0]).toMatch(/^\[.*\] ERROR run failed Error: bad req=req-7$/);
    for (const frame of lines.slice(1)) expect(frame).toMatch(/^ {4}at /);
    const info = linesOf(await captured(async () => createLogger("info").info("started", undefined, "req-8")));
    expect(info).toEqual([expect.stringMatching(/^\[.*\] INFO started req=req-8$/)]);
  });

  it("writes JSON lines: one object per event, control characters escaped, an error's message and stack", async () => {
    const log = createLogger("debug", "json");
    const cause = new Error("the cause");
    const text = await captured(async () => {
      log.info(`${FORGED}\u0000`);
      log.warn("with detail", { tool: "paraphraser" });
      log.error("run failed", new Error(`bad\n${FORGED}`, { cause }));
      log.debug("hidden?");
    });
    expect(RAW_CONTROL.test(text.replaceAll("\n", ""))).toBe(false);
    const lines = text.split("\n");
    expect(lines).toHaveLength(4);
    const [info, warn, error, debug] = lines.map((line) => JSON.parse(line));
    expect(info).toEqual({ time: expect.any(String), level: "info", msg: `${FORGED}\u0000` });
    expect(Number.isNaN(Date.parse(info.time))).toBe(false);
    expect(warn).toMatchObject({ level: "warn", msg: "with detail { tool: 'paraphraser' }" });
    expect(error).toMatchObject({ level: "error", msg: "run failed", err: { message: `bad\n${FORGED}` } });
    expect(error.err.stack).toContain("log.test.ts");
    expect(error.err.cause).toMatchObject({ message: "the cause" });
    expect(debug).toMatchObject({ level: "debug", msg: "hidden?" });
    expect(info.requestId).toBeUndefined();
  });
});

describe("request ids, served with JSON logs", () => {
  let served: ServedApp;
  beforeAll(async () => {
    // Its administrator's confirmation email is logged too: not part of what the tests read.
    await captured(async () => {
      served = await startServedApp("pglite", { LOG_LEVEL: "info", LOG_FORMAT: "json" });
    });
  }, 60_000);
  afterAll(async () => {
    await served?.close();
  });

  let sent = 0;
  const contact = (headers: Record<string, string>, subject: string) =>
    fetch(`${served.base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: served.base, ...headers },
      body: JSON.stringify({
        name: "Mallory",
        email: `mallory${sent++}@example.com`,
        subject,
        message: `Hello ${FORGED}`,
      }),
    });

  it("keeps a sane incoming X-Request-Id, echoes it, and puts it on the lines logged for the request", async () => {
    let res: Response | undefined;
    const text = await captured(async () => {
      res = await contact({ "x-request-id": "trace-42.a_B" }, FORGED);
    });
    expect(res!.status).toBe(200);
    expect(res!.headers.get("x-request-id")).toBe("trace-42.a_B");
    expect(RAW_CONTROL.test(text.replaceAll("\n", ""))).toBe(false);
    const entries = text.split("\n").map((line) => JSON.parse(line));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry).toMatchObject({ level: "info", requestId: "trace-42.a_B" });
    expect(entries.some((entry) => entry.msg.includes(FORGED))).toBe(true);
  });

  it("gives a new id in place of a missing or unusable one", async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const ids: string[] = [];
    for (const given of [undefined, "has spaces", "x".repeat(65), "semi;colon", "ünï", ""]) {
      const res = await fetch(
        `${served.base}/api/health`,
        given === undefined ? {} : { headers: { "x-request-id": given } },
      );
      expect(res.headers.get("x-request-id"), String(given)).toMatch(uuid);
      ids.push(res.headers.get("x-request-id")!);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // And the lines logged for such a request carry the new id (the contact form allows a few a client).
    for (const headers of [{}, { "x-request-id": "x".repeat(65) }] as Record<string, string>[]) {
      let res: Response | undefined;
      const text = await captured(async () => {
        res = await contact(headers, "Plain");
      });
      expect(res!.status).toBe(200);
      const id = res!.headers.get("x-request-id")!;
      expect(id).toMatch(uuid);
      const lines = text.split("\n");
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(JSON.parse(line).requestId).toBe(id);
    }
    // Any request, not only the API's.
    const page = await fetch(`${served.base}/robots.txt`, { headers: { "x-request-id": "r1" } });
    expect(page.headers.get("x-request-id")).toBe("r1");
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
