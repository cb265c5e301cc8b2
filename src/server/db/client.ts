import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
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
import { checkedSeed, SEED_FILE, unpackSeed } from "./seed";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A PostgreSQL pool's connections: open, of which idle, and the queries waiting for one. */
export type PoolStats = { total: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The PostgreSQL server's URL (absent for PGlite): the change listener opens its own connection. */
  url?: string;
  /** Applies the migrations not yet applied (from `folder`, by default the committed ones). */
  migrate: (folder?: string) => Promise<void>;
  /** The pool's state now (PostgreSQL only: PGlite has one connection, no pool), for the metrics. */
  poolStats?: () => PoolStats;
  /**
   * PGlite only: a tar of its data directory, consistent with every committed transaction (PGlite
   * runs one statement at a time and holds them all back while it writes the tar).
   */
  dumpDataDir?: () => Promise<Blob>;
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** How long a new connection may take: one that hangs (an unreachable host drops packets) fails, and its request answers 503. */
const CONNECT_TIMEOUT_MS = 5000;
/**
 * How long a query may wait for a free connection of a busy pool. A burst queues thousands of
 * queries behind the pool's few connections; each is answered in milliseconds, so waiting is right
 * and failing (503) is not. Only a pool that makes no progress for this long is an outage.
 */
const POOL_WAIT_MS = 60_000;

/**
 * node-postgres bounds the wait for a pooled connection and a new connection's attempt with one
 * setting; each client here keeps the short bound for its own attempt, so the pool's can be long.
 */
class QuickConnectClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/** A real PostgreSQL server; the pool (`poolSize` connections, default 10) lets many requests run at once. */
export function openPostgres(url: string, poolSize = 10, opts: { keepWarm?: boolean } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // The server keeps its connections once made (not closed after 10 s idle): a burst finds them open,
    // rather than making them while its requests flood the event loop (an attempt that waits
    // behind them would pass CONNECT_TIMEOUT_MS and answer 503).
    min: opts.keepWarm ? poolSize : 0,
    connectionTimeoutMillis: POOL_WAIT_MS,
    Client: QuickConnectClient,
  });
  // An idle connection the server ends (a restart, an admin's pg_terminate_backend) is an 'error'
  // event on the pool; unhandled, it would take the whole process down. The pool replaces it.
  pool.on("error", (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // The pool listens for that only on idle connections. A connection lost while checked out but
  // between two queries (inside a transaction, say) emits 'error' with no listener: an uncaught
  // exception. The query that next uses it fails and the pool discards it; nothing else to do here.
  pool.on("connect", (client) => client.on("error", () => {}));
  releaseWhenLost(pool);
  // The pool's connections are made now, while the instance is quiet (see `min` above). Only for
  // the server itself: tests open many pools at once and would exhaust max_connections.
  if (opts.keepWarm) warm(pool, poolSize);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    url,
    migrate: (folder = MIGRATIONS_DIR) => migrateLocked(url, () => migratePg(db, { migrationsFolder: folder })),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** Opens `count` connections at once and gives them back to the pool; a failure is left to the first real query. */
function warm(pool: pg.Pool, count: number) {
  for (let i = 0; i < count; i++) {
    pool.connect().then(
      (client) => setTimeout(() => client.release(), 100),
      () => {},
    );
  }
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
 * `loadDataDir` (a dumpDataDir tarball) fills a new, empty directory instead of initdb.
 */
export async function openPglite(dir: string, loadDataDir?: Blob): Promise<Database & { pglite: PGlite }> {
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { startParams: PGLITE_START_PARAMS, loadDataDir });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    pglite: client,
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

export type FirstStart = {
  /** The ready-made database for a new directory (db/seed.ts); by default the one the build wrote. */
  seedFile?: string;
  log?: { info: (message: string) => void; warn: (message: string) => void };
};

export async function openDatabase(
  opts: { databaseUrl?: string; dataDir: string; databasePoolSize?: number },
  first: FirstStart & { keepWarm?: boolean } = {},
): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.databasePoolSize, { keepWarm: first.keepWarm });
  return openPgliteDataDir(path.join(opts.dataDir, "pglite"), first);
}

/**
 * PGlite in `dir`. A directory that does not exist yet or is empty is first filled from the
 * ready-made database when the build made one for these migrations (db/seed.ts): a fraction of
 * initdb's time and memory. A directory with anything in it is opened as it is: the seed never
 * replaces data. A seed that cannot be used is warned about, and the database made as without one.
 */
async function openPgliteDataDir(dir: string, first: FirstStart): Promise<Database> {
  const log = first.log ?? { info: () => {}, warn: (message: string) => console.warn(message) };
  if (existsSync(dir) && readdirSync(dir).length > 0) return openPglite(dir);
  const seed = checkedSeed(first.seedFile ?? SEED_FILE, MIGRATIONS_DIR, log.warn);
  if (!seed) return openPglite(dir);
  const fallBack = (error: unknown) =>
    log.warn(`ready-made database ${seed} could not be used (${(error as Error).message}); creating a new database`);
  try {
    await unpackSeed(seed, dir);
  } catch (error) {
    fallBack(error); // dir is as it was: the seed is renamed into place only once whole
    return openPglite(dir);
  }
  try {
    const database = await openPglite(dir);
    log.info(`new database in ${dir} made from the ready-made one`);
    return database;
  } catch (error) {
    fallBack(error);
    // Everything in dir came from the seed a moment ago (it was empty before).
    rmSync(dir, { recursive: true, force: true });
    return openPglite(dir);
  }
}
