import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PostgreSQL server's URL (absent for PGlite): the change listener opens its own connection. */
  url?: string;
  /** Applies the migrations not yet applied (from `folder`, by default the committed ones). */
  migrate: (folder?: string) => Promise<void>;
  /**
   * PGlite only: a tar of its data directory, consistent with every committed transaction (PGlite
   * runs one statement at a time and holds them all back while it writes the tar).
   */
  dumpDataDir?: () => Promise<Blob>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** A real PostgreSQL server; the pool lets many requests run at once. */
export function openPostgres(url: string): Database {
  // A connection attempt that hangs (an unreachable host drops packets) fails after 5 s, so requests
  // answer 503 instead of waiting for ever while the database is away.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server ends (a restart, an admin's pg_terminate_backend) is an 'error'
  // event on the pool; unhandled, it would take the whole process down. The pool replaces it.
  pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // The pool listens for that only on idle connections. A connection lost while checked out but
  // between two queries (inside a transaction, say) emits 'error' with no listener: an uncaught
  // exception. The query that next uses it fails and the pool discards it; nothing else to do here.
  pool.on("connect", (client) => client.on("error", () => {}));
  releaseWhenLost(pool);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    url,
    migrate: (folder = MIGRATIONS_DIR) => migrateLocked(url, () => migratePg(db, { migrationsFolder: folder })),
    close: () => pool.end(),
  };
}

/**
 * drizzle's transaction() sends BEGIN before its try/finally, so a connection lost at that moment
 * is never given back: its pool slot is gone for good (ten such losses and every request waits for
 * ever) and pool.end() never returns. A checked-out client whose connection ends is released here,
 * with an error so the pool discards it; its holder's own release afterwards does nothing.
 */
function releaseWhenLost(pool: pg.Pool) {
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<pg.Pool["connect"]>[0]) => {
    if (callback) return connect(callback); // pool.query's own path, which always releases
    return connect().then((client) => {
      const release = client.release;
      let released = false;
      const lost = () => client.release(new Error("PostgreSQL connection lost"));
      client.release = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener("end", lost);
        release(error);
      };
      client.once("end", lost);
      return client;
    });
  }) as pg.Pool["connect"];
}

/** Any fixed number, the same for every instance: the key of the advisory lock migrations run under. */
const MIGRATION_LOCK_KEY = 7_240_511_001;

/**
 * Runs `migrate` while holding a PostgreSQL advisory lock on a connection of its own, so instances
 * started together migrate one after another: the first applies what is missing, the others then
 * find nothing to do (without the lock, two of them insert the same migration rows and one exits
 * with a duplicate key). The lock is a session lock: it goes with the connection if the process dies.
 */
async function migrateLocked(url: string, migrate: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await client.end(); // ending the session releases the lock
  }
}

/**
 * PGlite's own defaults, plus a smaller buffer pool. initdb writes PostgreSQL's default
 * shared_buffers (128 MB) into postgresql.conf, and PGlite makes all of it resident in its
 * WebAssembly heap at start-up: ~115 MB, more than the rest of the server. Pages not in the pool
 * are read from the data directory's files, which the operating system caches.
 * A start parameter overrides postgresql.conf without rewriting it (see bench/README.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * Embedded Postgres (PGlite) in `dir`, or in memory when dir is "memory://". One instance per
 * process: PGlite serialises queries internally, and two processes must never share a directory.
 */
export async function openPglite(dir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS, loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: (folder = MIGRATIONS_DIR) => migratePglite(db, { migrationsFolder: folder }),
    dumpDataDir: async () => {
      // The tar alone is crash-consistent (the WAL in it replays at load); a checkpoint first
      // writes the changes into the table files, so a restored copy has little to replay.
      await client.exec("CHECKPOINT");
      return client.dumpDataDir("none");
    },
    close: () => client.close(),
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(path.join(opts.dataDir, "pglite"));
}
