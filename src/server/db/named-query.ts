import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";

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
    ): { execute(): Promise<{ rows: unknown[] }> };
  };
};

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
