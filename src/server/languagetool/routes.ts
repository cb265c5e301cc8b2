import { Hono } from "hono";
import { cors } from "hono/cors";
import { type BearerRefusal, bearerToken } from "../protocols/bearer";
import { type GateDeps, keyGate } from "../protocols/gate";
import { check } from "./check";
import { LANGUAGES } from "./languages";
import { readParams } from "./params";

/**
 * /api/languagetool/v2 (docs/protocols.md "LanguageTool-compatible endpoint"): LanguageTool's HTTP API over
 * our offline rules, so LibreOffice, the LanguageTool browser add-on, Obsidian and LTeX check text
 * with a Quillstack key. Errors are plain text, as LanguageTool's server answers them. CORS is open
 * (no credentials): the add-on calls from any page, and cookies are never read here.
 */
export function languageToolRoutes(deps: GateDeps) {
  const app = new Hono();
  const gate = keyGate(deps);
  app.use(
    "*",
    cors({
      origin: "*",
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["Authorization", "Content-Type"],
      exposeHeaders: ["Retry-After"],
      maxAge: 86400,
    }),
  );
  const fail = (status: 400 | 403 | 413 | 429, message: string) =>
    new Response(`Error: ${message}`, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // LanguageTool's server answers every credential problem 403 (its AuthException); 429 stays 429.
  const refused = (refusal: BearerRefusal, message = refusal.message) => {
    const res = fail(refusal.status === 429 ? 429 : 403, message);
    if (refusal.retryAfter !== undefined) res.headers.set("Retry-After", String(refusal.retryAfter));
    return res;
  };

  app.get("/languages", (c) => c.json(LANGUAGES.map(({ name, code, longCode }) => ({ name, code, longCode }))));

  app.on(["GET", "POST"], "/check", async (c) => {
    const params = await readParams(c);
    if (!params) return fail(400, "Could not read the multipart/form-data body");
    const auth = await gate.authenticate(c, bearerToken(c.req.header("authorization")) ?? params.get("apiKey"));
    if (!auth.ok) {
      return auth.code === "UNAUTHORIZED"
        ? refused(
            auth,
            "Authentication required: send your Quillstack API key as 'apiKey' (with 'username', your account's email) or as 'Authorization: Bearer <key>'.",
          )
        : refused(auth);
    }
    const { user } = auth.caller;
    // LanguageTool's clients send the account's email with the key; a different one is a mistake
    // in the client's settings worth saying, not a request to act for someone else.
    // LibreOffice sends the username unencoded, so the "+" of "ann+writing@…" arrives as a space
    // (form decoding); an email holds no space, so a space here can only have been a "+".
    const username = params.get("username")?.trim().replace(/ /g, "+");
    if (username && username.toLowerCase() !== user.email.toLowerCase()) {
      return fail(403, "The username does not match the account of this API key. Use the email you sign in with.");
    }
    const limited = await gate.take(user.id);
    if (limited) return refused(limited);
    const answer = await check(deps.db, user.id, params);
    return answer.status === 200 ? c.json(answer.body) : fail(answer.status, answer.error);
  });
  return app;
}
