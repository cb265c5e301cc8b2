/**
 * Where a drafted document's signature block is: the lines a person fills in by hand ("____",
 * "Signature:", "Name:", "Date:") are not prose, so the rules' suggestions leave them alone.
 */

const BLANK_LINE = /_{3,}|\.{6,}/;
const FIELD_LABEL =
  /^\s*(?:signature|signed|sign here|date|dated|name|print(?:ed)? name|full name|title|position|by|witness(?:ed by)?|company|for and on behalf of)\b[^:\n]{0,30}:/i;
/** Lines of a signature block are short: a party's name, a label, a blank to fill in. */
const BLOCK_LINE_MAX = 60;

export function isSignatureLine(line: string): boolean {
  return BLANK_LINE.test(line) || FIELD_LABEL.test(line);
}

/**
 * Character ranges [start, end) to leave alone: every signature line, and everything from the first
 * signature line after which only short lines follow (the block at the end, party names included).
 */
export function signatureRanges(text: string): [number, number][] {
  const lines: { start: number; end: number; text: string }[] = [];
  let at = 0;
  for (const line of text.split("\n")) {
    lines.push({ start: at, end: at + line.length, text: line });
    at += line.length + 1;
  }
  const ranges: [number, number][] = [];
  let tail = lines.length;
  while (tail > 0 && lines[tail - 1].text.trim().length <= BLOCK_LINE_MAX) tail--;
  const blockStart = lines.findIndex((line, i) => i >= tail && isSignatureLine(line.text));
  for (const [i, line] of lines.entries()) {
    if (blockStart >= 0 && i >= blockStart) {
      ranges.push([line.start, text.length]);
      break;
    }
    if (isSignatureLine(line.text)) ranges.push([line.start, line.end]);
  }
  return ranges;
}

/** The issues that touch no signature line. */
export function outsideSignatures<T extends { start: number; end: number }>(text: string, issues: T[]): T[] {
  const ranges = signatureRanges(text);
  if (ranges.length === 0) return issues;
  return issues.filter((issue) => !ranges.some(([start, end]) => issue.start < end && issue.end > start));
}
