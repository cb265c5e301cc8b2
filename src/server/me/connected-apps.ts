import type { ConnectedApp } from "@shared/connected-apps";
import { and, desc, eq, isNull, max, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db/client";
import { oauthAccessTokens, oauthClients, oauthConsents, oauthRefreshTokens } from "../db/schema";
import { apiError } from "../http/errors";
import type { AppEnv } from "../http/session";

const hostOf = (uris: string[] | null) => {
  try {
    return uris?.[0] ? new URL(uris[0]).host : null;
  } catch {
    return null;
  }
};

/**
 * /api/me/connected-apps: the apps the user allowed on the consent page
 * (docs/protocols.md "OAuth for MCP clients"), and Disconnect: every token the app holds for the user is revoked
 * at once (the MCP server looks tokens up on every request) and the consent is forgotten, so it must ask again.
 */
export function connectedAppRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const userId = c.get("user").id;
    const lastUse = db
      .select({ clientId: oauthAccessTokens.clientId, at: max(oauthAccessTokens.createdAt).as("at") })
      .from(oauthAccessTokens)
      .where(eq(oauthAccessTokens.userId, userId))
      .groupBy(oauthAccessTokens.clientId)
      .as("last_use");
    const rows = await db
      .select({
        clientId: oauthConsents.clientId,
        name: oauthClients.name,
        redirectUris: oauthClients.redirectUris,
        connectedAt: oauthConsents.createdAt,
        lastUsedAt: lastUse.at,
      })
      .from(oauthConsents)
      .innerJoin(oauthClients, eq(oauthClients.clientId, oauthConsents.clientId))
      .leftJoin(lastUse, eq(lastUse.clientId, oauthConsents.clientId))
      .where(eq(oauthConsents.userId, userId))
      .orderBy(desc(oauthConsents.createdAt));
    const apps: ConnectedApp[] = rows.map((row) => ({
      clientId: row.clientId,
      name: row.name || "Unnamed app",
      redirectHost: hostOf(row.redirectUris),
      connectedAt: row.connectedAt.toISOString(),
      lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
    }));
    return c.json({ apps });
  });

  app.delete("/:clientId", async (c) => {
    const userId = c.get("user").id;
    const clientId = c.req.param("clientId");
    const forgotten = await db.transaction(async (tx) => {
      const mine = (table: typeof oauthAccessTokens | typeof oauthRefreshTokens) =>
        and(eq(table.userId, userId), eq(table.clientId, clientId), isNull(table.revoked));
      await tx.update(oauthAccessTokens).set({ revoked: sql`now()` }).where(mine(oauthAccessTokens));
      await tx.update(oauthRefreshTokens).set({ revoked: sql`now()` }).where(mine(oauthRefreshTokens));
      return tx
        .delete(oauthConsents)
        .where(and(eq(oauthConsents.userId, userId), eq(oauthConsents.clientId, clientId)))
        .returning({ id: oauthConsents.id });
    });
    if (forgotten.length === 0) return apiError(c, 404, "NOT_FOUND", "Not Found", "This app is not connected.");
    return c.json({ disconnected: true });
  });
  return app;
}
