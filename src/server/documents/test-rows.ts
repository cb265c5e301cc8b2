import type { Db } from "../db/client";
import { runs } from "../db/schema";

export type RunRow = typeof runs.$inferInsert;

/** A finished run row as the run pipeline leaves it, for tests and the benchmark to insert directly. */
export function runRow(userId: string, overrides: Partial<RunRow> = {}): RunRow {
  return {
    userId,
    tool: "paraphraser",
    title: "A document",
    input: { text: "Some words to rewrite." },
    options: { mode: "standard" },
    status: "done",
    output: "Some rewritten words.",
    wordsDelivered: 3,
    wordsCharged: 3,
    usagePeriod: "2026-11",
    ...overrides,
  };
}

/** Inserts the rows (in chunks, so thousands fit under the parameter limit) and returns their ids in order. */
export async function insertRuns(db: Db, rows: RunRow[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(runs)
      .values(rows.slice(i, i + 500))
      .returning({ id: runs.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}
