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

/** A value given when a `namedStatement` runs: `${value("userId")}` in its SQL. */
export const value = (name: string) => sql.placeholder(name);

/**
 * A statement of the run pipeline (and the allowance read beside it) as a named prepared statement
 * whose text is built once: `build` writes it with `value(name)` where each call's values go, and
 * the returned function runs it with those values. On PostgreSQL each pooled connection parses and
 * plans it once and then only binds and executes it (these are multi-CTE statements whose parse and
 * plan cost more than their execution); drizzle does not rebuild the SQL text on every call either.
 * PGlite, in process, ignores the name. The prepared query is kept per drizzle session (the pool's,
 * or one transaction's), since it holds that session's client. What it measured and how to undo it:
 * docs/decisions/0012-named-prepared-statements.md.
 */
export function namedStatement<T>(build: () => SQL) {
  let built: { query: { sql: string; params: unknown[] }; name: string } | undefined;
  const prepared = new WeakMap<object, Prepared>();
  return async (db: object, values: Record<string, unknown>): Promise<T[]> => {
    const { dialect, session } = db as Internals;
    if (!built) {
      const query = dialect.sqlToQuery(build());
      // One name per text: PostgreSQL refuses a name reused for another text on a connection.
      built = { query, name: `qs_${createHash("sha256").update(query.sql).digest("hex").slice(0, 24)}` };
    }
    let query = prepared.get(session);
    if (!query) {
      query = session.prepareQuery(built.query, undefined, built.name, false);
      prepared.set(session, query);
    }
    return (await query.execute(values)).rows as T[];
  };
}
