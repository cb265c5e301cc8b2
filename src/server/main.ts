import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAdaptorServer } from "@hono/node-server";
import { REFUSALS } from "@shared/run";
import { localUrl, newBackupToken, removeServerFile, writeServerFile } from "./backup/server-file";
import { type Config, ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { createLogger } from "./log";

/** Connections waiting to be accepted (see the listen call). */
const LISTEN_BACKLOG = 8192;

/** How long a graceful shutdown may take before the process exits anyway (orchestrators wait 10 s or more). */
const SHUTDOWN_LIMIT_MS = 9000;

/** The answer to a request that arrives while this instance shuts down: 503, try again (elsewhere) in a moment. */
function restarting(): Response {
  const { code, title, message } = REFUSALS.restarting;
  return new Response(JSON.stringify({ error: { code, title, message } }), {
    status: 503,
    headers: { "content-type": "application/json", "retry-after": "5", connection: "close" },
  });
}

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
  // A new data directory is filled from the ready-made database the build wrote (db/seed.ts).
  const opening = openDatabase(config, { log: createLogger(config.logLevel), keepWarm: true });
  const { buildServer } = await import("./server");
  const server = await buildServer(config, { database: await opening, backupToken });
  const { log } = server;
  log.info(
    `database: ${server.database.kind === "pglite" ? `PGlite in ${path.resolve(config.dataDir)}` : "PostgreSQL"}`,
  );
  if (server.mailer.transport === "outbox")
    log.info("email: no SMTP_URL set; emails are printed here and kept in the outbox table");
  if (!config.webRoot) log.warn(`${builtWeb} not found: serving the API only (run \`npm run build\` for the web app)`);

  // Once shutting down, a request that still arrives on an open connection is told to go elsewhere.
  let closing = false;
  const http = createAdaptorServer({
    fetch: (request, env) => (closing ? restarting() : server.app.fetch(request, env)),
    hostname: config.host,
  }) as Server;
  // A burst opens thousands of connections at once: past the listen backlog (Node's default 511)
  // the kernel drops them and clients read ECONNRESET. The kernel caps this at net.core.somaxconn.
  http.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }, () => {
    const { port } = http.address() as AddressInfo;
    // Where `npm run backup` now asks for a backup.
    if (embedded) announce(localUrl(config.host, port));
    log.info(`Quillstack listening on ${config.publicUrl} (port ${port})`);
    // Harper loads in its own thread meanwhile (seconds on a busy machine), so the first check,
    // LibreOffice's included (it gives up after 10 s), does not wait for it; startup and
    // /api/health never do.
    void import("./nlp/rules").then(({ warmRules }) => warmRules());
  });
  // SIGTERM (docker stop, systemd, an orchestrator) or Ctrl-C: stop listening first, then end the
  // runs in flight (each settled as interrupted, charged the words its client received, and told
  // so), close the database, exit. Whatever still hangs after SHUTDOWN_LIMIT_MS is cut short.
  const shutdown = () => {
    if (closing) return;
    closing = true;
    if (embedded) announce();
    log.info("shutting down: no new connections; ending the runs in flight");
    http.close();
    http.closeIdleConnections();
    setTimeout(() => {
      log.warn(`shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    // Only once the database is closed: until then no other process may open it.
    server.close().finally(() => {
      http.closeAllConnections();
      if (embedded) removeServerFile(config.dataDir, backupToken);
      process.exit(0);
    });
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}

await main();
