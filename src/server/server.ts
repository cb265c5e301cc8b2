import { findTool } from "@shared/tools";
import { createProvider } from "./ai";
import type { AiProvider } from "./ai/types";
import { createApp } from "./app";
import { type Auth, createAuth } from "./auth";
import { createSessionMemo } from "./auth/session-memo";
import { createUserStates } from "./auth/user-state";
import { createBackup } from "./backup/archive";
import { newBackupToken } from "./backup/server-file";
import type { Config } from "./config";
import { type Changes, openChanges } from "./db/changes";
import { type Database, openDatabase } from "./db/client";
import { createMailer, type Mailer } from "./email/mailer";
import type { Session } from "./http/session";
import { createSwitches } from "./kill-switches/switches";
import { createLogger, type Logger } from "./log";
import { createMetrics, type Metrics } from "./metrics/metrics";
import { createRunHost, stopDisabledRuns } from "./runs/host";
import { type RunMaintenance, startRunMaintenance } from "./runs/maintenance";
import { resolveAuthSecret } from "./secret";

export type Server = {
  app: ReturnType<typeof createApp>;
  /** Better Auth, for what runs beside the routes (the OAuth verifier in tests). */
  auth: Auth;
  database: Database;
  mailer: Mailer;
  provider: AiProvider;
  log: Logger;
  /** Leases, the reaper and document pruning (runs/maintenance.ts); `stop` ends runs in flight. */
  runs: RunMaintenance;
  /** What this instance tells the others, and hears from them (db/changes.ts). */
  changes: Changes;
  /** This instance's Prometheus metrics (metrics/metrics.ts); absent when METRICS_TOKEN is unset. */
  metrics?: Metrics;
  /** What `npm run backup` presents while this server runs (main.ts writes it to DATA_DIR/server.json). */
  backupToken: string;
  close: () => Promise<void>;
};

/**
 * Everything but the listening socket: open the database, migrate, settle the runs a dead process
 * left and start the run maintenance, wire auth, mail and routes.
 */
export async function buildServer(
  config: Config,
  opts: { database?: Database; provider?: AiProvider; backupToken?: string } = {},
): Promise<Server> {
  const log = createLogger(config.logLevel, config.logFormat);
  const database = opts.database ?? (await openDatabase(config));
  await database.migrate();
  // Nothing is counted unless someone can read it.
  const metrics = config.metricsToken ? createMetrics({ poolStats: database.poolStats }) : undefined;
  const host = createRunHost(config.runLeaseSeconds, config.runs);
  // The runs waiting for a slot of this instance (runs/admission.ts).
  metrics?.setQueueDepthSource(() => host.admission.waiting);
  // Settings and user states are read from memory; every instance hears when they change.
  const changes = openChanges(database, log);
  const switches = createSwitches(database.db, changes);
  const users = createUserStates(database.db, changes);
  const sessions = createSessionMemo<Session>(changes);
  // The emergency stop ends the runs in flight too, on every instance.
  switches.onChange((state) =>
    stopDisabledRuns(host, (slug) => {
      const tool = findTool(slug);
      return !state.globalDisabled && (!tool || state.toolEnabled(tool));
    }),
  );
  const runs = await startRunMaintenance(database, config, host, log, metrics?.runs);
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log });
  const auth = createAuth({ config, db: database.db, mailer, log, secret, users });
  // Better Auth's plugins finish starting (the OAuth provider records its MCP resource) before the
  // server serves, so nothing of theirs is still writing when it stops.
  await auth.$context;
  const provider = opts.provider ?? createProvider(config, log);
  const backupToken = opts.backupToken ?? newBackupToken();
  const backup = {
    token: backupToken,
    secretFromEnvironment: Boolean(config.authSecret),
    create: database.dumpDataDir
      ? () => createBackup(database, { dataDir: config.dataDir, secretFromEnvironment: Boolean(config.authSecret) })
      : undefined,
  };
  const app = createApp({
    config,
    db: database.db,
    auth,
    log,
    provider,
    mailer,
    host,
    switches,
    users,
    sessions,
    changes,
    metrics,
    backup,
  });
  return {
    app,
    auth,
    database,
    mailer,
    provider,
    log,
    runs,
    changes,
    metrics,
    backupToken,
    close: async () => {
      // Runs still streaming are settled (interrupted, charged what they wrote) while the database is open.
      await runs.stop();
      await changes.close();
      await provider.close?.();
      await database.close();
    },
  };
}
