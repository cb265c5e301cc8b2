import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../test-support/harness";

/** A GET with the path sent byte for byte: fetch's URL parser would re-encode a stray `%`. */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a path with a malformed percent-escape", () => {
  let app: TestApp;
  let server: ReturnType<typeof serve>;
  let port: number;
  let webRoot: string;
  const errors = vi.fn();

  beforeAll(async () => {
    webRoot = mkdtempSync(path.join(tmpdir(), "qs-web-"));
    mkdirSync(path.join(webRoot, "about"));
    writeFileSync(path.join(webRoot, "about/index.html"), "<!DOCTYPE html><title>About</title>");
    writeFileSync(path.join(webRoot, "__spa-fallback.html"), "<!DOCTYPE html><title>App</title>");
    // The logger writes warnings and errors to stderr (log.ts): whatever reaches it here is seen.
    vi.spyOn(console, "error").mockImplementation(errors);
    app = await startTestApp("pglite", { WEB_ROOT: webRoot, LOG_LEVEL: "debug" });
    server = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await app.drop();
    vi.restoreAllMocks();
    rmSync(webRoot, { recursive: true, force: true });
  });

  for (const rawPath of [
    "/%zz",
    "/%",
    "/documents/%",
    "/%E0%A4%A",
    "/tools/%",
    "/about%",
    "/%zz.js",
    "/assets/%zz.js",
  ]) {
    it(`GET ${rawPath} is a client error, logged as no error`, async () => {
      errors.mockClear();
      const res = await rawGet(port, rawPath);
      expect(res.status).toBe(400);
      expect(res.body).not.toMatch(/URIError|at .*\.ts/);
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it("GET /api/%zz answers the API's 404 and logs no error", async () => {
    errors.mockClear();
    const res = await rawGet(port, "/api/%zz");
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body).error.code).toBe("NOT_FOUND");
    expect(errors).not.toHaveBeenCalled();
  });
});
