/** The one word counter used everywhere (meters, allowance checks, charging): trim, collapse whitespace, split. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  return trimmed.split(/\s+/).length;
}

/** The text up to the end of its `max`-th word (whitespace before it kept), for hard output caps. */
export function truncateToWords(text: string, max: number): string {
  if (max <= 0) return "";
  const word = /\S+/g;
  let seen = 0;
  for (let match = word.exec(text); match; match = word.exec(text)) {
    seen++;
    if (seen === max) return text.slice(0, match.index + match[0].length);
  }
  return text;
}
