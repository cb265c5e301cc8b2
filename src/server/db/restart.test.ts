import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { canRunPrivatePostgres, type PrivatePostgres, startPrivatePostgres } from "../test-support/private-postgres";
import { parseSse } from "../test-support/sse";
import { openPostgres } from "./client";

/**
 * PostgreSQL restarts under a running app (an upgrade, a failover). While it is down, requests
 * that need it answer 503 with a plain message and health says the database is unreachable;
 * once it is back the pool reconnects on its own and everything answers again within 5 s.
 */
describe.runIf(canRunPrivatePostgres())("a PostgreSQL restart while the app runs", () => {
  let server: PrivatePostgres;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let user: TestClient;

  beforeAll(async () => {
    server = await startPrivatePostgres();
    fake = await startFakeOpenAi({ reply: "Said again, plainly." });
    const env = { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "fake-model" };
    app = await startTestApp("postgres", env, openPostgres(server.url));
    user = await signUpVerified(app, "restart@example.com");
  }, 60_000);
  afterAll(async () => {
    await app?.drop().catch(() => undefined);
    server?.remove();
    await fake?.close();
  });

  const run = async () => {
    const res = await user.request("/api/tools/paraphraser/run", { json: { input: { text: "Say it again." } } });
    return { status: res.status, text: await res.text() };
  };

  it("answers 503 while it is down and recovers by itself once it is back", async () => {
    expect((await user.json("/api/me")).status).toBe(200);
    expect((await run()).status).toBe(200);

    server.stop();
    const health = await app.client().json("/api/health");
    expect(health).toEqual({ status: 503, body: { status: "unavailable", database: "unreachable" } });
    for (const attempt of [() => user.json("/api/me"), () => user.json("/api/documents")]) {
      const res = await attempt();
      expect(res.status).toBe(503);
      expect(res.body.error).toEqual({
        code: "DATABASE_UNAVAILABLE",
        title: "Error",
        message: "The service is briefly unavailable. Please try again in a moment.",
      });
    }
    const refusedRun = await run();
    expect(refusedRun.status).toBe(503);

    server.start();
    const back = Date.now();
    let healthy = false;
    while (!healthy && Date.now() - back < 5000) {
      healthy = (await app.client().json("/api/health")).status === 200;
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(healthy).toBe(true);
    expect((await user.json("/api/me")).status).toBe(200);
    const again = await run();
    expect(again.status).toBe(200);
    expect(parseSse(again.text).at(-1)?.event).toBe("done");
  }, 60_000);
});
