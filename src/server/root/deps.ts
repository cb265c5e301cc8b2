import type { AiProvider } from "../ai/types";
import type { Auth } from "../auth";
import type { SessionMemo } from "../auth/session-memo";
import type { UserStates } from "../auth/user-state";
import type { BackupSource } from "../backup/routes";
import type { Config } from "../config";
import type { Changes } from "../db/changes";
import type { Db } from "../db/client";
import type { Mailer } from "../email/mailer";
import type { Session } from "../http/session";
import type { Switches } from "../kill-switches/switches";
import type { Logger } from "../log";
import type { Metrics } from "../metrics/metrics";
import type { RunHost } from "../runs/host";

/** Everything the HTTP app is built from (main.ts makes them; tests make their own). */
export type AppDeps = {
  config: Config;
  db: Db;
  auth: Auth;
  log: Logger;
  provider: AiProvider;
  mailer: Mailer;
  /** This instance's run host (src/server/runs): its lease on the runs it streams. */
  host: RunHost;
  /** The kill switches, read from memory (kill-switches/switches.ts). */
  switches: Switches;
  /** Users' status and session epoch, read from memory (auth/user-state.ts). */
  users: UserStates;
  /** Sessions this instance checked recently (auth/session-memo.ts). */
  sessions: SessionMemo<Session>;
  /** What this instance tells the others, and hears from them (db/changes.ts). */
  changes: Changes;
  /** This instance's Prometheus metrics (metrics/metrics.ts); absent when METRICS_TOKEN is unset. */
  metrics?: Metrics;
  /** Backups of the embedded database (backup/routes.ts). */
  backup: BackupSource;
};
