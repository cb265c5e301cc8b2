/**
 * Word-level diff for "Compare Original vs New": which words of the original were removed and which
 * words of the new text were added, by the longest common subsequence of words. Whitespace rides
 * along with the word before it, so joining the parts of one side gives that side's text back.
 */
export type DiffPart = { kind: "same" | "removed" | "added"; text: string };

/** Above this many table cells (after trimming the shared start and end) the middle is one change. */
const MAX_CELLS = 4_000_000;

function tokens(text: string): string[] {
  const found = text.match(/\s*\S+\s*/g) ?? [];
  if (found.length === 0 && text) return [text];
  return found;
}

const word = (token: string) => token.trim();

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart["kind"], text: string) => {
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };

  let start = 0;
  while (start < a.length && start < b.length && word(a[start]) === word(b[start])) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && word(a[endA - 1]) === word(b[endB - 1])) {
    endA--;
    endB--;
  }
  // Shared words keep the new text's spacing, so the right side reads exactly as the new text.
  for (let i = 0; i < start; i++) push("same", b[i]);

  const n = endA - start;
  const m = endB - start;
  if (n * m > MAX_CELLS) {
    for (let i = start; i < endA; i++) push("removed", a[i]);
    for (let j = start; j < endB; j++) push("added", b[j]);
  } else {
    // lcs[i][j]: length of the LCS of a[start+i..endA) and b[start+j..endB), row-major in one array.
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * width + j] =
          word(a[start + i]) === word(b[start + j])
            ? lcs[(i + 1) * width + j + 1] + 1
            : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (word(a[start + i]) === word(b[start + j])) {
        push("same", b[start + j]);
        i++;
        j++;
      } else if (lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) {
        push("removed", a[start + i++]);
      } else {
        push("added", b[start + j++]);
      }
    }
    while (i < n) push("removed", a[start + i++]);
    while (j < m) push("added", b[start + j++]);
  }
  for (let j = endB; j < b.length; j++) push("same", b[j]);
  return parts;
}

/** The two columns of a side-by-side view: the original with removals, the new text with additions. */
export function sideBySide(before: string, after: string) {
  const parts = wordDiff(before, after);
  return {
    original: parts.filter((p) => p.kind !== "added"),
    revised: parts.filter((p) => p.kind !== "removed"),
    removed: parts.filter((p) => p.kind === "removed").reduce((n, p) => n + p.text.trim().split(/\s+/).length, 0),
    added: parts.filter((p) => p.kind === "added").reduce((n, p) => n + p.text.trim().split(/\s+/).length, 0),
  };
}
