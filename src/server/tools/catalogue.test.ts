import { defaultValues, getTool, isTextField, TOOLS, type Tool } from "@shared/tools";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { profiles, usageLogs } from "../db/schema";
import { signUpVerified, startTestApp, type TestApp, type TestClient } from "../test-support/harness";
import { parseSse } from "../test-support/sse";

type Sent = { messages: { role: string; content: string }[] };

/** A valid body for the tool: every text field filled, options as given (defaults otherwise). */
function bodyFor(spec: Tool, options: Record<string, unknown> = {}) {
  const input: Record<string, string> = {};
  const defaults = defaultValues(spec);
  const opts: Record<string, unknown> = {};
  for (const f of spec.fields) {
    if (isTextField(f)) input[f.name] = f.name === "wordCount" ? "600" : `sample ${f.name} about gardens`;
    else opts[f.name] = f.name in options ? options[f.name] : defaults[f.name];
  }
  return { input, options: opts };
}

describe("every tool through the API, against the fake model server", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ reply: "A fine answer." });
    app = await startTestApp("pglite", { AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.url, AI_MODEL: "fake" });
    client = await signUpVerified(app, "catalogue@example.com");
    const me = await client.json("/api/me");
    await app.database.db.update(profiles).set({ unlimitedAccess: true }).where(eq(profiles.userId, me.body.id));
  });
  afterAll(async () => {
    await app?.drop();
    await fake?.close();
  });

  const run = async (slug: string, body: unknown) => {
    const res = await client.request(`/api/tools/${slug}/run`, { json: body });
    const text = await res.text();
    return {
      status: res.status,
      json: res.status === 200 ? null : JSON.parse(text),
      events: res.status === 200 ? parseSse(text) : [],
    };
  };
  /** What the model was asked: the messages plus sampling settings (some options only change those). */
  const lastPrompt = () => {
    const body = fake.requests.at(-1)!.body as Sent & { temperature?: number; max_tokens?: number };
    return `${body.messages.map((m) => m.content).join("\n")}\n[temperature ${body.temperature}, max_tokens ${body.max_tokens}]`;
  };

  for (const tool of TOOLS) {
    const required = tool.fields.find((f) => isTextField(f) && f.required);

    it(`${tool.slug}: refuses missing input with its own message`, async () => {
      if (!required || !isTextField(required)) return;
      const body = bodyFor(tool);
      body.input[required.name] = "   ";
      const res = await run(tool.slug, body);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ title: "Error", message: required.required });
    });

    it(`${tool.slug}: its options reach the prompt`, async () => {
      fake.behaviour.reply = "A fine answer.";
      fake.behaviour.mode = "ok";
      if (tool.run === "check") return; // structured check, covered below
      const base = await run(tool.slug, bodyFor(tool));
      expect(base.events.at(-1)?.event, JSON.stringify(base.events.at(-1))).toBe("done");
      const basePrompt = lastPrompt();
      for (const f of tool.fields) {
        if (f.kind !== "select" && f.kind !== "switch") continue;
        let value: unknown;
        let expected: string | undefined;
        if (f.kind === "switch") value = !f.default;
        else {
          const choices = f.dependsOn
            ? (f.dependsOn.choices[String(defaultValues(tool)[f.dependsOn.field])] ?? f.choices)
            : f.choices;
          const other = choices.find((c) => c.value !== f.default && c.value !== "");
          if (!other) continue;
          value = other.value;
          expected = other.label;
        }
        if (tool.slug === "language-translator" && f.name === "target") value = "de";
        if (tool.slug === "language-translator" && f.name === "target") expected = "German";
        const res = await run(tool.slug, bodyFor(tool, { [f.name]: value }));
        expect(res.events.at(-1)?.event, `${tool.slug} ${f.name}`).toBe("done");
        const prompt = lastPrompt();
        expect(prompt, `${tool.slug}: option ${f.name}`).not.toBe(basePrompt);
        if (expected)
          expect(prompt.toLowerCase(), `${tool.slug}: ${f.name}=${value}`).toMatch(
            new RegExp(
              `${expected.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|${String(value)
                .toLowerCase()
                .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
            ),
          );
      }
      const presets = tool.presets ?? [];
      if (presets.length > 1) {
        const second = presets[1];
        await run(tool.slug, { ...bodyFor(tool), presetId: second.id });
        expect((fake.requests.at(-1)!.body as Sent).messages[0].content).toBe(second.systemPrompt);
      }
    });

    if (tool.postProcess === "plain") {
      it(`${tool.slug}: strips markdown and emoji from the result`, async () => {
        fake.behaviour.reply = "## Heading 🎉\n**Bold** point ✨ here";
        const res = await run(tool.slug, bodyFor(tool));
        fake.behaviour.reply = "A fine answer.";
        const done = res.events.at(-1)!;
        expect(done.event).toBe("done");
        expect((done.data as { output: string }).output).toBe("Heading\nBold point here");
      });
    }

    if (tool.emptyResult) {
      it(`${tool.slug}: an empty result is an error in the tool's words, charged nothing`, async () => {
        fake.behaviour.reply = "";
        const res = await run(tool.slug, bodyFor(tool));
        fake.behaviour.reply = "A fine answer.";
        expect(res.events.at(-1)).toEqual({ event: "error", data: { code: "EMPTY_RESULT", ...tool.emptyResult } });
      });
    }

    it(`${tool.slug}: a model failure shows the tool's failure message`, async () => {
      if (tool.run === "check") return; // structured check, covered below
      fake.behaviour.mode = "fail";
      const res = await run(tool.slug, bodyFor(tool));
      fake.behaviour.mode = "ok";
      expect(res.events.at(-1)).toEqual({
        event: "error",
        data: { code: "UPSTREAM_ERROR", title: tool.failureTitle ?? "Error", message: tool.failure },
      });
    });
  }

  it("translator: the same source and target language is refused unless the source is auto-detect", async () => {
    const spec = getTool("language-translator");
    const same = await run("language-translator", bodyFor(spec, { source: "fr", target: "fr" }));
    expect(same.json.error.message).toBe("Source and target languages cannot be the same.");
    const auto = await run("language-translator", bodyFor(spec, { source: "auto", target: "fr" }));
    expect(auto.status).toBe(200);
    const notTarget = await run("language-translator", bodyFor(spec, { target: "auto" }));
    expect(notTarget.status).toBe(400);
  });

  it("legal: sanitised input, spec messages, regions of the jurisdiction, and the estimate must fit", async () => {
    const spec = getTool("legal-draft");
    const body = bodyFor(spec);
    for (const bad of ["<b>terms</b>", "see javascript:alert(1)", 'x onclick="steal()"']) {
      const res = await run("legal-draft", { ...body, input: { details: bad } });
      expect(res.json.error.message, bad).toBe("Invalid characters detected");
    }
    const long = await run("legal-draft", { ...body, input: { details: "a".repeat(5001) } });
    expect(long.json.error.message).toBe("Maximum 5000 characters allowed");
    const region = await run("legal-draft", bodyFor(spec, { jurisdiction: "uk", region: "Texas" }));
    expect(region.json.error.message).toBe("Please choose a region of the selected jurisdiction.");
    expect((await run("legal-draft", bodyFor(spec, { jurisdiction: "uk", region: "Scotland" }))).status).toBe(200);

    const small = await signUpVerified(app, "legal-small@example.com");
    const me = await small.json("/api/me");
    await app.database.db.update(profiles).set({ wordsUsed: 1600 }).where(eq(profiles.userId, me.body.id));
    const res = await small.request("/api/tools/legal-draft/run", { json: body });
    expect(res.status).toBe(403);
    expect((await res.json()).error).toEqual({
      code: "ESTIMATE_EXCEEDS_REMAINING",
      title: "Word Limit Exceeded",
      message: "This document needs about 500 words, but you only have 400 words remaining in your free plan.",
    });
  });

  it("long-form writer: each of the three drafts is its own call with its own angle, and length falls back to 800", async () => {
    const spec = getTool("long-form-writer");
    const prompts: string[] = [];
    for (const draftIndex of [0, 1, 2]) {
      const res = await run("long-form-writer", { ...bodyFor(spec), draftIndex });
      expect(res.events.at(-1)?.event).toBe("done");
      prompts.push(lastPrompt());
    }
    expect(new Set(prompts).size).toBe(3);
    // Three documents the list tells apart: each title says which draft it holds.
    const listed = await client.json<{ items: { title: string }[] }>("/api/documents?tool=long-form-writer");
    const titles = listed.body.items.slice(0, 3).map((d) => d.title);
    expect(new Set(titles).size).toBe(3);
    for (const n of [1, 2, 3])
      expect(
        titles.some((t) => t.endsWith(`(draft ${n})`)),
        titles.join(" | "),
      ).toBe(true);
    await run("long-form-writer", { ...bodyFor(spec), input: { ...bodyFor(spec).input, wordCount: "lots" } });
    expect(lastPrompt()).toContain("about 800 words");
    expect(lastPrompt()).toContain("medium article");
    // Digits grouped as people write them are a length, not "1".
    await run("long-form-writer", { ...bodyFor(spec), input: { ...bodyFor(spec).input, wordCount: "1,200" } });
    expect(lastPrompt()).toContain("about 1200 words");
  });

  it("grammar checker: rules always contribute, the model adds what they missed, with a score", async () => {
    // The model answers a minimal correction; its edits the rules did not make are its findings.
    fake.behaviour.reply = JSON.stringify({ correctedText: "This is a very unique trial." });
    const res = await run("grammar-checker", { input: { text: "This is an very unique test." } });
    fake.behaviour.reply = "A fine answer.";
    const done = res.events.at(-1)!.data as {
      output: string;
      result: { issues: { text: string; source: string }[]; grammarScore: number; engine: string };
    };
    expect(done.result.engine).toBe("rules+ai");
    expect(done.result.issues.map((i) => [i.text, i.source])).toEqual(
      expect.arrayContaining([
        ["an", "rules"],
        ["test", "ai"],
      ]),
    );
    expect(done.output).toBe("This is a very unique trial.");
    expect(done.result.grammarScore).toBeLessThan(100);
    // The model's words are charged and logged under the tool's slug.
    const [log] = await app.database.db
      .select()
      .from(usageLogs)
      .where(eq(usageLogs.toolName, "grammar-checker"))
      .limit(1);
    expect(log?.wordsGenerated).toBeGreaterThan(0);
  });
});

describe("rule-based tools with no model configured", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp("pglite", { AI_PROVIDER: "none" });
  });
  afterAll(() => app?.drop());

  it("grammar checker works on rules alone, says so, and charges nothing", async () => {
    const client = await signUpVerified(app, "rules-only@example.com");
    const res = await client.request("/api/tools/grammar-checker/run", {
      json: { input: { text: "This is an test. i agree." } },
    });
    const done = parseSse(await res.text()).at(-1)!.data as {
      output: string;
      wordsCharged: number;
      result: { engine: string; notice: string };
    };
    expect(done.result.engine).toBe("rules");
    expect(done.result.notice).toBe("No AI model is available, so these are rule-based checks only.");
    expect(done.output).toBe("This is a test. I agree.");
    expect(done.wordsCharged).toBe(0);
  });

  it("punctuation fixer applies only punctuation and capitalisation fixes", async () => {
    const client = await signUpVerified(app, "punct-only@example.com");
    const res = await client.request("/api/tools/punctuation-fixer/run", {
      json: { input: { text: "i like it. this is an test" } },
    });
    const done = parseSse(await res.text()).at(-1)!.data as { output: string };
    expect(done.output).toContain("I like it. This");
    expect(done.output).toContain("an test"); // a grammar fix, not punctuation: left alone
  });

  it("other tools are refused with how to configure a model", async () => {
    const client = await signUpVerified(app, "nomodel@example.com");
    const res = await client.json("/api/tools/paraphraser/run", { json: { input: { text: "hello" } } });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe("AI_NOT_CONFIGURED");
    expect(res.body.error.message).toContain("AI_BASE_URL");
  });
});
