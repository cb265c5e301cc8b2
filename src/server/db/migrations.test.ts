import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getTool, TOOLS, toolSwitchKey } from "@shared/tools";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSwitches } from "../kill-switches/switches";
import { BACKENDS, openTestDatabase, type TestDatabase } from "../test-support/backends";
import { MIGRATIONS_DIR } from "./client";
import { settings, usageLogs, users } from "./schema";

const MIGRATION = "0004_slug_keys";

/** Every tool's slug and the display name usage_logs recorded before the migration (as of 0004). */
const OLD_NAMES: [string, string][] = [
  ["long-form-writer", "Long-Form Writer"],
  ["blog-generator", "Blog Generator"],
  ["email-campaign", "Email Campaign"],
  ["resume-writer", "Resume & Cover Letter"],
  ["legal-draft", "Legal Draft"],
  ["academic-writer", "Academic Writer"],
  ["script-writer", "Script Writer"],
  ["product-description", "Product Description"],
  ["sales-email", "Sales Cold Email"],
  ["paraphraser", "Paraphraser"],
  ["sentence-rewriter", "Sentence Rewriter"],
  ["humanizer", "Humanizer"],
  ["tone-adjuster", "Tone Adjuster"],
  ["synonym-enhancer", "Synonym Enhancer"],
  ["passive-to-active", "Passive to Active"],
  ["formality-converter", "Formality Converter"],
  ["grammar-checker", "Grammar Checker"],
  ["style-enhancer", "Style Enhancer"],
  ["sentence-expander", "Sentence Expander"],
  ["sentence-shortener", "Sentence Shortener"],
  ["punctuation-fixer", "Punctuation Fixer"],
  ["readability-enhancer", "Readability Enhancer"],
  ["clarity-booster", "Clarity Booster"],
  ["paragraph-reducer", "Paragraph Reducer"],
  ["bullet-summarizer", "Bullet Summarizer"],
  ["paragraph-summarizer", "Paragraph Summarizer"],
  ["abstract-generator", "Abstract Generator"],
  ["meeting-notes", "Meeting Notes"],
  ["study-notes", "Study Notes"],
  ["poem-creator", "Poem Creator"],
  ["quote-rewriter", "Quote Rewriter"],
  ["hook-generator", "Hook Generator"],
  ["youtube-tools", "YouTube Tools"],
  ["question-generator", "Question Generator"],
  ["language-translator", "Language Translator"],
  ["seo-localizer", "SEO Localizer"],
];

/** The kill-switch key as it was derived from the display name before the migration. */
const oldSwitchKey = (name: string) => `tool_${name.toLowerCase().replace(/\s+/g, "_")}_enabled`;

/** A copy of the committed migrations that stops just before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "qs-migrations-"));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe.each(BACKENDS)(`migration ${MIGRATION} on %s`, (kind) => {
  let test: TestDatabase;
  let before: string;
  beforeAll(async () => {
    test = await openTestDatabase(kind, { empty: true });
    before = migrationsBefore(MIGRATION);
  });
  afterAll(async () => {
    await test?.drop();
    if (before) rmSync(before, { recursive: true, force: true });
  });

  it("carries usage_logs tool names and kill-switch keys over from display names to slugs", async () => {
    expect(OLD_NAMES.map(([slug]) => slug).sort()).toEqual(TOOLS.map((t) => t.slug).sort());
    const { database } = test;
    const db = database.db;
    await database.migrate(before);

    // Rows as the previous release wrote them.
    await db.insert(users).values({ id: "u1", name: "Old Timer", email: "old@example.com", emailVerified: true });
    // In SQL: the schema of today names columns (organization_id) that table did not have yet.
    const oldLogs = [
      ...OLD_NAMES.map(([, name], i) => ({ toolName: name, words: i + 1 })),
      { toolName: "Retired Tool", words: 1000 },
    ];
    for (const log of oldLogs) {
      await db.execute(
        sql`INSERT INTO usage_logs (user_id, tool_name, words_generated) VALUES ('u1', ${log.toolName}, ${log.words})`,
      );
    }
    await db.insert(settings).values([
      { key: "global_api_disabled", value: true, updatedBy: "root@example.com" },
      // Renamed keys: "Resume & Cover Letter" and "Long-Form Writer" had keys unlike their slugs.
      { key: oldSwitchKey("Resume & Cover Letter"), value: false, updatedBy: "root@example.com" },
      { key: oldSwitchKey("Long-Form Writer"), value: false, updatedBy: "admin@example.com" },
      // Same key under both formulas: left alone.
      { key: oldSwitchKey("Paraphraser"), value: false, updatedBy: "root@example.com" },
      // Both old and new keys present: the new one is kept, the old one goes, nothing fails.
      { key: oldSwitchKey("Sales Cold Email"), value: false, updatedBy: "old@example.com" },
      { key: toolSwitchKey(getTool("sales-email")), value: true, updatedBy: "new@example.com" },
    ]);
    expect((await readSwitches(db)).toolEnabled(getTool("resume-writer"))).toBe(true); // the old key is not read

    await database.migrate();

    const logs = await db.select().from(usageLogs).where(eq(usageLogs.userId, "u1"));
    const byWords = new Map(logs.map((l) => [l.wordsGenerated, l.toolName]));
    OLD_NAMES.forEach(([slug], i) => {
      expect(byWords.get(i + 1)).toBe(slug);
    });
    expect(byWords.get(1000)).toBe("Retired Tool"); // not a tool of the registry: kept as it was

    const keys = Object.fromEntries((await db.select().from(settings)).map((s) => [s.key, s]));
    expect(Object.keys(keys).sort()).toEqual(
      [
        "global_api_disabled",
        "tool_long_form_writer_enabled",
        "tool_paraphraser_enabled",
        "tool_resume_writer_enabled",
        "tool_sales_email_enabled",
      ].sort(),
    );
    expect(keys.tool_resume_writer_enabled).toMatchObject({ value: false, updatedBy: "root@example.com" });
    expect(keys.tool_long_form_writer_enabled).toMatchObject({ value: false, updatedBy: "admin@example.com" });
    expect(keys.tool_sales_email_enabled).toMatchObject({ value: true, updatedBy: "new@example.com" });
    const switched = await readSwitches(db);
    expect(switched.toolEnabled(getTool("resume-writer"))).toBe(false);
    expect(switched.toolEnabled(getTool("long-form-writer"))).toBe(false);
    expect(switched.toolEnabled(getTool("paraphraser"))).toBe(false);
    expect(switched.toolEnabled(getTool("sales-email"))).toBe(true);

    // Its statements are safe to run again.
    const statements = readFileSync(path.join(MIGRATIONS_DIR, `${MIGRATION}.sql`), "utf8").split(
      "--> statement-breakpoint",
    );
    expect(statements.length).toBeGreaterThan(OLD_NAMES.length);
    for (const statement of statements) await db.execute(sql.raw(statement));
    expect(await db.select().from(usageLogs).where(eq(usageLogs.userId, "u1"))).toEqual(expect.arrayContaining(logs));
    expect(await db.select().from(settings)).toHaveLength(5);
  });
});
