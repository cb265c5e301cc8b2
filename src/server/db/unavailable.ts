/**
 * Whether `error` (or what it wraps: drizzle puts the driver's error in `cause`) means the database
 * could not be reached or went away mid-query: a restart, a failover, an operator ending the
 * connection. Such a request should be answered "try again shortly" (503), not "something broke".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** SQLSTATEs of a server going away (class 57P, operator intervention) and socket errors. */
const UNAVAILABLE_CODES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, a fast shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: the server is starting or shutting down
  "53300", // too_many_connections: every connection the server allows is taken
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
]);

/** node-postgres reports some losses with a message only. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^timeout expired/, // a new connection's own attempt took too long
  /^Client has encountered a connection error and is not queryable/,
];
