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
