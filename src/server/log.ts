import { AsyncLocalStorage } from "node:async_hooks";
import { inspect } from "node:util";

/** Minimal levelled logger; one line per event so logs stay grep-able. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = keyof typeof LEVELS;
export type LogFormat = "text" | "json";

/** `requestId`: the request the event belongs to, when the caller knows it and the context does not. */
export type Logger = Record<
  Exclude<LogLevel, "silent">,
  (message: string, extra?: unknown, requestId?: string) => void
>;

/**
 * The id of the HTTP request being handled (http/request-id.ts), for the lines logged while handling
 * it. Set only when logs are JSON: carrying a context through every promise has a price (on Node 20,
 * where it turned on async_hooks' promise hooks, 7–8% of the app's CPU), one for those who collect
 * logs by machine, not for every instance (docs/decisions/0029-metrics-and-request-ids.md).
 */
const requestContext = new AsyncLocalStorage<string>();

/** Runs `run` with `id` as the request id of every line it logs, until it (and what it awaits) ends. */
export function withRequestId<T>(id: string, run: () => T): T {
  return requestContext.run(id, run);
}

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

/** A line of text: the event's line, ` req=<id>` at its end when there is one, then any stack frames. */
function textLine(at: string, message: string, extra: unknown, requestId: string | undefined): string {
  let line = `[${new Date().toISOString()}] ${at.toUpperCase()} ${escapeControl(message)}`;
  if (extra !== undefined) line += ` ${formatExtra(extra)}`;
  if (requestId === undefined) return line;
  // The id is a checked token (http/request-id.ts): nothing in it to escape.
  const end = line.indexOf("\n");
  return end < 0 ? `${line} req=${requestId}` : `${line.slice(0, end)} req=${requestId}${line.slice(end)}`;
}

type JsonError = { message: string; stack?: string; cause?: JsonError | string };

function jsonError(error: Error): JsonError {
  const err: JsonError = { message: error.message };
  if (error.stack !== undefined) err.stack = error.stack;
  if (error.cause !== undefined)
    err.cause = error.cause instanceof Error ? jsonError(error.cause) : inspect(error.cause);
  return err;
}

/**
 * JSON.stringify escapes C0 controls but leaves DEL, the C1 controls and the line and paragraph
 * separators as they are: written as \u escapes too, so a line is one line for every reader and
 * nothing in it drives a terminal. Inside JSON they can only be in strings, where the escape is valid.
 */
const JSON_UNSAFE = /[\u007f-\u009f\u2028\u2029]/g;

/** One JSON object: `{time, level, msg, requestId?, err?}`; anything else given is appended to `msg`. */
function jsonLine(at: string, message: string, extra: unknown, requestId: string | undefined): string {
  const entry: { time: string; level: string; msg: string; requestId?: string; err?: JsonError } = {
    time: new Date().toISOString(),
    level: at,
    msg: message,
  };
  if (requestId !== undefined) entry.requestId = requestId;
  if (extra instanceof Error) entry.err = jsonError(extra);
  else if (extra !== undefined) {
    entry.msg += ` ${typeof extra === "string" ? extra : inspect(extra, { breakLength: Number.POSITIVE_INFINITY })}`;
  }
  return JSON.stringify(entry).replace(JSON_UNSAFE, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function createLogger(level: LogLevel, format: LogFormat = "text"): Logger {
  const write = format === "json" ? jsonLine : textLine;
  const make =
    (at: Exclude<LogLevel, "silent">) =>
    (message: string, extra?: unknown, requestId?: string): void => {
      if (LEVELS[at] < LEVELS[level]) return;
      const line = write(at, message, extra, requestContext.getStore() ?? requestId);
      const out = at === "error" || at === "warn" ? console.error : console.log;
      out(line);
    };
  return { debug: make("debug"), info: make("info"), warn: make("warn"), error: make("error") };
}
