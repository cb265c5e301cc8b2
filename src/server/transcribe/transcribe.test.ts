import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { signUpVerified, startTestApp, type TestApp } from "../test-support/harness";

const recording = () => {
  const form = new FormData();
  form.set("audio", new File([new Uint8Array(2048).fill(7)], "clip.webm", { type: "audio/webm" }));
  return form;
};

describe("POST /api/transcribe", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ transcript: "  hello from my microphone " });
    app = await startTestApp("pglite", {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_TRANSCRIBE_MODEL: "whisper-1",
    });
    bare = await startTestApp("pglite");
  });
  afterAll(async () => {
    await app?.drop();
    await bare?.drop();
    await fake?.close();
  });

  it("forwards the recording to the provider and returns the text", async () => {
    const client = await signUpVerified(app, "voice@example.com");
    expect((await client.json("/api/config")).body.serverTranscription).toBe(true);
    const res = await app.app.request("http://localhost:3000/api/transcribe", {
      method: "POST",
      headers: { origin: "http://localhost:3000", cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      body: recording(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ text: "hello from my microphone" });
    expect(fake.transcriptions).toBe(1);
  });

  it("answers 503 when no transcription model is configured, so the browser can fall back", async () => {
    const client = await signUpVerified(bare, "novoice@example.com");
    expect((await client.json("/api/config")).body.serverTranscription).toBe(false);
    const res = await bare.app.request("http://localhost:3000/api/transcribe", {
      method: "POST",
      headers: { origin: "http://localhost:3000", cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      body: recording(),
    });
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe("TRANSCRIPTION_UNAVAILABLE");
  });
});
