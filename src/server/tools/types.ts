import type { AiProvider } from "../ai/types";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import type { RunHost } from "../runs/host";

/** What a run needs from the server: the database, the model provider, the logger and this instance's run host. */
export type RunDeps = { db: Db; provider: AiProvider; log: Logger; host: RunHost };
