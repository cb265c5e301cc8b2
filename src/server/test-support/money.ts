import { randomUUID } from "node:crypto";
import type { RunRequest } from "@shared/run-types";
import { afterAll, beforeAll } from "vitest";
import { type Database, openPostgres } from "../db/client";
import { organizationMembers, organizations, profiles, users } from "../db/schema";
import type { Lease } from "../metering/lease";
import { openTestDatabase, type TestDatabase } from "./backends";

/**
 * A migrated database of its own for a money-path test (created before the suite's tests, dropped
 * after), a second handle on it standing for another instance (on PostgreSQL its own pool and
 * connections; PGlite has only one), and makers of the accounts the tests charge.
 */
export function moneyTest(kind: "pglite" | "postgres") {
  let test: TestDatabase | undefined;
  let other: Database | undefined;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await test.database.migrate();
    other = kind === "postgres" ? openPostgres(test.url!) : test.database;
  });
  afterAll(async () => {
    if (other && other !== test?.database) await other.close();
    await test?.drop();
  });

  const db = () => test!.database.db;
  /** A user with a profile of `limit` words a month (none with `withProfile` false). */
  const newUser = async (limit = 100_000, withProfile = true) => {
    const id = randomUUID();
    await db()
      .insert(users)
      .values({ id, name: "Writer", email: `${id}@example.com`, emailVerified: true });
    if (withProfile) await db().insert(profiles).values({ userId: id, wordsLimit: limit });
    return id;
  };
  const newOrganization = async (poolWords: number, disabledTools: string[] = []) => {
    const [org] = await db()
      .insert(organizations)
      .values({ name: "Northfield School", poolWords, disabledTools })
      .returning();
    return org.id;
  };
  /** A member (their runs hold the pool and their cap, not their personal limit). */
  const newMember = async (organizationId: string, capWords: number | null = null, suspended = false) => {
    const userId = await newUser(0);
    await db()
      .insert(organizationMembers)
      .values({ userId, organizationId, role: "member", capWords, suspendedAt: suspended ? new Date() : null });
    return userId;
  };
  const request = (userId: string, tool = "clarity-booster"): RunRequest => ({
    userId,
    tool,
    title: "A run",
    input: { text: "go" },
    options: {},
    presetId: null,
    draftIndex: null,
  });
  const lease: Lease = { instanceId: "instance-a", seconds: 30 };

  return {
    db,
    other: () => other!.db,
    url: () => test!.url!,
    lease,
    newUser,
    newOrganization,
    newMember,
    request,
  };
}
