import { z } from "zod";

/**
 * A search box's text from a query string: trimmed, at most `max` characters, control characters
 * (a NUL from "%00" among them, which PostgreSQL text cannot hold) read as spaces: a search never
 * needs them, and refusing them would only break a pasted string.
 */
export const searchText = (max: number, tooLong = `Search must be at most ${max} characters.`) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((text) => text.replace(/\p{Cc}/gu, " ").trim());
