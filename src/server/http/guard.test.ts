import { monitorEventLoopDelay } from "node:perf_hooks";
import { TEXT_MAX_CHARS } from "@shared/run";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ServedApp, startServedApp } from "../test-support/served";
import { TOO_DEEP_MESSAGE } from "./json-depth";

/**
 * No request stalls the server: adversarial bodies and headers, sent over a real socket to every
 * family of routes that reads JSON, while the event loop's delay is watched. Before the nesting
 * limit (docs/decisions/0038-json-nesting-limit.md), 16,000 nested arrays (32 KB) blocked it for
 * seconds. PGlite only: what is measured is this process's event loop, not the database.
 */

/** Longer than this, the event loop stalled: every other request to the instance waited. */
const STALL_MS = 100;
const DEPTH = 16_000;
/** Nested arrays around the JSON string "\\u0000" (an escaped backslash: it looks like a NUL's escape). */
const deepArrays = `${"[".repeat(DEPTH)}"\\\\u0000"${"]".repeat(DEPTH)}`;
const deepObjects = `${'{"a":'.repeat(DEPTH)}"\\\\u0000"${"}".repeat(DEPTH)}`;
/** 50,000 characters (the check limit) with 1,700 misspellings for the rules to find. */
const longText = "I recieve your letter today. ".repeat(TEXT_MAX_CHARS).slice(0, TEXT_MAX_CHARS);
/**
 * A style guide of 500 whole-word terms sharing a 38-word prefix, and a text of that prefix's word:
 * with a finder that tries each term at each word, 3,000 characters took 7 s
 * (docs/decisions/0039-guide-terms-aho-corasick.md).
 */
const longPrefixTerms = Array.from({ length: 500 }, (_, i) => ({ avoid: `${"a ".repeat(38)}z${i}`, prefer: "b" }));
const prefixText = `${"a ".repeat(1500)}z7`; // ends with one of the terms: the finder has something to find

describe("no request stalls the server", () => {
  let served: ServedApp;
  let key: string;
  let cookie: string;
  /** The same, for an account whose own style guide is the long-prefix term set. */
  let guideKey: string;
  let guideCookie: string;
  const logged: string[] = [];

  beforeAll(async () => {
    // The app logs at info, so that a logged error would be seen; its lines are kept, not printed.
    const keep = (...args: unknown[]) => void logged.push(args.map(String).join(" "));
    vi.spyOn(console, "log").mockImplementation(keep);
    vi.spyOn(console, "error").mockImplementation(keep);
    served = await startServedApp("pglite", { LOG_LEVEL: "info" });
    const user = await served.newUser("guard");
    await served.setWordLimit(user.userId, 10_000_000);
    key = user.key;
    cookie = [...user.client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const writer = await served.newUser("guide");
    const guide = await writer.client.json("/api/me/style-guide", { method: "PUT", json: { terms: longPrefixTerms } });
    expect(guide.status).toBe(200);
    guideKey = writer.key;
    guideCookie = [...writer.client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    // What a server loads on its first check and its first run (Harper's worker, the model's client)
    // is loaded here: the test measures each request's own work.
    const warm = await fetch(`${served.base}/api/languagetool/v2/check`, form({ language: "en-US", text: "Helo." }));
    expect(warm.status).toBe(200);
    const run = { model: "paraphraser", messages: [{ role: "user", content: "Hello there." }] };
    const first = await fetch(`${served.base}/api/openai/v1/chat/completions`, json(JSON.stringify(run), bearer()));
    expect(first.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await served?.close();
    vi.restoreAllMocks();
  });

  /** Sends one request while the event loop's delay is watched; the answer, the longest delay and what was logged. */
  async function watched(path: string, init: RequestInit) {
    logged.length = 0;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${served.base}${path}`, init);
      text = await res.text();
    } finally {
      delay.disable();
    }
    return { res, text, stallMs: delay.max / 1e6, lines: logged.join("\n").split("\n").filter(Boolean) };
  }

  const json = (body: string, headers: Record<string, string> = {}) => ({
    method: "POST",
    headers: { "content-type": "application/json", origin: served.base, ...headers },
    body,
  });
  const bearer = () => ({ authorization: `Bearer ${key}` });
  const mcpHeaders = () => ({ ...bearer(), accept: "application/json, text/event-stream" });
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { ...bearer(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  /** As LibreOffice sends a form too large to URL-encode under the body limit. */
  const multipartForm = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return { method: "POST", headers: bearer(), body };
  };
  const multipart = (boundary: string | null, body: string) => ({
    method: "POST",
    headers: {
      ...bearer(),
      "content-type": boundary === null ? "multipart/form-data" : `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });

  type Shape = "api" | "json-rpc" | "openai" | "languagetool";
  /** Checks an answer's status and that it is the route's own error shape. */
  function expectShape(answer: Awaited<ReturnType<typeof watched>>, status: number, shape: Shape, message?: string) {
    const { res, text } = answer;
    expect(res.status, text.slice(0, 300)).toBe(status);
    if (shape === "languagetool") {
      expect(res.headers.get("content-type")).toContain("text/plain");
      expect(text).toMatch(/^Error: /);
      if (message) expect(text).toContain(message);
      return;
    }
    const body = JSON.parse(text);
    if (shape === "api") {
      expect(body.error.code).toBeTypeOf("string");
      if (message) expect(body.error.message).toBe(message);
    } else if (shape === "json-rpc") {
      expect(body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: expect.any(Number) } });
      if (message) expect(body.error.message).toContain(message);
    } else {
      expect(body.error).toMatchObject({ type: "invalid_request_error" });
      if (message) expect(body.error.message).toBe(message);
    }
  }

  /** The adversarial set: a name, the request, and the status and shape its route answers in. */
  // send: the path and the request (a tuple, left for TypeScript to read as an array).
  const cases: { name: string; send: () => unknown[]; status: number; shape: Shape; message?: string }[] = [
    // Nesting, on every family of routes that reads JSON.
    ...[
      ["arrays", () => deepArrays],
      ["objects", () => deepObjects],
    ].flatMap(([kind, body]) => {
      const text = (body as () => string)();
      return [
        { name: `contact, ${kind}`, send: () => ["/api/contact", json(text)] },
        {
          name: `contact as text/plain, ${kind}`,
          send: () => ["/api/contact", json(text, { "content-type": "text/plain" })],
        },
        { name: `signed-in profile, ${kind}`, send: () => ["/api/me", { ...json(text, { cookie }), method: "PATCH" }] },
        { name: `sign-in, ${kind}`, send: () => ["/api/auth/sign-in/email", json(text)] },
        { name: `public API run, ${kind}`, send: () => ["/api/v1/tools/paraphraser/runs", json(text, bearer())] },
      ].map((c) => ({ ...c, status: 400, shape: "api" as const, message: TOO_DEEP_MESSAGE }));
    }),
    {
      name: "MCP, arrays",
      send: () => ["/api/mcp", json(deepArrays, mcpHeaders())],
      status: 400,
      shape: "json-rpc",
      message: TOO_DEEP_MESSAGE,
    },
    {
      name: "MCP, objects",
      send: () => ["/api/mcp", json(deepObjects, mcpHeaders())],
      status: 400,
      shape: "json-rpc",
      message: TOO_DEEP_MESSAGE,
    },
    {
      name: "OpenAI, arrays",
      send: () => ["/api/openai/v1/chat/completions", json(deepArrays, bearer())],
      status: 400,
      shape: "openai",
      message: TOO_DEEP_MESSAGE,
    },
    {
      name: "OpenAI, objects",
      send: () => ["/api/openai/v1/chat/completions", json(deepObjects, bearer())],
      status: 400,
      shape: "openai",
      message: TOO_DEEP_MESSAGE,
    },
    {
      name: "LanguageTool annotated text",
      send: () => ["/api/languagetool/v2/check", form({ language: "en-US", data: deepObjects })],
      status: 400,
      shape: "languagetool",
      message: "nests arrays or objects more than",
    },
    {
      name: "a megabyte of opening brackets",
      send: () => ["/api/contact", json("[".repeat(1_000_000))],
      status: 400,
      shape: "api",
      message: TOO_DEEP_MESSAGE,
    },
    // Malformed multipart to LanguageTool's check: a cut part, no boundary at all.
    {
      name: "multipart cut short",
      send: () => [
        "/api/languagetool/v2/check",
        multipart("XyZ", '--XyZ\r\nContent-Disposition: form-data; name="text"\r\n\r\nHello'),
      ],
      status: 400,
      shape: "languagetool",
    },
    {
      name: "multipart without a boundary",
      send: () => ["/api/languagetool/v2/check", multipart(null, "text=Hello")],
      status: 400,
      shape: "languagetool",
    },
    // Headers: past Node's 16 KB header limit (answered by Node before the app), and just under it.
    {
      name: "a 60 KB cookie",
      send: () => ["/api/me", { headers: { cookie: `a=${"x".repeat(60_000)}` } }],
      status: 431,
      shape: "api",
    },
    {
      name: "a 60 KB Authorization",
      send: () => ["/api/v1/tools", { headers: { authorization: `Bearer ${"x".repeat(60_000)}` } }],
      status: 431,
      shape: "api",
    },
    {
      name: "1,200 cookies in 15 KB",
      send: () => [
        "/api/me",
        {
          headers: {
            cookie: Array.from({ length: 1200 }, (_, i) => `c${i}=v${i}`)
              .join("; ")
              .padEnd(15_000, "x"),
          },
        },
      ],
      status: 401,
      shape: "api",
    },
    {
      name: "a 15 KB bearer token, public API",
      send: () => ["/api/v1/tools", { headers: { authorization: `Bearer ${"a".repeat(15_000)} x` } }],
      status: 401,
      shape: "api",
    },
    {
      name: "a 15 KB bearer token, MCP",
      send: () => [
        "/api/mcp",
        json("{}", { authorization: `Bearer ${" ".repeat(15_000)}x`, accept: "application/json" }),
      ],
      status: 401,
      shape: "json-rpc",
    },
    // Long texts: 50,000 characters of findings in one sentence, plain and annotated, and one over.
    {
      name: "LanguageTool, 50,000 characters",
      send: () => ["/api/languagetool/v2/check", form({ language: "en-US", text: longText })],
      status: 200,
      shape: "languagetool",
    },
    {
      name: "LanguageTool, 50,000 annotated characters",
      send: () => [
        "/api/languagetool/v2/check",
        multipartForm({
          language: "en-US",
          data: JSON.stringify({
            annotation: (longText.match(/\S+\s*/g) ?? []).flatMap((word) => [{ text: word }, { markup: "<b>" }]),
          }),
        }),
      ],
      status: 200,
      shape: "languagetool",
    },
    {
      name: "LanguageTool, one character over",
      send: () => ["/api/languagetool/v2/check", form({ language: "en-US", text: `${longText}z` })],
      status: 413,
      shape: "languagetool",
    },
    {
      name: "grammar check, 50,000 characters",
      send: () => ["/api/nlp/check", json(JSON.stringify({ text: longText }), { cookie })],
      status: 200,
      shape: "api",
    },
    // A style guide built to make a finder that retries every term at every word crawl.
    {
      name: "grammar check, a long-prefix style guide",
      send: () => ["/api/nlp/check", json(JSON.stringify({ text: prefixText }), { cookie: guideCookie })],
      status: 200,
      shape: "api",
    },
    {
      name: "LanguageTool, a long-prefix style guide",
      send: () => [
        "/api/languagetool/v2/check",
        {
          ...form({ language: "en-US", text: prefixText }),
          headers: { authorization: `Bearer ${guideKey}`, "content-type": "application/x-www-form-urlencoded" },
        },
      ],
      status: 200,
      shape: "languagetool",
    },
    {
      name: "OpenAI, 50,000 characters",
      send: () => [
        "/api/openai/v1/chat/completions",
        json(JSON.stringify({ model: "paraphraser", messages: [{ role: "user", content: longText }] }), bearer()),
      ],
      status: 200,
      shape: "openai",
    },
  ];

  it.each(cases)("$name: answered $status in the route's own shape, without a stall", async (c) => {
    const [path, init] = c.send() as [string, RequestInit];
    const answer = await watched(path, init);
    if (c.status === 431) {
      // Node answers it, before the app: no body, and the connection is closed.
      expect(answer.res.status).toBe(431);
    } else if (c.status === 200) {
      expect(answer.res.status, answer.text.slice(0, 300)).toBe(200);
      const body = JSON.parse(answer.text);
      // Each long text was checked or run in full: the findings are there.
      const many = c.name.includes("long-prefix") ? 0 : 1000;
      if (c.shape === "languagetool") expect(body.matches.length).toBeGreaterThan(many);
      else if (c.shape === "api") expect(body.issues.length).toBeGreaterThan(many);
      else expect(body.choices[0].message.content).toBeTypeOf("string");
    } else {
      expectShape(answer, c.status, c.shape, c.message);
    }
    expect(answer.lines.length, answer.lines.join("\n")).toBeLessThanOrEqual(1);
    expect(answer.stallMs, `the event loop stalled ${answer.stallMs.toFixed(0)} ms`).toBeLessThan(STALL_MS);
  });
});
