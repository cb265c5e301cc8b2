import { API_KEYS_MAX, createApiKeySchema } from "@shared/api-v1";
import { Hono } from "hono";
import { z } from "zod";
import { apiError, validationError } from "../http/errors";
import { type AppEnv, requireUser, type SessionDeps } from "../http/session";
import { createKey, listKeys, revokeKey } from "../protocols/keys";

const keyId = z.guid();

/**
 * /api/api-keys: the signed-in user's API keys (the Developer page). Cookie session and origin
 * check, like the rest of the app; a key can never manage keys (/api/v1 has no such route).
 */
export function apiKeyRoutes(deps: SessionDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", requireUser(deps));

  app.get("/", async (c) => c.json({ keys: await listKeys(db, c.get("user").id) }));

  app.post("/", async (c) => {
    const parsed = createApiKeySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const userId = c.get("user").id;
    const { name, expiresAt } = parsed.data;
    const created = await createKey(db, userId, name, expiresAt ? new Date(expiresAt) : null, API_KEYS_MAX);
    if (!created) {
      return apiError(c, 400, "TOO_MANY_KEYS", "Error", `You can have at most ${API_KEYS_MAX} keys. Revoke one first.`);
    }
    return c.json(created, 201);
  });

  app.delete("/:id", async (c) => {
    const id = c.req.param("id");
    const revoked = keyId.safeParse(id).success && (await revokeKey(db, c.get("user").id, id));
    if (!revoked) return apiError(c, 404, "NOT_FOUND", "Not Found", "This key does not exist or was already revoked.");
    return c.json({ revoked: true });
  });

  return app;
}
