import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** The one JSON error shape of the API: {"error": {"code", "title", "message"}}. */
export function apiError(c: Context, status: ContentfulStatusCode, code: string, title: string, message: string) {
  return c.json({ error: { code, title, message } }, status);
}

export function validationError(c: Context, error: z.ZodError) {
  const first = error.issues[0];
  return apiError(c, 400, "VALIDATION_ERROR", "Error", first?.message ?? "Invalid request.");
}
