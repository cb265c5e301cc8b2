import { createProvider } from "./ai";
import type { AiProvider } from "./ai/types";
import { createApp } from "./app";
import { createAuth } from "./auth";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { createMailer, type Mailer } from "./email/mailer";
import { createLogger, type Logger } from "./log";
import { createRunHost } from "./runs/host";
import { type RunMaintenance, startRunMaintenance } from "./runs/maintenance";
import { resolveAuthSecret } from "./secret";

export type Server = {
  app: ReturnType<typeof createApp>;
  database: Database;
  mailer: Mailer;
  provider: AiProvider;
  log: Logger;
  /** Leases, the reaper and document pruning (runs/maintenance.ts); `stop` ends runs in flight. */
  runs: RunMaintenance;
  close: () => Promise<void>;
};

/**
 * Everything but the listening socket: open the database, migrate, settle the runs a dead process
 * left and start the run maintenance, wire auth, mail and routes.
 */
export async function buildServer(
  config: Config,
  opts: { database?: Database; provider?: AiProvider } = {},
): Promise<Server> {
  const log = createLogger(config.logLevel);
  const database = opts.database ?? (await openDatabase(config));
  await database.migrate();
  const host = createRunHost(config.runLeaseSeconds);
  const runs = await startRunMaintenance(database, config, host, log);
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log });
  const auth = createAuth({ config, db: database.db, mailer, log, secret });
  const provider = opts.provider ?? createProvider(config, log);
  const app = createApp({ config, db: database.db, auth, log, provider, mailer, host });
  return {
    app,
    database,
    mailer,
    provider,
    log,
    runs,
    close: async () => {
      // Runs still streaming are settled (interrupted, charged what they wrote) while the database is open.
      await runs.stop();
      await provider.close?.();
      await database.close();
    },
  };
}
