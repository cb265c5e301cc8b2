/**
 * A text's paragraphs (its non-blank lines) with where each starts, for checks that go paragraph by
 * paragraph (the deep check: one model call each). A paragraph longer than `maxChars` is cut after
 * the last sentence end that fits (or at the last space, or hard at `maxChars`), so every piece
 * fits one call. One pass over the text.
 */
export type Paragraph = { text: string; start: number };

export function paragraphsOf(text: string, maxChars: number): Paragraph[] {
  const out: Paragraph[] = [];
  for (const line of text.matchAll(/[^\n]+/g)) {
    let start = line.index;
    let rest = line[0];
    while (rest.trim()) {
      const lead = rest.length - rest.trimStart().length;
      start += lead;
      rest = rest.slice(lead);
      let cut = rest.length;
      if (cut > maxChars) {
        const head = rest.slice(0, maxChars);
        const sentenceEnd = Math.max(...[". ", "! ", "? "].map((mark) => head.lastIndexOf(mark)));
        cut = sentenceEnd > 0 ? sentenceEnd + 1 : head.lastIndexOf(" ") > 0 ? head.lastIndexOf(" ") : maxChars;
      }
      const piece = rest.slice(0, cut).trimEnd();
      if (piece) out.push({ text: piece, start });
      start += cut;
      rest = rest.slice(cut);
    }
  }
  return out;
}
