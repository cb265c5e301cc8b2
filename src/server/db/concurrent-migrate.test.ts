import pg from "pg";
import { describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../test-support/backends";
import { openPostgres } from "./client";

const postgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);

describe.runIf(postgres)("migrations on PostgreSQL", () => {
  it("let several instances start together on an empty database", async () => {
    // Each round: a new empty database, four instances migrating it at the same moment.
    for (let round = 0; round < 3; round++) {
      const created = await createPostgresDatabase();
      const instances = Array.from({ length: 4 }, () => openPostgres(created.url));
      try {
        const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
        expect(outcomes.filter((o) => o.status === "rejected")).toEqual([]);
        // Every migration recorded once.
        const client = new pg.Client({ connectionString: created.url });
        await client.connect();
        const { rows } = await client.query<{ hash: string; n: number }>(
          "SELECT hash, count(*)::int AS n FROM drizzle.__drizzle_migrations GROUP BY hash",
        );
        await client.end();
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.n === 1)).toBe(true);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
        await created.drop();
      }
    }
  }, 120_000);
});
