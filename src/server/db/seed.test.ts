import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { type SQL, sql } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { signUpVerified, startTestApp } from "../test-support/harness";
import { parseSse } from "../test-support/sse";
import { type Database, MIGRATIONS_DIR, openDatabase } from "./client";
import { checkedSeed, seedFiles, seedMetaFile } from "./seed";
import { writeSeed } from "./seed-build";

const rows = async (database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Tables, columns, indexes, constraints, triggers and functions, as comparable text. */
async function schemaOf(database: Database): Promise<unknown[]> {
  return [
    await rows(
      database,
      sql`SELECT table_schema, table_name, column_name, data_type, column_default, is_nullable
        FROM information_schema.columns WHERE table_schema IN ('public', 'drizzle') ORDER BY 1, 2, 3`,
    ),
    await rows(database, sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`),
    await rows(
      database,
      sql`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
    ),
    await rows(
      database,
      sql`SELECT tgname, pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1`,
    ),
    await rows(
      database,
      sql`SELECT proname, pg_get_functiondef(oid) AS def FROM pg_proc WHERE pronamespace = 'public'::regnamespace ORDER BY 1`,
    ),
  ];
}

/** What drizzle records for each migration it applied: the SHA-256 of the SQL file, in order. */
function journalHashes(): string[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8"));
  return journal.entries.map((entry: { tag: string }) =>
    createHash("sha256")
      .update(readFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), "utf8"))
      .digest("hex"),
  );
}
const appliedHashes = async (database: Database) =>
  (await rows(database, sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`)).map((r) => r.hash);

function recordingLog() {
  const info: string[] = [];
  const warn: string[] = [];
  return { info, warn, log: { info: (m: string) => info.push(m), warn: (m: string) => warn.push(m) } };
}

/**
 * The ready-made database a build ships (db/seed.ts): made by the build's own function, it gives a
 * new data directory exactly what initdb and the migrations would, is never used over existing
 * data, and a seed that does not fit or does not unpack leaves the slow path as it was.
 */
describe("the ready-made database for a new data directory", () => {
  let work: string;
  let seedFile: string;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let seededSchema: unknown[];
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.url,
    AI_MODEL: "fake-model",
  });

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "qs-seed-"));
    mkdirSync(path.join(work, "build"));
    seedFile = path.join(work, "build", "pglite-seed.tar.gz");
    const meta = await writeSeed(seedFile);
    expect(meta.migrations).toBe(journalHashes().length);
    fake = await startFakeOpenAi({ reply: "Plain words work best." });
  });
  afterAll(async () => {
    await fake?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("fills a new directory with every migration applied and no rows, and the app works on it", async () => {
    const dataDir = path.join(work, "fresh");
    // What a first start interrupted while unpacking leaves behind.
    mkdirSync(path.join(dataDir, "pglite.unpacking", "base"), { recursive: true });
    writeFileSync(path.join(dataDir, "pglite.unpacking", "base", "half-written"), "x");
    const { info, warn, log } = recordingLog();
    const database = await openDatabase({ dataDir }, { seedFile, log });
    expect(warn).toEqual([]);
    expect(info).toEqual([`new database in ${path.join(dataDir, "pglite")} made from the ready-made one`]);
    expect(existsSync(path.join(dataDir, "pglite.unpacking"))).toBe(false);

    // Before the server's own migrate: the seed already holds every migration, and no row at all
    // (no account, no setting, nothing that belongs to one instance).
    expect(await appliedHashes(database)).toEqual(journalHashes());
    const tables = await rows(
      database,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const [{ count }] = await rows(
        database,
        sql`SELECT count(*)::int AS count FROM ${sql.identifier(String(table_name))}`,
      );
      expect({ table: table_name, count }).toEqual({ table: table_name, count: 0 });
    }
    seededSchema = await schemaOf(database);

    const app = await startTestApp("pglite", env(dataDir), database);
    const socket = serve({ fetch: app.app.fetch, port: 0, hostname: "127.0.0.1" });
    try {
      await new Promise((resolve) => socket.once("listening", resolve));
      const health = await fetch(`http://127.0.0.1:${(socket.address() as AddressInfo).port}/api/health`);
      expect(health.status).toBe(200);
      const user = await signUpVerified(app, "seeded@example.com");
      const run = await user.request("/api/tools/paraphraser/run", { json: { input: { text: "Say it again." } } });
      expect(run.status).toBe(200);
      expect(parseSse(await run.text()).at(-1)).toMatchObject({ event: "done" });
    } finally {
      socket.close();
      await app.drop();
    }
  });

  it("opens an existing directory as it is, never replacing it with the seed", async () => {
    const dataDir = path.join(work, "fresh");
    const { info, warn, log } = recordingLog();
    const database = await openDatabase({ dataDir }, { seedFile, log });
    try {
      expect([info, warn]).toEqual([[], []]);
      const found = await rows(database, sql`SELECT email FROM users WHERE email = 'seeded@example.com'`);
      expect(found).toEqual([{ email: "seeded@example.com" }]);
    } finally {
      await database.close();
    }
  });

  it("ignores a seed made for other migrations, with a warning, and creates the same schema the slow way", async () => {
    const older = path.join(work, "older", "pglite-seed.tar.gz");
    mkdirSync(path.dirname(older));
    copyFileSync(seedFile, older);
    const meta = JSON.parse(readFileSync(seedMetaFile(seedFile), "utf8"));
    writeFileSync(seedMetaFile(older), JSON.stringify({ ...meta, migrations: meta.migrations - 1 }));
    const dataDir = path.join(work, "older-data");
    const { info, warn, log } = recordingLog();
    const database = await openDatabase({ dataDir }, { seedFile: older, log });
    try {
      expect(info).toEqual([]);
      expect(warn).toEqual([
        `ready-made database ${older} ignored (made for ${meta.migrations - 1} migrations, not this server's ${meta.migrations}); creating a new database`,
      ]);
      await database.migrate();
      expect(await appliedHashes(database)).toEqual(journalHashes());
      expect(await schemaOf(database)).toEqual(seededSchema);
    } finally {
      await database.close();
    }
  });

  it("ignores a seed whose tarball is not the one described", () => {
    const altered = path.join(work, "altered", "pglite-seed.tar.gz");
    mkdirSync(path.dirname(altered));
    const data = readFileSync(seedFile);
    data[data.length - 100] ^= 0xff;
    writeFileSync(altered, data);
    copyFileSync(seedMetaFile(seedFile), seedMetaFile(altered));
    const { warn, log } = recordingLog();
    expect(checkedSeed(altered, MIGRATIONS_DIR, log.warn)).toBeUndefined();
    expect(warn).toEqual([expect.stringContaining("its checksum does not match its description")]);
    // Without its description, likewise; without the tarball (running from source), silently.
    rmSync(seedMetaFile(altered));
    expect(checkedSeed(altered, MIGRATIONS_DIR, log.warn)).toBeUndefined();
    expect(warn[1]).toContain("its description is unreadable");
    expect(checkedSeed(path.join(work, "none.tar.gz"), MIGRATIONS_DIR, log.warn)).toBeUndefined();
    expect(warn).toHaveLength(2);
  });

  it("falls back to the slow way, with a warning, when a described seed does not unpack", async () => {
    const broken = path.join(work, "broken", "pglite-seed.tar.gz");
    mkdirSync(path.dirname(broken));
    const half = readFileSync(seedFile).subarray(0, 2_000_000);
    writeFileSync(broken, half);
    writeFileSync(seedMetaFile(broken), seedFiles(half, MIGRATIONS_DIR).json);
    const dataDir = path.join(work, "broken-data");
    const { info, warn, log } = recordingLog();
    const database = await openDatabase({ dataDir }, { seedFile: broken, log });
    try {
      expect(info).toEqual([]);
      expect(warn).toHaveLength(1);
      expect(warn[0]).toMatch(/^ready-made database .* could not be used \(.+\); creating a new database$/);
      expect(existsSync(path.join(dataDir, "pglite.unpacking"))).toBe(false);
      await database.migrate();
      expect(await appliedHashes(database)).toEqual(journalHashes());
    } finally {
      await database.close();
    }
  });

  it("falls back to the slow way, with a warning, when the unpacked seed does not open", async () => {
    const hollow = path.join(work, "hollow");
    mkdirSync(path.join(hollow, "content"), { recursive: true });
    writeFileSync(
      path.join(hollow, "content", "PG_VERSION"),
      readFileSync(path.join(work, "fresh", "pglite", "PG_VERSION")),
    );
    const hollowSeed = path.join(hollow, "pglite-seed.tar.gz");
    await tar.c({ gzip: true, file: hollowSeed, cwd: path.join(hollow, "content") }, ["PG_VERSION"]);
    writeFileSync(seedMetaFile(hollowSeed), seedFiles(readFileSync(hollowSeed), MIGRATIONS_DIR).json);
    const dataDir = path.join(work, "hollow-data");
    const { info, warn, log } = recordingLog();
    const database = await openDatabase({ dataDir }, { seedFile: hollowSeed, log });
    try {
      expect(info).toEqual([]);
      expect(warn).toHaveLength(1);
      expect(warn[0]).toMatch(/^ready-made database .* could not be used \(.+\); creating a new database$/);
      await database.migrate();
      expect(await appliedHashes(database)).toEqual(journalHashes());
    } finally {
      await database.close();
    }
  });
});
