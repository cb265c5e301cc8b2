import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runs } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { ledgerOf } from "../test-support/ledger";
import { type ServedApp, startServedApp } from "../test-support/served";

type Match = {
  message: string;
  shortMessage: string;
  offset: number;
  length: number;
  replacements: { value: string }[];
  context: { text: string; offset: number; length: number };
  sentence: string;
  rule: { id: string; description: string; issueType: string; category: { id: string; name: string } };
};
type CheckBody = {
  software: { name: string; apiVersion: number };
  language: { name: string; code: string; detectedLanguage: { code: string; confidence: number } };
  warnings: { incompleteResults: boolean };
  matches: Match[];
};

/** A misspelling after accented letters and an emoji (two UTF-16 units, one code point). */
const TEXT = "Grüße 👋 from Berlin. I recieve your letter today.";

describe.each(BACKENDS)("the LanguageTool-compatible endpoint on %s", (kind) => {
  let served: ServedApp;
  let user: Awaited<ReturnType<ServedApp["newUser"]>>;

  beforeAll(async () => {
    served = await startServedApp(kind);
    user = await served.newUser("lt");
  }, 60_000);
  afterAll(async () => {
    await served?.close();
  });

  const url = (path: string) => `${served.base}/api/languagetool/v2${path}`;
  /** As LibreOffice's remote checker and LTeX send it: a form body with username and apiKey. */
  const formCheck = (fields: Record<string, string>, auth = { username: user.email, apiKey: user.key }) =>
    fetch(url("/check"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...auth, ...fields }).toString(),
    });
  const matchesOf = async (res: Response) => {
    expect(res.status).toBe(200);
    return ((await res.json()) as CheckBody).matches;
  };

  it("answers LanguageTool's JSON for a form post, offsets in UTF-16 units of the text sent", async () => {
    const res = await formCheck({ text: TEXT, language: "en-US" });
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as CheckBody;
    expect(body.software).toMatchObject({ name: "Quillstack", apiVersion: 1 });
    expect(body.language).toMatchObject({ name: "English (US)", code: "en-US" });
    expect(body.warnings.incompleteResults).toBe(false);
    const typo = body.matches.find((m) => TEXT.slice(m.offset, m.offset + m.length) === "recieve");
    expect(typo).toBeDefined();
    expect(typo!.offset).toBe(TEXT.indexOf("recieve"));
    expect(typo!.replacements.map((r) => r.value)).toContain("receive");
    expect(typo!.rule).toMatchObject({ issueType: "misspelling", category: { id: "TYPOS", name: "Possible Typo" } });
    expect(typo!.rule.id).toBe("MORFOLOGIK_RULE_EN_US");
    const grammar = (await matchesOf(await formCheck({ text: "This is an test.", language: "en-GB" })))[0];
    expect(grammar.rule.id).toMatch(/^QS_[A-Z0-9_]+$/);
    expect(typo!.context.text.slice(typo!.context.offset, typo!.context.offset + typo!.context.length)).toBe("recieve");
    expect(typo!.sentence).toBe("I recieve your letter today.");
    expect(typo!.message.length).toBeGreaterThan(0);
  });

  it("disabledRules, disabledCategories and enabledOnly choose what is reported", async () => {
    const all = await matchesOf(await formCheck({ text: TEXT, language: "en-US" }));
    const typo = all.find((m) => m.rule.category.id === "TYPOS")!;
    const without = await matchesOf(await formCheck({ text: TEXT, language: "en-US", disabledRules: typo.rule.id }));
    expect(without.some((m) => m.rule.id === typo.rule.id)).toBe(false);
    const noTypos = await matchesOf(await formCheck({ text: TEXT, language: "en-US", disabledCategories: "TYPOS" }));
    expect(noTypos.some((m) => m.rule.category.id === "TYPOS")).toBe(false);
    const only = await matchesOf(
      await formCheck({
        text: "This is an test. I recieve it.",
        language: "en-US",
        enabledOnly: "true",
        enabledRules: typo.rule.id,
      }),
    );
    expect(only.length).toBeGreaterThan(0);
    expect(new Set(only.map((m) => m.rule.id))).toEqual(new Set([typo.rule.id]));
  });

  it("the browser add-on's text/plain form string with a Bearer key, and its CORS preflight", async () => {
    const preflight = await fetch(url("/check"), {
      method: "OPTIONS",
      headers: {
        origin: "https://docs.example.org",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization,content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    const res = await fetch(url("/check"), {
      method: "POST",
      headers: {
        "content-type": "text/plain;charset=UTF-8",
        authorization: `Bearer ${user.key}`,
        origin: "https://docs.example.org",
      },
      body: new URLSearchParams({ text: TEXT, language: "auto" }).toString(),
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await res.json()) as CheckBody;
    expect(body.language.detectedLanguage.code).toBe("en-US");
    expect(body.matches.some((m) => TEXT.slice(m.offset, m.offset + m.length) === "recieve")).toBe(true);
  });

  it("LTeX's annotated `data`: markup is skipped, offsets count it", async () => {
    const annotation = [
      { markup: "<p>" },
      { text: "I " },
      { markup: "**", interpretAs: "" },
      { text: "recieve" },
      { markup: "**", interpretAs: "" },
      { text: " it." },
      { markup: "</p>", interpretAs: "\n\n" },
    ];
    const original = annotation.map((a) => a.text ?? a.markup).join("");
    const matches = await matchesOf(await formCheck({ data: JSON.stringify({ annotation }), language: "en-US" }));
    const typo = matches.find((m) => m.rule.category.id === "TYPOS");
    expect(typo).toBeDefined();
    expect(original.slice(typo!.offset, typo!.offset + typo!.length)).toBe("recieve");
  });

  it("a word in the personal dictionary is not flagged; another user still sees it", async () => {
    const text = "Quillstackish plans work.";
    const flagged = (await matchesOf(await formCheck({ text, language: "en-US" }))).some(
      (m) => text.slice(m.offset, m.offset + m.length) === "Quillstackish",
    );
    expect(flagged).toBe(true);
    const owner = await served.newUser("lt-dict");
    const added = await owner.client.json("/api/me/dictionary", { json: { word: "Quillstackish" } });
    expect(added.status).toBeLessThan(300);
    const mine = await matchesOf(
      await formCheck({ text, language: "en-US" }, { username: owner.email, apiKey: owner.key }),
    );
    expect(mine.some((m) => text.slice(m.offset, m.offset + m.length) === "Quillstackish")).toBe(false);
  });

  it('as LibreOffice 7.4 asks: an unencoded "+" in the username, and language=en- for the bare en', async () => {
    const plus = await served.newUser("ann+writing");
    // LibreOffice writes the username into the form body as it is: its "+" reads as a space.
    const body = `username=${plus.email}&apiKey=${encodeURIComponent(plus.key)}&language=en-&text=${encodeURIComponent(TEXT)}`;
    const res = await fetch(url("/check"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as CheckBody;
    expect(answer.language).toMatchObject({ name: "English", code: "en" });
    expect(answer.matches.map((m) => TEXT.slice(m.offset, m.offset + m.length))).toContain("recieve");
    // Someone else's address is still refused, "+" or not.
    const other = body.replace(`username=${plus.email}`, `username=${user.email.replace("@", "+x@")}`);
    const refused = await fetch(url("/check"), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: other,
    });
    expect(refused.status).toBe(403);
  });

  it("charges nothing and makes no run", async () => {
    await matchesOf(await formCheck({ text: TEXT, language: "en-US" }));
    expect(await ledgerOf(served.app, user.userId)).toEqual({ used: 0, reserved: 0, logged: 0 });
    expect(await served.app.database.db.select().from(runs).where(eq(runs.userId, user.userId))).toEqual([]);
  });

  it("GET /languages lists the English variants checked", async () => {
    const res = await fetch(url("/languages"));
    expect(res.status).toBe(200);
    const languages = (await res.json()) as { name: string; code: string; longCode: string }[];
    expect(languages).toEqual(expect.arrayContaining([{ name: "English (GB)", code: "en", longCode: "en-GB" }]));
  });

  it("British spelling for en-GB, American for en-US", async () => {
    const text = "The colour of the sky.";
    const us = await matchesOf(await formCheck({ text, language: "en-US" }));
    const gb = await matchesOf(await formCheck({ text, language: "en-GB" }));
    const flagged = (ms: Match[]) => ms.some((m) => text.slice(m.offset, m.offset + m.length) === "colour");
    expect(flagged(us)).toBe(true);
    expect(flagged(gb)).toBe(false);
  });

  it("other languages: auto finds no English and reports nothing; an unknown code is LanguageTool's 400", async () => {
    const german = await formCheck({
      text: "Der Hund läuft schnell über die Straße und bellt laut.",
      language: "auto",
    });
    const body = (await german.json()) as CheckBody;
    expect(body.language.code).toBe("zz");
    expect(body.matches).toEqual([]);
    const unknown = await formCheck({ text: "Hallo Welt.", language: "de-DE" });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toMatch(/^Error: 'de-DE' is not a language code known/);
  });

  it("refusals in LanguageTool's plain text: no key, wrong, revoked and expired keys, another username, a suspended account, missing text, too long", async () => {
    const none = await fetch(url("/check"), {
      method: "POST",
      body: new URLSearchParams({ text: "Hi.", language: "en-US" }),
    });
    expect(none.status).toBe(403);
    expect(none.headers.get("content-type")).toContain("text/plain");
    expect(await none.text()).toMatch(/^Error: Authentication required/);
    expect(
      (await formCheck({ text: "Hi.", language: "en-US" }, { username: user.email, apiKey: `${user.key}x` })).status,
    ).toBe(403);
    expect(
      (await formCheck({ text: "Hi.", language: "en-US" }, { username: "someone@else.org", apiKey: user.key })).status,
    ).toBe(403);

    const revoked = await served.newUser("lt-revoked");
    await served.revokeKey(revoked.client, revoked.keyId);
    expect(
      (await formCheck({ text: "Hi.", language: "en-US" }, { username: revoked.email, apiKey: revoked.key })).status,
    ).toBe(403);
    const expired = await served.newUser("lt-expired");
    await served.expireKey(expired.keyId);
    expect(
      (await formCheck({ text: "Hi.", language: "en-US" }, { username: expired.email, apiKey: expired.key })).status,
    ).toBe(403);
    const suspended = await served.newUser("lt-suspended");
    await served.suspend(suspended.userId);
    const refused = await formCheck(
      { text: "Hi.", language: "en-US" },
      { username: suspended.email, apiKey: suspended.key },
    );
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/^Error: /);

    const missing = await formCheck({ language: "en-US" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toBe("Error: Missing 'text' or 'data' parameter");
    const long = await formCheck({ text: "word ".repeat(12_000), language: "en-US" });
    expect(long.status).toBe(413);
    expect(await long.text()).toMatch(/^Error: Your text exceeds the limit of 50000 characters/);
  });

  it("past the per-user rate limit: 429 with Retry-After", async () => {
    const limited = await startServedApp(kind, { API_RATE_LIMIT_BURST: "2", API_RATE_LIMIT_PER_MINUTE: "1" });
    try {
      const someone = await limited.newUser("lt-limited");
      const send = () =>
        fetch(`${limited.base}/api/languagetool/v2/check`, {
          method: "POST",
          body: new URLSearchParams({
            text: "Hi there.",
            language: "en-US",
            username: someone.email,
            apiKey: someone.key,
          }),
        });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
