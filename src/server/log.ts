import { inspect } from "node:util";

/** Minimal levelled logger; one line per event so logs stay grep-able. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;

export type Logger = Record<Exclude<LogLevel, "silent">, (message: string, extra?: unknown) => void>;

/**
 * C0 and C1 controls (CR, LF, ESC that starts a terminal escape, …), DEL, and the Unicode line and
 * paragraph separators: a visitor's text that reaches the log (a contact subject, a path) must not
 * start a line that looks like ours, nor drive the operator's terminal.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** The text with every control character written as a visible escape (`\n`, `\x1b`, `\u2028`). */
export function escapeControl(text: string): string {
  return text.replace(
    CONTROL,
    (ch) =>
      NAMED[ch] ??
      (ch.charCodeAt(0) <= 0xff
        ? `\\x${ch.charCodeAt(0).toString(16).padStart(2, "0")}`
        : `\\u${ch.charCodeAt(0).toString(16)}`),
  );
}

/**
 * An error keeps its stack, one frame a line: frames are indented, so none can pass for an event.
 * Its message, and anything else, is escaped onto the event's line.
 */
function formatExtra(extra: unknown): string {
  if (extra instanceof Error) {
    const head = String(extra);
    const stack = extra.stack ?? head;
    if (!stack.startsWith(head)) return escapeControl(stack);
    const lines = stack
      .slice(head.length)
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => `    ${escapeControl(line.trim())}`);
    const cause = extra.cause === undefined ? "" : ` (cause: ${formatExtra(extra.cause).split("\n")[0]})`;
    return [escapeControl(head) + cause, ...lines].join("\n");
  }
  return escapeControl(typeof extra === "string" ? extra : inspect(extra, { breakLength: Number.POSITIVE_INFINITY }));
}

export function createLogger(level: LogLevel): Logger {
  const make =
    (at: Exclude<LogLevel, "silent">) =>
    (message: string, extra?: unknown): void => {
      if (LEVELS[at] < LEVELS[level]) return;
      let line = `[${new Date().toISOString()}] ${at.toUpperCase()} ${escapeControl(message)}`;
      if (extra !== undefined) line += ` ${formatExtra(extra)}`;
      const out = at === "error" || at === "warn" ? console.error : console.log;
      out(line);
    };
  return { debug: make("debug"), info: make("info"), warn: make("warn"), error: make("error") };
}
