/** Minimal levelled logger; one line per event so logs stay grep-able. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

export type Logger = Record<Exclude<LogLevel, "silent">, (message: string, extra?: unknown) => void>;

export function createLogger(level: LogLevel): Logger {
  const make =
    (at: Exclude<LogLevel, "silent">) =>
    (message: string, extra?: unknown): void => {
      if (LEVELS[at] < LEVELS[level]) return;
      const line = `[${new Date().toISOString()}] ${at.toUpperCase()} ${message}`;
      const out = at === "error" || at === "warn" ? console.error : console.log;
      if (extra === undefined) out(line);
      else out(line, extra);
    };
  return { debug: make("debug"), info: make("info"), warn: make("warn"), error: make("error") };
}
