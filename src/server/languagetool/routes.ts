import { tryAgainIn } from "@shared/try-again";
import { Hono } from "hono";
import { cors } from "hono/cors";
import { bearerToken, type KeyDeps, keyAuthenticator } from "../api/authenticate";
import { type ApiRateLimit, takeToken } from "../http/token-bucket";
import { check } from "./check";
import { LANGUAGES } from "./languages";
import { readParams } from "./params";

/**
 * /api/languagetool/v2 (docs/protocols.md "LanguageTool-compatible endpoint"): LanguageTool's HTTP API over
 * our offline rules, so LibreOffice, the LanguageTool browser add-on, Obsidian and LTeX check text
 * with a Quillstack key. Errors are plain text, as LanguageTool's server answers them. CORS is open
 * (no credentials): the add-on calls from any page, and cookies are never read here.
 */
export function languageToolRoutes(deps: KeyDeps & { rateLimit: ApiRateLimit }) {
  const app = new Hono();
  const authenticate = keyAuthenticator(deps);
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

  app.get("/languages", (c) => c.json(LANGUAGES.map(({ name, code, longCode }) => ({ name, code, longCode }))));

  app.on(["GET", "POST"], "/check", async (c) => {
    const params = await readParams(c);
    if (!params) return fail(400, "Could not read the multipart/form-data body");
    const auth = await authenticate(c, bearerToken(c.req.header("authorization")) ?? params.get("apiKey"));
    if (!auth.ok) {
      const message =
        auth.code === "UNAUTHORIZED"
          ? "Authentication required: send your Quillstack API key as 'apiKey' (with 'username', your account's email) or as 'Authorization: Bearer <key>'."
          : auth.message;
      // LanguageTool's server answers every credential problem 403 (its AuthException); 429 stays 429.
      const res = fail(auth.status === 429 ? 429 : 403, message);
      if (auth.retryAfter !== undefined) res.headers.set("Retry-After", String(auth.retryAfter));
      return res;
    }
    // LanguageTool's clients send the account's email with the key; a different one is a mistake
    // in the client's settings worth saying, not a request to act for someone else.
    // LibreOffice sends the username unencoded, so the "+" of "ann+writing@…" arrives as a space
    // (form decoding); an email holds no space, so a space here can only have been a "+".
    const username = params.get("username")?.trim().replace(/ /g, "+");
    if (username && username.toLowerCase() !== auth.user.email.toLowerCase()) {
      return fail(403, "The username does not match the account of this API key. Use the email you sign in with.");
    }
    const taken = await takeToken(deps.db, auth.user.id, deps.rateLimit);
    if (!taken.ok) {
      const res = fail(429, `Too many requests with this account's API keys. ${tryAgainIn(taken.retryAfter)}`);
      res.headers.set("Retry-After", String(taken.retryAfter));
      return res;
    }
    const answer = await check(deps.db, auth.user.id, params);
    return answer.status === 200 ? c.json(answer.body) : fail(answer.status, answer.error);
  });
  return app;
}
