import { failureShown } from "@shared/run";
import { getTool } from "@shared/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { parseSse } from "../test-support/sse";

/**
 * A model that fails or stops answering reaches the user in the tool's own words,
 * whichever provider it is; the provider's detail stays in the log. Nothing is charged.
 */
describe("model failures, as the user reads them", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let user: TestClient;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: "Never sent in time." });
    app = await startTestApp("pglite", {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      AI_TIMEOUT_SECONDS: "1",
    });
    user = await signUpVerified(app, "failures@example.com");
  });
  afterAll(async () => {
    await app?.drop();
    await fake?.close();
  });

  const lastEvent = async (slug: string, input: Record<string, string>) => {
    const res = await user.request(`/api/tools/${slug}/run`, { json: { input } });
    expect(res.status).toBe(200);
    return parseSse(await res.text()).at(-1);
  };

  it("a model that stops answering is 'Request timed out', under the tool's failure title", async () => {
    fake.behaviour.mode = "ok";
    fake.behaviour.chunkDelayMs = 2500; // longer than AI_TIMEOUT_SECONDS between chunks
    expect(await lastEvent("legal-draft", { details: "Two companies share their plans." })).toEqual({
      event: "error",
      data: { code: "UPSTREAM_TIMEOUT", title: "Generation Failed", message: "Request timed out" },
    });
    expect(await lastEvent("paraphraser", { text: "Say it again." })).toEqual({
      event: "error",
      data: { code: "UPSTREAM_TIMEOUT", title: "Error", message: "Request timed out" },
    });
    expect((await user.json("/api/me/usage")).body.wordsUsed).toBe(0);
  }, 30_000);

  it("a failing model server is the tool's own message, not the server's detail", async () => {
    fake.behaviour.chunkDelayMs = 0;
    fake.behaviour.mode = "fail";
    expect(await lastEvent("legal-draft", { details: "Two companies share their plans." })).toEqual({
      event: "error",
      data: { code: "UPSTREAM_ERROR", title: "Generation Failed", message: "Generation failed. Please try again." },
    });
  });

  it("the embedded model's crash reads the same as any provider's failure", () => {
    const crash = { code: "MODEL_ERROR", title: "Error", message: "The local model failed: out of memory" };
    expect(failureShown(getTool("paraphraser"), crash)).toEqual({
      code: "MODEL_ERROR",
      title: "Error",
      message: "Failed to paraphrase text. Please try again.",
    });
    expect(failureShown(getTool("legal-draft"), crash).title).toBe("Generation Failed");
    // As the stream sends it: an Error, whose message JSON would drop unless copied.
    const empty = Object.assign(new Error("The translation came back empty."), {
      code: "EMPTY_RESULT",
      title: "Translation Error",
    });
    expect(JSON.parse(JSON.stringify(failureShown(getTool("language-translator"), empty)))).toEqual({
      code: "EMPTY_RESULT",
      title: "Translation Error",
      message: "The translation came back empty.",
    });
  });
});
