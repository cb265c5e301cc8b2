import {
  type RunSurface,
  USAGE_LOG_PAGE_SIZE,
  type UsageLogRow,
  type UsageToolOption,
  usageLogQuery,
} from "@shared/admin";
import { and, asc, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client";
import { usageLogs, users } from "../db/schema";
import { slugsNamed, storedToolName, toolDisplayName } from "../db/tool-names";
import type { AdminEnv } from "../http/admin";
import { validationError } from "../http/errors";

const ORDER = {
  date: [desc(usageLogs.createdAt)],
  words: [desc(usageLogs.wordsGenerated), desc(usageLogs.createdAt)],
  user: [asc(users.email), asc(usageLogs.userId), desc(usageLogs.createdAt)],
};

/**
 * Usage logs: search by the user's name, email or id, or the tool (its slug or display name), tool
 * filter (by slug), surface filter, sort, 1000 rows a page, in SQL. Rows carry the user's name and
 * email (a truncated id told an administrator nothing), the stored slug and the tool's display name.
 */
export function adminUsageRoutes(db: Db) {
  const app = new Hono<AdminEnv>();

  app.get("/", async (c) => {
    const q = usageLogQuery.safeParse(c.req.query());
    if (!q.success) return validationError(c, q.error);
    const { search, tool, surface, sort, page } = q.data;
    const filters: SQL[] = [];
    if (search) {
      const like = `%${search.replace(/[%_\\]/g, "\\$&")}%`;
      const named = slugsNamed(search);
      filters.push(
        or(
          ilike(usageLogs.userId, like),
          ilike(users.name, like),
          ilike(users.email, like),
          ilike(usageLogs.toolName, like),
          ...(named.length ? [inArray(usageLogs.toolName, named)] : []),
        )!,
      );
    }
    if (tool !== "all") filters.push(eq(usageLogs.toolName, storedToolName(tool)));
    if (surface !== "all") filters.push(eq(usageLogs.surface, surface));
    // One extra row tells whether another page exists without counting the whole table.
    const rows = await db
      .select({ log: usageLogs, userName: users.name, userEmail: users.email })
      .from(usageLogs)
      .innerJoin(users, eq(users.id, usageLogs.userId))
      .where(filters.length ? and(...filters) : undefined)
      .orderBy(...ORDER[sort])
      .limit(USAGE_LOG_PAGE_SIZE + 1)
      .offset((page - 1) * USAGE_LOG_PAGE_SIZE);
    const logs: UsageLogRow[] = rows.slice(0, USAGE_LOG_PAGE_SIZE).map(({ log, userName, userEmail }) => ({
      id: log.id,
      userId: log.userId,
      userName,
      userEmail,
      slug: log.toolName,
      toolName: toolDisplayName(log.toolName),
      wordsGenerated: log.wordsGenerated,
      surface: log.surface as RunSurface,
      createdAt: log.createdAt.toISOString(),
    }));
    return c.json({ logs, page, hasMore: rows.length > USAGE_LOG_PAGE_SIZE });
  });

  /** The tool filter's choices: every tool that has usage, by display name. */
  app.get("/tools", async (c) => {
    const rows = await db.selectDistinct({ tool: usageLogs.toolName }).from(usageLogs);
    const options: UsageToolOption[] = rows
      .map((r) => ({ slug: r.tool, name: toolDisplayName(r.tool) }))
      .sort((a, b) => a.name.localeCompare(b.name, "en") || a.slug.localeCompare(b.slug, "en"));
    return c.json(options);
  });
  return app;
}
