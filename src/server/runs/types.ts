import type { AiProvider } from "../ai/types";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import type { Switches } from "../metering/switches";
import type { RunHost } from "./host";

/** What a run needs from the server: the database, the model provider, the logger, the kill switches and this instance's run host. */
export type RunDeps = { db: Db; provider: AiProvider; log: Logger; host: RunHost; switches: Switches };
