import { createReadStream, existsSync, mkdtempSync, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { writeTinyGguf } from "../../../tests/support/tiny-gguf";
import { profiles, runs } from "../db/schema";
import { createLogger } from "../log";
import { signUpVerified, startTestApp } from "../test-support/harness";
import { createLocalProvider } from "./local";
import type { GenerateRequest } from "./types";

const dir = mkdtempSync(path.join(tmpdir(), "qs-model-"));
const modelFile = path.join(dir, "tiny.gguf");
const log = createLogger("silent");
const request = (over: Partial<GenerateRequest> = {}): GenerateRequest => ({
  system: "You are a test.",
  prompt: "write something",
  temperature: 0.8,
  maxTokens: 30,
  signal: new AbortController().signal,
  ...over,
});

describe("embedded model (node-llama-cpp) on a generated tiny GGUF", () => {
  let provider: ReturnType<typeof createLocalProvider>;
  beforeAll(async () => {
    writeTinyGguf(modelFile);
    provider = createLocalProvider({ model: modelFile, modelsDir: dir, log, contextSize: 512 });
    await provider.ready;
  });
  afterAll(() => provider?.close?.());

  it("loads the model and reports itself ready", () => {
    expect(provider.status()).toMatchObject({ provider: "local", state: "ready", model: "tiny" });
  });

  it("streams text token by token", async () => {
    const chunks: string[] = [];
    for await (const text of provider.streamText(request())) chunks.push(text);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join("").trim().length).toBeGreaterThan(0);
  });

  it("stops when the run is aborted mid-way, and serves the next run", async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const text of provider.streamText(request({ maxTokens: 200, signal: controller.signal }))) {
      chunks.push(text);
      if (chunks.length === 3) controller.abort();
    }
    expect(chunks.length).toBeGreaterThanOrEqual(3);
    expect(chunks.length).toBeLessThan(20);
    const next: string[] = [];
    for await (const text of provider.streamText(request({ maxTokens: 5 }))) next.push(text);
    expect(next.length).toBeGreaterThan(0);
  });

  it("reports a missing model file as unavailable instead of hanging", async () => {
    const missing = createLocalProvider({ model: path.join(dir, "nope.gguf"), modelsDir: dir, log });
    await missing.ready;
    expect(missing.status()).toMatchObject({ state: "error" });
    await expect(async () => {
      for await (const _ of missing.streamText(request())) break;
    }).rejects.toThrow(/Model unavailable: model file not found/);
  });
});

describe("downloading the embedded model", () => {
  let server: ReturnType<typeof createServer>;
  let url: string;
  beforeAll(async () => {
    writeTinyGguf(modelFile);
    // A local HTTP server stands in for the model host; it sends the file slowly so progress shows.
    server = createServer((req, res) => {
      const size = statSync(modelFile).size;
      res.writeHead(200, {
        "content-type": "application/octet-stream",
        "content-length": size,
        "accept-ranges": "none",
      });
      const stream = createReadStream(modelFile, { highWaterMark: 16 * 1024 });
      stream.on("data", (chunk) => {
        stream.pause();
        res.write(chunk, () => setTimeout(() => stream.resume(), 15));
      });
      stream.on("end", () => res.end());
      if (req.method === "HEAD") res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/models/tiny-download.gguf`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("starts at once, downloads in the background with progress, then serves runs", async () => {
    const modelsDir = mkdtempSync(path.join(tmpdir(), "qs-download-"));
    const provider = createLocalProvider({ model: url, modelsDir, log, contextSize: 512 });
    const seen = new Set<string>();
    const percents: number[] = [];
    const watch = setInterval(() => {
      const status = provider.status();
      seen.add(status.state);
      if (status.state === "downloading") percents.push(status.percent ?? 0);
    }, 5);
    try {
      expect(provider.status().state).toBe("downloading");
      await expect(async () => {
        for await (const _ of provider.streamText(request())) break;
      }).rejects.toThrow(/still downloading \(\d+%\)/);
      await provider.ready;
    } finally {
      clearInterval(watch);
    }
    expect(provider.status()).toMatchObject({ state: "ready", percent: 100 });
    expect(seen.has("downloading")).toBe(true);
    expect(percents.some((p) => p > 0 && p < 100)).toBe(true);
    expect(statSync(path.join(modelsDir, "tiny-download.gguf")).size).toBe(statSync(modelFile).size);
    const chunks: string[] = [];
    for await (const text of provider.streamText(request({ maxTokens: 5 }))) chunks.push(text);
    expect(chunks.length).toBeGreaterThan(0);
    await provider.close?.();
  });

  it("closes at once mid-download: a shutdown does not wait for the rest of the file", async () => {
    const modelsDir = mkdtempSync(path.join(tmpdir(), "qs-download-"));
    const provider = createLocalProvider({ model: url, modelsDir, log, contextSize: 512 });
    await vi.waitFor(() => expect(provider.status().percent ?? 0).toBeGreaterThan(0), { timeout: 10_000, interval: 5 });
    const started = performance.now();
    await provider.close?.();
    expect(performance.now() - started).toBeLessThan(1000);
    await provider.ready;
    expect(provider.status()).toMatchObject({ state: "error", error: "the server is shutting down" });
    expect(existsSync(path.join(modelsDir, "tiny-download.gguf"))).toBe(false);
  });

  it("a host that sends nothing ends the download in an error naming LOCAL_MODEL and AI_BASE_URL; the next run tries again", async () => {
    let answering = false;
    const host = createServer((req, res) => {
      if (!answering) return; // takes the connection, never answers: outbound traffic dropped
      const size = statSync(modelFile).size;
      res.writeHead(200, {
        "content-type": "application/octet-stream",
        "content-length": size,
        "accept-ranges": "none",
      });
      if (req.method === "HEAD") res.end();
      else createReadStream(modelFile).pipe(res);
    });
    await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
    const modelsDir = mkdtempSync(path.join(tmpdir(), "qs-download-"));
    const hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}/models/late.gguf`;
    const logged: string[] = [];
    const provider = createLocalProvider({
      model: hostUrl,
      modelsDir,
      log: { ...log, info: (m: string) => logged.push(m), error: (m: string) => logged.push(m) },
      contextSize: 512,
      stallTimeoutMs: 300,
    });
    try {
      await provider.ready;
      // What a tool answers meanwhile says what to do.
      await expect(async () => {
        for await (const _ of provider.streamText(request())) break;
      }).rejects.toThrow(/LOCAL_MODEL/);
      const status = provider.status();
      expect(status.state).toBe("error");
      expect(status.error).toMatch(/received nothing for 0 s/);
      expect(status.error).toContain("LOCAL_MODEL");
      expect(status.error).toContain("AI_BASE_URL");
      expect(logged.some((m) => m.includes(`downloading model ${hostUrl}`))).toBe(true);
      expect(logged.some((m) => m.includes("local model unavailable") && m.includes("LOCAL_MODEL"))).toBe(true);

      // The network is back. The status asked above (as a run asks it) started the download again.
      answering = true;
      expect(provider.status().state).toBe("downloading");
      await provider.ready;
      expect(provider.status().state).toBe("ready");
    } finally {
      await provider.close?.();
      host.closeAllConnections();
      host.close();
    }
  });

  it("closes at once while the model host does not answer at all", async () => {
    // Takes the download's request, never answers: the test waits for that request, not for a while.
    let asked: () => void = () => {};
    const requested = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const silent = createServer(() => asked());
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const modelsDir = mkdtempSync(path.join(tmpdir(), "qs-download-"));
    const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/models/never.gguf`;
    const provider = createLocalProvider({ model: silentUrl, modelsDir, log, contextSize: 512 });
    try {
      await requested;
      expect(provider.status().state).toBe("downloading");
      const started = performance.now();
      await provider.close?.();
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe("structured output from the embedded model", () => {
  it("constrains the model to JSON matching the schema", async () => {
    const { z } = await import("zod");
    writeTinyGguf(modelFile);
    const provider = createLocalProvider({ model: modelFile, modelsDir: dir, log, contextSize: 512 });
    await provider.ready;
    try {
      const schema = z.object({ verdict: z.enum(["yes", "no"]), sure: z.boolean() });
      const answer = await provider.generateObject(request({ maxTokens: 60 }), schema);
      expect(["yes", "no"]).toContain(answer.verdict);
      expect(typeof answer.sure).toBe("boolean");
    } finally {
      await provider.close?.();
    }
  });
});

describe("the embedded model's context, sized to the request", () => {
  // The tiny model is trained for 512 tokens: its context starts small here and may grow to 512.
  let provider: ReturnType<typeof createLocalProvider>;
  const long = Array.from({ length: 700 }, (_, i) => `word${i}`).join(" ");
  beforeAll(async () => {
    writeTinyGguf(modelFile);
    provider = createLocalProvider({ model: modelFile, modelsDir: dir, log, contextSize: 128 });
    await provider.ready;
  });
  afterAll(() => provider?.close?.());

  it("grows to hold a request's prompt and answer, within the model's trained size", async () => {
    // node-llama-cpp pads a context to its own granularity: asked for 128, it may make 256.
    expect(provider.contextSize()).toBeLessThan(512);
    const chunks: string[] = [];
    // A long prompt (about 270 tokens) and a short answer: generating is slow here, reading is not.
    const prompt = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    for await (const text of provider.streamText(request({ prompt, maxTokens: 10 }))) chunks.push(text);
    expect(chunks.length).toBeGreaterThan(0);
    expect(provider.contextSize()).toBe(512);
  });

  it("refuses, before anything runs, what cannot fit even then", async () => {
    expect(provider.checkFit?.(request())).toBeNull();
    const refusal = provider.checkFit?.(request({ prompt: long }));
    expect(refusal).toMatchObject({ code: "TOO_LONG_FOR_MODEL", title: "Text Too Long" });
    expect(refusal?.message).toMatch(
      /^This request is too long for the AI model: its text takes about [\d,]+ tokens, and the model can read and write 512 at once\./,
    );
    await expect(async () => {
      for await (const _ of provider.streamText(request({ prompt: long }))) break;
    }).rejects.toMatchObject({ code: "TOO_LONG_FOR_MODEL" });
  });
});

describe("a run too long for the embedded model, through the API", () => {
  let app: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    writeTinyGguf(modelFile);
    app = await startTestApp("pglite", { AI_PROVIDER: "local", LOCAL_MODEL: modelFile });
    await (app.provider as ReturnType<typeof createLocalProvider>).ready;
  }, 60_000);
  afterAll(() => app?.drop());

  it("is refused with a clear message before any word is charged", async () => {
    const user = await signUpVerified(app, "toolong@example.com");
    const text = Array.from({ length: 700 }, (_, i) => `word${i}`).join(" ");
    await app.database.db.update(profiles).set({ wordsLimit: 100_000 });
    const res = await user.json("/api/tools/paraphraser/run", { json: { input: { text } } });
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: "TOO_LONG_FOR_MODEL", title: "Text Too Long" });
    expect((await user.json("/api/me/usage")).body.wordsUsed).toBe(0);
    expect(await app.database.db.select().from(runs)).toEqual([]);
  });
});
