import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./db/client";
import { signUpVerified, startTestApp } from "./test-support/harness";

describe("restart on the embedded database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "qs-restart-"));
  const open = async () =>
    startTestApp("pglite", { DATA_DIR: dataDir }, await openPglite(path.join(dataDir, "pglite")));
  let running: Awaited<ReturnType<typeof open>> | undefined;
  afterAll(() => running?.drop());

  it("keeps accounts, profiles and sessions across a restart", async () => {
    running = await open();
    const client = await signUpVerified(running, "keep@example.com", "Kept Person");
    await client.json("/api/me", { method: "PATCH", json: { fullName: "Renamed Person", theme: "light" } });
    await running.drop();

    running = await open();
    // Same data dir → same generated AUTH_SECRET and the same session row: still signed in.
    const browser = running.client();
    browser.cookies = client.cookies;
    const me = await browser.json("/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: "keep@example.com", fullName: "Renamed Person", theme: "light" });
  });
});
