import type { AiProvider } from "../ai/types";
import type { Db } from "../db/client";
import type { Logger } from "../log";

/** What a run needs from the server: the database, the model provider and the logger. */
export type RunDeps = { db: Db; provider: AiProvider; log: Logger };
