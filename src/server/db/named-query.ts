import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";

/**
 * What of drizzle's database (or transaction) object this reaches: its SQL dialect and session.
 * Both are drizzle internals, stable in the pinned version; `db.execute` is the same two calls
 * without a statement name.
 */
type Internals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: false,
    ): Prepared;
  };
};

type Prepared = { execute(values?: Record<string, unknown>): Promise<{ rows: unknown[] }> };

const names = new Map<string, string>();

/** One name per statement text: PostgreSQL refuses a name reused for another text on a connection. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `qs_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a statement of the run pipeline as a named prepared statement: on PostgreSQL each pooled
 * connection parses and plans it once and then only binds and executes it (the run statements are
 * multi-CTE statements whose parse and plan cost more than their execution). PGlite, in process,
 * ignores the name. Returns the rows.
 */
export async function executeNamed<T>(db: object, query: SQL): Promise<T[]> {
  const { dialect, session } = db as Internals;
  const built = dialect.sqlToQuery(query);
  const result = await session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
  return result.rows as T[];
}

/** A value given when a `namedStatement` runs: `${value("userId")}` in its SQL. */
export const value = (name: string) => sql.placeholder(name);

/**
 * A statement of the run pipeline whose text is built once: `build` writes it with `value(name)`
 * where each run's values go, and the returned function runs it with those values. Like
 * executeNamed, but drizzle does not rebuild the SQL text (and nothing hashes it) on every run:
 * the text is the same for every run, only the parameters differ. The prepared query is kept per
 * drizzle session (the pool's, or one transaction's), since it holds that session's client.
 */
export function namedStatement<T>(build: () => SQL) {
  let built: { sql: string; params: unknown[] } | undefined;
  const prepared = new WeakMap<object, Prepared>();
  return async (db: object, values: Record<string, unknown>): Promise<T[]> => {
    const { dialect, session } = db as Internals;
    built ??= dialect.sqlToQuery(build());
    let query = prepared.get(session);
    if (!query) {
      query = session.prepareQuery(built, undefined, nameOf(built.sql), false);
      prepared.set(session, query);
    }
    return (await query.execute(values)).rows as T[];
  };
}
