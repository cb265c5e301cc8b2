import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Config } from "../config";
import { apiError } from "../http/errors";
import { type AppEnv, requireUser, type SessionDeps } from "../http/session";
import type { Logger } from "../log";

export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;

/**
 * POST /api/transcribe (multipart, field "audio"): forwards a recording to the OpenAI-compatible
 * server's /audio/transcriptions when AI_TRANSCRIBE_MODEL is set. Otherwise 503, and the browser
 * falls back to its own speech recognition.
 */
export function transcribeRoutes(deps: SessionDeps & { config: Config; log: Logger }) {
  const { config, log } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", requireUser(deps));
  app.post(
    "/",
    bodyLimit({
      maxSize: AUDIO_MAX_BYTES,
      onError: (c) =>
        apiError(
          c,
          413,
          "PAYLOAD_TOO_LARGE",
          "Error",
          "The recording is too long. Please record up to about 5 minutes.",
        ),
    }),
    async (c) => {
      const model = config.ai.transcribeModel;
      if (!model || !config.ai.baseUrl) {
        return apiError(
          c,
          503,
          "TRANSCRIPTION_UNAVAILABLE",
          "Voice Input Unavailable",
          "Server transcription is not configured.",
        );
      }
      const form = await c.req.formData().catch(() => null);
      const audio = form?.get("audio");
      if (!(audio instanceof File) || audio.size === 0) {
        return apiError(c, 400, "VALIDATION_ERROR", "Error", "No recording was received.");
      }
      const upstream = new FormData();
      upstream.set("file", audio, audio.name || "recording.webm");
      upstream.set("model", model);
      try {
        const res = await fetch(`${config.ai.baseUrl.replace(/\/+$/, "")}/audio/transcriptions`, {
          method: "POST",
          headers: config.ai.apiKey ? { authorization: `Bearer ${config.ai.apiKey}` } : {},
          body: upstream,
          signal: AbortSignal.timeout(60_000),
        });
        if (!res.ok) throw new Error(`status ${res.status}`);
        const body = (await res.json()) as { text?: unknown };
        return c.json({ text: typeof body.text === "string" ? body.text.trim() : "" });
      } catch (error) {
        log.warn(`transcription failed: ${(error as Error).message}`);
        return apiError(
          c,
          502,
          "TRANSCRIPTION_FAILED",
          "Error",
          "Transcription failed. Please try again or type your text.",
        );
      }
    },
  );
  return app;
}
