import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import OpenAI from "openai";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "../db/schema";
import { FAILED_KEY_LIMIT, FAILED_KEY_WINDOW_MS } from "../protocols/failed-keys";
import { BACKENDS } from "../test-support/backends";
import { type ServedApp, startServedApp } from "../test-support/served";

/**
 * Invalid keys are throttled, owners are not (docs/decisions/0040-client-addresses-and-key-failures.md):
 * over a real socket, every request here comes from 127.0.0.1, the address of an office whose
 * people hold valid keys, and of a stranger (or a web page in their browsers) sending invalid ones.
 */
describe.each(BACKENDS)("invalid API keys on %s", (kind) => {
  let served: ServedApp;
  let owner: Awaited<ReturnType<ServedApp["newUser"]>>;

  beforeAll(async () => {
    served = await startServedApp(kind);
    owner = await served.newUser("owner");
  }, 120_000);
  afterAll(async () => {
    await served?.close();
  });
  // Each test starts with no failures counted for the address they all share.
  beforeEach(async () => {
    await served.app.database.db.delete(rateLimits);
  });

  const v1 = (key: string, headers: Record<string, string> = {}) =>
    fetch(`${served.base}/api/v1/tools`, { headers: { authorization: `Bearer ${key}`, ...headers } });
  const mcpPost = (key: string) =>
    fetch(`${served.base}/api/mcp`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
  const openAiGet = (key: string) =>
    fetch(`${served.base}/api/openai/v1/models`, { headers: { authorization: `Bearer ${key}` } });
  /** As LibreOffice's remote checker sends it: a form body with username and apiKey, no Origin. */
  const languageTool = (apiKey: string, headers: Record<string, string> = {}) =>
    fetch(`${served.base}/api/languagetool/v2/check`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams({ text: "I recieve it.", language: "en-US", username: owner.email, apiKey }),
    });
  const guess = (i: number) => `qsk_${"x".repeat(38)}${String(i).padStart(5, "0")}`;

  /** The valid key works on every surface, each through its own protocol's client. */
  async function ownerIsServed() {
    expect((await v1(owner.key)).status).toBe(200);
    const transport = new StreamableHTTPClientTransport(new URL(`${served.base}/api/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${owner.key}` } },
    });
    const mcp = new Client({ name: "key-lockout-test", version: "1.0.0" });
    await mcp.connect(transport);
    expect((await mcp.listTools()).tools.length).toBeGreaterThan(0);
    await mcp.close();
    const openai = new OpenAI({ baseURL: `${served.base}/api/openai/v1`, apiKey: owner.key, maxRetries: 0 });
    expect((await openai.models.list()).data.length).toBeGreaterThan(0);
    const checked = await languageTool(owner.key);
    expect(checked.status).toBe(200);
    expect(((await checked.json()) as { matches: unknown[] }).matches.length).toBeGreaterThan(0);
  }

  it("past the limit, invalid keys are answered 429 with Retry-After on every surface; a valid key from the same address still works on all of them", async () => {
    // The failures of every surface count together, for the address.
    const surfaces = [v1, mcpPost, openAiGet, languageTool];
    for (let i = 0; i < FAILED_KEY_LIMIT; i++) {
      const res = await surfaces[i % surfaces.length](guess(i));
      expect(res.status).toBe(surfaces[i % surfaces.length] === languageTool ? 403 : 401);
    }
    const refusals = await Promise.all(surfaces.map((send, i) => send(guess(100 + i))));
    for (const refused of refusals) {
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(FAILED_KEY_WINDOW_MS / 1000 - 30);
      expect(wait).toBeLessThanOrEqual(FAILED_KEY_WINDOW_MS / 1000);
    }
    const [v1Refusal, mcpRefusal, openAiRefusal, ltRefusal] = refusals;
    const wait = Number(v1Refusal.headers.get("retry-after"));
    const message = `Too many invalid API keys from this address. Try again in ${wait} seconds.`;
    expect(await v1Refusal.json()).toEqual({ error: { code: "RATE_LIMITED", title: "Too Many Requests", message } });
    expect((await mcpRefusal.json()).error.message).toMatch(
      /^Too many invalid API keys from this address\. Try again in \d+ seconds\.$/,
    );
    expect((await openAiRefusal.json()).error).toMatchObject({ type: "rate_limit_exceeded" });
    expect(await ltRefusal.text()).toMatch(
      /^Error: Too many invalid API keys from this address\. Try again in \d+ seconds\.$/,
    );

    await ownerIsServed();
    // The guesser is still held back: a valid key works, invalid ones do not start counting afresh.
    expect((await v1(guess(200))).status).toBe(429);
  });

  it("cross-site form posts with invalid keys never lock out a LibreOffice at the same address", async () => {
    // What a web page can make its visitors' browsers send: a form POST (no preflight), an old
    // browser's (Origin only), an image's GET; with far more attempts than the limit.
    const fromAPage: Record<string, string>[] = [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "same-site" },
    ];
    let refused: Response | undefined;
    for (let i = 0; i < 3 * FAILED_KEY_LIMIT; i++) {
      const res = await languageTool(guess(i), fromAPage[i % fromAPage.length]);
      expect(res.status).toBe(i < FAILED_KEY_LIMIT ? 403 : 429);
      if (res.status === 429) refused = res;
      else await res.body?.cancel();
    }
    const image = await fetch(
      `${served.base}/api/languagetool/v2/check?${new URLSearchParams({ text: "Hi.", language: "en-US", apiKey: guess(999) })}`,
      { headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" } },
    );
    expect(image.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused?.text()).toMatch(
      /^Error: Too many invalid API keys from web pages of other sites at this address\. Try again in \d+ seconds\.$/,
    );

    // The office's LibreOffice, same address, no Origin: its key works, and a mistyped one is
    // told so (403), not refused for what the pages sent.
    const libreOffice = await languageTool(owner.key);
    expect(libreOffice.status).toBe(200);
    const typo = await languageTool(`${owner.key.slice(0, -1)}_`);
    expect(typo.status).toBe(403);
    expect(await typo.text()).toMatch(/not valid/);
    await ownerIsServed();
    // A page of our own site (Sec-Fetch-Site: same-origin) is counted with the address, as a client is.
    expect((await v1(guess(1000), { "sec-fetch-site": "same-origin" })).status).toBe(401);
  });
});
