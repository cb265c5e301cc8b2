import { TEXT_MAX_CHARS } from "@shared/run";
import { Hono } from "hono";
import { z } from "zod";
import { validationError } from "../http/errors";
import { type AppEnv, requireUser, type SessionDeps } from "../http/session";
import { withoutUsersWords } from "../me/dictionary";
import { applySuggestions, checkRules } from "./rules";
import { outsideSignatures } from "./signature-lines";

export const checkSchema = z.object({
  text: z
    .string()
    .max(TEXT_MAX_CHARS, `Text is too long (maximum ${TEXT_MAX_CHARS.toLocaleString("en-US")} characters).`)
    .refine((text) => text.trim().length > 0, "Please enter some text to check."),
});

/**
 * POST /api/nlp/check: offline rule-based findings for a generated result. No model, so no words
 * are charged. A draft's signature block (blanks, "Name:", "Date:") is left alone.
 */
export function nlpRoutes(deps: SessionDeps) {
  const app = new Hono<AppEnv>();
  app.use("*", requireUser(deps));
  app.post("/check", async (c) => {
    const parsed = checkSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const found = outsideSignatures(parsed.data.text, await checkRules(parsed.data.text));
    const issues = await withoutUsersWords(deps.db, c.get("user").id, found);
    return c.json({ engine: "rules", issues, correctedText: applySuggestions(parsed.data.text, issues) });
  });
  return app;
}
