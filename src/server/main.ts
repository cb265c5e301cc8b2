import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { localUrl, newBackupToken, removeServerFile, writeServerFile } from "./backup/server-file";
import { type Config, ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The compiled server (BUILD_DIR/server/main.js) serves the web app built beside it; from source
  // (tsx), the default build directory.
  const builtWeb = import.meta.url.endsWith(".ts")
    ? path.resolve("build/client")
    : fileURLToPath(new URL("../client", import.meta.url));
  if (config.webRoot) config.webRoot = path.resolve(config.webRoot);
  else if (existsSync(builtWeb)) config.webRoot = builtWeb;
  // DATA_DIR/server.json tells `npm run backup` that this process holds the embedded database, from
  // before it opens until after it closes (without a URL while starting and stopping).
  const embedded = !config.databaseUrl;
  const backupToken = newBackupToken();
  const startedAt = new Date().toISOString();
  const announce = (url?: string) =>
    writeServerFile(config.dataDir, { pid: process.pid, url, token: backupToken, startedAt });
  if (embedded) announce();
  // The database opens while the rest of the server loads: the embedded one reads and compiles its
  // WebAssembly in the background meanwhile, which takes a tenth of a second off every start.
  const opening = openDatabase(config);
  const { buildServer } = await import("./server");
  const server = await buildServer(config, { database: await opening, backupToken });
  const { log } = server;
  log.info(
    `database: ${server.database.kind === "pglite" ? `PGlite in ${path.resolve(config.dataDir)}` : "PostgreSQL"}`,
  );
  if (server.mailer.transport === "outbox")
    log.info("email: no SMTP_URL set; emails are printed here and kept in the outbox table");
  if (!config.webRoot) log.warn(`${builtWeb} not found: serving the API only (run \`npm run build\` for the web app)`);

  const http = serve({ fetch: server.app.fetch, port: config.port, hostname: config.host }, (info) => {
    // Where `npm run backup` now asks for a backup.
    if (embedded) announce(localUrl(config.host, info.port));
    log.info(`Quillstack listening on ${config.publicUrl} (port ${config.port})`);
  });
  const shutdown = () => {
    if (embedded) announce();
    http.close();
    // Only once the database is closed: until then no other process may open it.
    server.close().finally(() => {
      if (embedded) removeServerFile(config.dataDir, backupToken);
      process.exit(0);
    });
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

await main();
