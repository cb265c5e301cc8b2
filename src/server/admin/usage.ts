import { and, asc, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { USAGE_LOG_PAGE_SIZE, type UsageLogRow, usageLogQuery } from "../../shared/admin";
import type { Db } from "../db/client";
import { usageLogs } from "../db/schema";
import type { AdminEnv } from "../http/admin";
import { validationError } from "../http/errors";

const ORDER = {
  date: [desc(usageLogs.createdAt)],
  words: [desc(usageLogs.wordsGenerated), desc(usageLogs.createdAt)],
  user: [asc(usageLogs.userId), desc(usageLogs.createdAt)],
};

/** Usage logs: search by user id or tool, tool filter, sort, 1000 rows a page (spec §9), in SQL. */
export function adminUsageRoutes(db: Db) {
  const app = new Hono<AdminEnv>();

  app.get("/", async (c) => {
    const q = usageLogQuery.safeParse(c.req.query());
    if (!q.success) return validationError(c, q.error);
    const { search, tool, sort, page } = q.data;
    const filters: SQL[] = [];
    if (search) {
      const like = `%${search.replace(/[%_\\]/g, "\\$&")}%`;
      filters.push(or(ilike(usageLogs.userId, like), ilike(usageLogs.toolName, like))!);
    }
    if (tool !== "all") filters.push(eq(usageLogs.toolName, tool));
    // One extra row tells whether another page exists without counting the whole table.
    const rows = await db
      .select()
      .from(usageLogs)
      .where(filters.length ? and(...filters) : undefined)
      .orderBy(...ORDER[sort])
      .limit(USAGE_LOG_PAGE_SIZE + 1)
      .offset((page - 1) * USAGE_LOG_PAGE_SIZE);
    const logs: UsageLogRow[] = rows.slice(0, USAGE_LOG_PAGE_SIZE).map((r) => ({
      id: r.id,
      userId: r.userId,
      toolName: r.toolName,
      wordsGenerated: r.wordsGenerated,
      createdAt: r.createdAt.toISOString(),
    }));
    return c.json({ logs, page, hasMore: rows.length > USAGE_LOG_PAGE_SIZE });
  });

  app.get("/tools", async (c) => {
    const rows = await db.selectDistinct({ tool: usageLogs.toolName }).from(usageLogs).orderBy(asc(usageLogs.toolName));
    return c.json(rows.map((r) => r.tool));
  });
  return app;
}
