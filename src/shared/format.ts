/**
 * A whole number with en-US thousands separators ("50,000"), as `toLocaleString("en-US")` writes it.
 * Pages that render numbers while they hydrate use this instead: the first `toLocaleString` of a page
 * loads ICU's locale data, 15–20 ms on a fast machine and four times that on a phone, in one task.
 */
export function groupDigits(n: number): string {
  if (!Number.isInteger(n)) return n.toLocaleString("en-US");
  const sign = n < 0 ? "-" : "";
  return sign + String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** Digits grouped in threes by a comma, a space (plain or no-break) or an apostrophe, or not at all. */
const WHOLE_NUMBER = /^(?:\d{1,3}(?:([,'’ \u00a0\u202f])\d{3})(?:\1\d{3})*|\d+)$/u;

/**
 * A whole number as people type it: "10000", "10,000", "10 000" or "10'000" (one separator
 * throughout); null for anything else, a decimal point included ("10.000" is ten in one country
 * and ten thousand in another).
 */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const n = Number(trimmed.replace(/\D/g, ""));
  return Number.isSafeInteger(n) ? n : null;
}
