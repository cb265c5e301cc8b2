/** Finds clause headings and key legal terms in a drafted document, for the Highlighted view and exports. */

const HEADING =
  /^(?:\d+(?:\.\d+)*\.?\s+\S|(?:ARTICLE|Article)\s+[\dIVXLC]+\b|(?:SECTION|Section)\s+\d+|(?:SCHEDULE|Schedule|EXHIBIT|Exhibit|APPENDIX|Appendix)\s+[\dA-Z]+\b)/;

/** A numbered line longer than this is a clause ("1. Term. This Agreement lasts..."), not its heading. */
const HEADING_MAX_CHARS = 60;
const HEADING_MAX_WORDS = 7;

/**
 * "1. Definitions", "1.1 Term", "ARTICLE 3", "Section 2", or a short line in capitals (a title).
 * A numbered line that goes on into the clause's text is body text, so not every clause is a heading.
 */
export function isClauseHeading(line: string): boolean {
  const t = line.trim();
  if (!t) return false;
  if (HEADING.test(t)) return t.length <= HEADING_MAX_CHARS && t.split(/\s+/).length <= HEADING_MAX_WORDS;
  const letters = t.replace(/[^\p{L}]/gu, "");
  return letters.length >= 3 && t.length <= 80 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters);
}

export const KEY_TERMS =
  /\b(?:shall(?: not)?|must(?: not)?|liabilit(?:y|ies)|liable|indemnif(?:y|ies|ied|ication)|indemnit(?:y|ies)|terminat(?:e|es|ed|ion)|confidential(?:ity)?|warrant(?:y|ies|s)?|breach(?:es)?|governing law|jurisdiction|force majeure|in(?:tellectual)? property|non-disclosure|penalt(?:y|ies)|damages)\b/gi;

export type Piece = { text: string; term: boolean };

/** A line split into plain text and key-term pieces. */
export function splitTerms(line: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of line.matchAll(KEY_TERMS)) {
    const start = match.index ?? 0;
    if (start > at) pieces.push({ text: line.slice(at, start), term: false });
    pieces.push({ text: match[0], term: true });
    at = start + match[0].length;
  }
  if (at < line.length) pieces.push({ text: line.slice(at), term: false });
  return pieces;
}

/** The document's title: its first line, unless that is already a numbered clause or a long paragraph. */
export function titleLineIndex(lines: string[]): number {
  const first = lines.findIndex((line) => line.trim() !== "");
  if (first < 0) return -1;
  const t = lines[first].trim();
  return t.length <= 100 && !HEADING.test(t) ? first : -1;
}
