import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { refineFindings } from "@shared/checking/refine";
import { ruleChecker } from "@shared/checking/rule-findings";
import { dictionarySet } from "@shared/dictionary";
import { guideIssues } from "@shared/guide-issues";
import { LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServedApp, startServedApp } from "../test-support/served";
import { parseSse } from "../test-support/sse";
import { stopRules } from "./rules";

/**
 * One text through every surface that checks it with the offline rules, for one writer with a
 * personal dictionary word and a style guide term: the same findings everywhere. A spelling
 * mistake, a grammar slip, an a/an, the guide's term, the dictionary word, a long-sentence hint and
 * a doubled space (both hints only at the picky level).
 */
const SAMPLE = [
  "Quillstackish is the word we use for it, and we utilize it in an sentence.",
  "She dont know where the recieve button is.",
  "This  sentence has two spaces, and the next one goes on and on with clause after clause and word after word until it is far longer than any reader would want to read in one breath without stopping.",
].join(" ");

type Finding = { start: number; end: number; fix: string };
const key = (f: Finding) => `${f.start}-${f.end}:${f.fix}`;
const sorted = (findings: Finding[]) => findings.map(key).sort();

describe("one check pipeline on every surface", () => {
  let served: ServedApp;
  let user: Awaited<ReturnType<ServedApp["newUser"]>>;

  beforeAll(async () => {
    // No model: the grammar checker (and MCP through it) answers with the offline rules alone.
    served = await startServedApp("pglite", { AI_PROVIDER: "none" });
    user = await served.newUser("surfaces");
    expect((await user.client.json("/api/me/dictionary", { json: { word: "Quillstackish" } })).status).toBe(200);
    const guide = await user.client.json("/api/me/style-guide", {
      method: "PUT",
      json: { terms: [{ avoid: "utilize", prefer: "use" }] },
    });
    expect(guide.status, JSON.stringify(guide.body)).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await served?.close();
    await stopRules();
  });

  const nlpCheck = async (level?: "picky") => {
    const res = await user.client.json("/api/nlp/check", { json: { text: SAMPLE, ...(level ? { level } : {}) } });
    expect(res.status).toBe(200);
    return (res.body.issues as { start: number; end: number; suggestion: string }[]).map((i) => ({
      start: i.start,
      end: i.end,
      fix: i.suggestion,
    }));
  };

  const languageTool = async (level?: "picky") => {
    const res = await fetch(`${served.base}/api/languagetool/v2/check`, {
      method: "POST",
      body: new URLSearchParams({
        text: SAMPLE,
        language: "en-US",
        username: user.email,
        apiKey: user.key,
        ...(level ? { level } : {}),
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      matches: { offset: number; length: number; replacements: { value: string }[] }[];
    };
    return body.matches.map((m) => ({
      start: m.offset,
      end: m.offset + m.length,
      fix: m.replacements[0]?.value ?? "",
    }));
  };

  const grammarChecker = async () => {
    const res = await user.client.request("/api/tools/grammar-checker/run", { json: { input: { text: SAMPLE } } });
    const done = parseSse(await res.text()).at(-1)!.data as {
      result: { issues: { start: number; end: number; suggestion: string; source: string }[] };
    };
    return done.result.issues.map((i) => ({ start: i.start, end: i.end, fix: i.suggestion }));
  };

  const mcp = async () => {
    const transport = new StreamableHTTPClientTransport(new URL(`${served.base}/api/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${user.key}` } },
    });
    const client = new Client({ name: "surfaces-test", version: "1.0.0" });
    await client.connect(transport);
    try {
      const result = await client.callTool({ name: "grammar-checker", arguments: { input: { text: SAMPLE } } });
      expect(result.isError).toBeFalsy();
      const structured = result.structuredContent as { issues: { start: number; end: number; suggestion: string }[] };
      return structured.issues.map((i) => ({ start: i.start, end: i.end, fix: i.suggestion }));
    } finally {
      await client.close();
    }
  };

  /** The editor's path: its worker's rule checker (the same module), then the step the editor takes with the writer's words and guide. */
  const editor = async (level: "default" | "picky" = "default") => {
    const check = ruleChecker(new LocalLinter({ binary }));
    const found = await check(SAMPLE, "american");
    const { terms } = (await user.client.json("/api/me/style-guide/effective")).body;
    const guide = guideIssues(SAMPLE, terms);
    return refineFindings(SAMPLE, found, { dictionary: dictionarySet(["Quillstackish"]), guide }, { level }).map(
      (i) => ({ start: i.start, end: i.end, fix: i.suggestion }),
    );
  };

  it("the app's check, LanguageTool, the grammar checker, MCP and the editor find the same", async () => {
    const reference = await nlpCheck();
    const texts = reference.map((f) => SAMPLE.slice(f.start, f.end));
    // What the sample was written to contain, at the default level.
    expect(texts).toContain("recieve");
    expect(texts).toContain("utilize");
    expect(reference.find((f) => SAMPLE.slice(f.start, f.end) === "utilize")?.fix).toBe("use");
    expect(texts).not.toContain("Quillstackish");
    expect(texts.some((t) => t.includes("  "))).toBe(false);

    const surfaces = {
      languageTool: await languageTool(),
      grammarChecker: await grammarChecker(),
      mcp: await mcp(),
      editor: await editor(),
    };
    for (const [name, findings] of Object.entries(surfaces)) {
      expect(sorted(findings), name).toEqual(sorted(reference));
    }
  });

  it("the picky level adds the same hints on the app's check, LanguageTool and the editor", async () => {
    const picky = await nlpCheck("picky");
    expect(picky.length).toBeGreaterThan((await nlpCheck()).length);
    expect(picky.some((f) => SAMPLE.slice(f.start, f.end) === "  ")).toBe(true);
    expect(sorted(await languageTool("picky"))).toEqual(sorted(picky));
    expect(sorted(await editor("picky"))).toEqual(sorted(picky));
  });
});
