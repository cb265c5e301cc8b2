/** The one word counter used everywhere (meters, allowance checks, charging): trim, collapse whitespace, split. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  return trimmed.split(/\s+/).length;
}
