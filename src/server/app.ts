import { Hono } from "hono";
import type { AppDeps } from "./root/deps";
import { answerError } from "./root/errors";
import { appMiddleware } from "./root/middleware";
import { mountTable } from "./root/mounts";

/**
 * Builds the whole HTTP app (no listen), so tests drive exactly what production serves: the
 * middleware in its order (src/server/root/middleware.ts), then the routes in theirs
 * (src/server/root/mounts.ts). The routes that read their bodies under a limit of their own say so
 * in the mount table, and the JSON body limit leaves exactly those alone.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  const mounts = mountTable(deps);
  const ownBodyLimit = mounts.filter((mount) => mount.ownBodyLimit).map((mount) => mount.path);
  const { layers, notFound } = appMiddleware(deps, ownBodyLimit);
  for (const { path, handler } of layers) app.use(path, handler);
  if (notFound) app.notFound(notFound);
  for (const { path, routes } of mounts) app.route(path, routes);
  app.onError(answerError(deps.log));
  return app;
}
