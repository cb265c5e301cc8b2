import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { stopRules } from "../nlp/rules";
import { BACKENDS } from "../test-support/backends";
import type { TestClient } from "../test-support/harness";
import { type ServedApp, startServedApp } from "../test-support/served";
import { parseSse } from "../test-support/sse";

type Issue = { type: string; text: string; suggestion: string; explanation: string; start: number; end: number };
type LtMatch = {
  message: string;
  offset: number;
  length: number;
  replacements: { value: string }[];
  rule: { id: string; description: string; issueType: string; category: { id: string; name: string } };
};
type User = Awaited<ReturnType<ServedApp["newUser"]>>;

const TEXT = "We utilize synergies.";
const REASON = "Plain words read faster.";
/** A model that flags the term its own way and leaves it in its corrected text. */
const MODEL_ANSWER = JSON.stringify({
  issues: [
    { type: "style", severity: "low", text: "utilize", suggestion: "employ", explanation: "Wordy." },
    { type: "style", severity: "low", text: "synergies", suggestion: "teamwork", explanation: "Jargon." },
  ],
  correctedText: "We utilize teamwork.",
});

/**
 * A style guide's terms in every offline check on the server: the grammar checker's run, POST
 * /api/nlp/check and the LanguageTool-compatible endpoint (over a real socket, as its clients call
 * it), for the members of the organization whose guide it is, and for no one else.
 */
describe.each(BACKENDS)("style guide terms in the offline checks on %s", (kind) => {
  let served: ServedApp;
  let owner: User;
  let member: User;
  let otherOwner: User;
  let loner: User;

  /** The token of the newest invitation link mailed to this address. */
  const tokenMailedTo = async (email: string) => {
    const [mail] = await served.app.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email.toLowerCase()))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = /\/join\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    if (!token) throw new Error(`no invitation link mailed to ${email}`);
    return token;
  };

  beforeAll(async () => {
    // With the fake model: a grammar check is rules and model (the emergency stop, below, makes it rules only).
    served = await startServedApp(kind);
    served.fake.behaviour.reply = MODEL_ANSWER;
    owner = await served.newUser("owner");
    member = await served.newUser("member");
    otherOwner = await served.newUser("other");
    loner = await served.newUser("loner");
    await served.newOrganization(owner.email, 100_000);
    await served.newOrganization(otherOwner.email, 100_000);
    const invited = await owner.client.json("/api/organization/invitations", {
      json: { email: member.email, role: "member" },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const joined = await member.client.json("/api/organization/invitations/accept", {
      json: { token: await tokenMailedTo(member.email) },
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);

    const saved = await owner.client.json("/api/organization/style-guide", {
      method: "PUT",
      json: { terms: [{ avoid: "utilize", prefer: "use", reason: REASON }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The other organization's guide avoids another word of the same text.
    const theirs = await otherOwner.client.json("/api/organization/style-guide", {
      method: "PUT",
      json: { terms: [{ avoid: "synergies", prefer: "teamwork" }] },
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await stopRules();
    await served?.close();
  });

  const grammarCheck = async (client: TestClient, body: Record<string, unknown> = {}) => {
    const res = await client.request("/api/tools/grammar-checker/run", { json: { input: { text: TEXT }, ...body } });
    expect(res.status).toBe(200);
    const done = parseSse(await res.text()).at(-1)!;
    expect(done.event).toBe("done");
    return (done.data as { result: { issues: Issue[]; correctedText: string; engine: string } }).result;
  };
  const nlpCheck = async (client: TestClient) => {
    const res = await client.json("/api/nlp/check", { json: { text: TEXT } });
    expect(res.status).toBe(200);
    return res.body as { issues: Issue[]; correctedText: string };
  };
  const ltCheck = async (user: User, fields: Record<string, string> = {}) => {
    const res = await fetch(`${served.base}/api/languagetool/v2/check`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ username: user.email, apiKey: user.key, text: TEXT, language: "en-US", ...fields }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { matches: LtMatch[] }).matches;
  };
  const guideFindings = (issues: Issue[]) => issues.filter((i) => i.type === "guide");

  it("a member's grammar check with the model flags the organization's term with its replacement and reason", async () => {
    const result = await grammarCheck(member.client);
    expect(result.engine).toBe("rules+ai");
    expect(guideFindings(result.issues)).toEqual([
      expect.objectContaining({
        type: "guide",
        severity: "medium",
        text: "utilize",
        suggestion: "use",
        explanation: REASON,
        start: 3,
        end: 10,
        source: "rules",
      }),
    ]);
    // One finding on those words: the guide's, never the rules' or the model's beside it.
    expect(result.issues.filter((i) => i.start < 10 && i.end > 3)).toHaveLength(1);
    expect(result.issues.some((i) => i.text === "synergies" && i.type === "style")).toBe(true);
    // The model's corrected text follows the guide too.
    expect(result.correctedText).toBe("We use teamwork.");
  });

  it("a rules-only check (the emergency stop) flags it and applies it", async () => {
    await served.setSwitch("global_api_disabled", true);
    try {
      const result = await grammarCheck(member.client);
      expect(result.engine).toBe("rules");
      expect(guideFindings(result.issues)).toEqual([
        expect.objectContaining({ text: "utilize", suggestion: "use", explanation: REASON, start: 3, end: 10 }),
      ]);
      expect(result.issues.filter((i) => i.start < 10 && i.end > 3)).toHaveLength(1);
      expect(result.correctedText).toContain("We use synergies");
    } finally {
      await served.setSwitch("global_api_disabled", false);
    }
  });

  it("`styleGuide: false` in the run's body checks without the guide", async () => {
    const result = await grammarCheck(member.client, { styleGuide: false });
    expect(guideFindings(result.issues)).toEqual([]);
    // The model's correction, aligned: its one edit, and the avoided term left as the model wrote it.
    expect(result.issues.some((i) => i.text === "synergies" && i.suggestion === "teamwork")).toBe(true);
    expect(result.correctedText).toBe("We utilize teamwork.");
  });

  it("POST /api/nlp/check flags it too", async () => {
    const answer = await nlpCheck(member.client);
    expect(guideFindings(answer.issues)).toEqual([
      expect.objectContaining({ text: "utilize", suggestion: "use", explanation: REASON, start: 3, end: 10 }),
    ]);
    expect(answer.correctedText).toContain("We use synergies");
  });

  it("the LanguageTool endpoint reports it in the STYLE_GUIDE category, at the default level", async () => {
    const matches = await ltCheck(member);
    const guide = matches.filter((m) => m.rule.category.id === "STYLE_GUIDE");
    expect(guide).toHaveLength(1);
    expect(guide[0]).toMatchObject({
      message: REASON,
      offset: 3,
      length: 7,
      replacements: [{ value: "use" }],
      rule: { id: "QS_STYLE_GUIDE", issueType: "style", category: { id: "STYLE_GUIDE", name: "Style guide" } },
    });
    expect(guide[0].rule.description).not.toBe("StyleGuide");
  });

  it("the LanguageTool endpoint's rule and category choices apply to it like any other rule", async () => {
    const isGuide = (m: LtMatch) => m.rule.category.id === "STYLE_GUIDE";
    expect((await ltCheck(member, { disabledRules: "QS_STYLE_GUIDE" })).some(isGuide)).toBe(false);
    expect((await ltCheck(member, { disabledCategories: "STYLE_GUIDE" })).some(isGuide)).toBe(false);
    const onlyGuide = await ltCheck(member, { enabledOnly: "true", enabledCategories: "STYLE_GUIDE" });
    expect(onlyGuide.map((m) => m.rule.id)).toEqual(["QS_STYLE_GUIDE"]);
    const onlyRule = await ltCheck(member, { enabledOnly: "true", enabledRules: "QS_STYLE_GUIDE" });
    expect(onlyRule.map((m) => m.rule.id)).toEqual(["QS_STYLE_GUIDE"]);
    expect((await ltCheck(member, { enabledOnly: "true", enabledCategories: "TYPOS" })).some(isGuide)).toBe(false);
  });

  it("a member of another organization follows their own guide, and a user with none sees no guide finding", async () => {
    const theirs = await grammarCheck(otherOwner.client);
    expect(guideFindings(theirs.issues).map((i) => [i.text, i.suggestion])).toEqual([["synergies", "teamwork"]]);
    expect(guideFindings((await nlpCheck(otherOwner.client)).issues).map((i) => i.text)).toEqual(["synergies"]);
    const theirMatches = (await ltCheck(otherOwner)).filter((m) => m.rule.category.id === "STYLE_GUIDE");
    expect(theirMatches.map((m) => TEXT.slice(m.offset, m.offset + m.length))).toEqual(["synergies"]);

    expect(guideFindings((await grammarCheck(loner.client)).issues)).toEqual([]);
    expect(guideFindings((await nlpCheck(loner.client)).issues)).toEqual([]);
    expect((await ltCheck(loner)).some((m) => m.rule.category.id === "STYLE_GUIDE")).toBe(false);
  });
});
