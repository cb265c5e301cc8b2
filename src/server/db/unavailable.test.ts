import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable";

describe("isDatabaseUnavailable", () => {
  it("knows node-postgres' ways of saying the database is away or too slow to connect to", () => {
    const wrapped = (message: string) =>
      Object.assign(new Error("Failed query: select 1"), { cause: new Error(message) });
    expect(isDatabaseUnavailable(wrapped("timeout expired"))).toBe(true); // a new connection's own attempt
    expect(isDatabaseUnavailable(wrapped("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped('relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "23505" }))).toBe(false);
  });
});
