import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { type Database, openPglite, openPostgres } from "../db/client";
import { TEMPLATE_ENV } from "./pglite-template";

/**
 * Database backends the database-touching tests run on: always PGlite, plus a real PostgreSQL
 * when TEST_DATABASE_URL (or DATABASE_URL) points at one. Each test database is created fresh
 * and dropped afterwards, because CI's PostgreSQL keeps whatever earlier runs left there.
 */
export const BACKENDS: ("pglite" | "postgres")[] = ["pglite", ...(postgresAdminUrl() ? (["postgres"] as const) : [])];

export function postgresAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export type TestDatabase = { database: Database; drop: () => Promise<void>; url?: string };

/** A fresh, empty PostgreSQL database (for tests that need its URL, e.g. to start server processes). */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `qs_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

let template: Blob | undefined;

/**
 * The migrated database the run's global setup made (pglite-template.ts), read once per worker; or
 * undefined outside vitest (the benches), where each database is made from nothing as before.
 */
function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/**
 * A fresh database of the given kind. PGlite starts from the run's migrated template unless `empty`
 * asks for one with no migrations applied (the migration tests apply them step by step).
 */
export async function openTestDatabase(
  kind: "pglite" | "postgres",
  options: { empty?: boolean } = {},
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openPglite("memory://", options.empty ? undefined : pgliteTemplate());
    return { database, drop: () => database.close() };
  }
  const created = await createPostgresDatabase();
  const database = openPostgres(created.url);
  return {
    database,
    url: created.url,
    drop: async () => {
      await database.close();
      await created.drop();
    },
  };
}
