import type { EditKind } from "../deep-check";
import { classifyEdit } from "./edit-kinds";
import { charDistance, DETERMINERS, isPunctuation, lemmaOf, PREPOSITIONS } from "./word-forms";

/**
 * A source paragraph and its minimally corrected version as token edits, the ERRANT way (Felice et
 * al. 2016, Bryant et al. 2017; docs/decisions/0047-deep-check.md): both sides tokenized alike,
 * aligned by a Damerau-Levenshtein DP whose substitution cost is linguistic (a case change, two
 * forms of one word, similar spelling cost less than unrelated words; a word never stands for a
 * punctuation mark), then the steps merged into edits a writer reads as one (neighbouring changes
 * together, but two fixed words apart, punctuation apart from words), each explained by its type.
 * Offsets are UTF-16 code units (JavaScript string indices) into the source, past emoji too.
 */

export type Token = { text: string; start: number; end: number };

/** An edit as the editor shows and applies it: `source.slice(start, end)` becomes `replacement`. */
export type AlignedEdit = {
  start: number;
  end: number;
  text: string;
  replacement: string;
  /** The tokens changed (without the neighbouring word an insertion or deletion is anchored to). */
  from: string[];
  to: string[];
  kind: EditKind;
  explanation: string;
};

/** Most tokens aligned at once: a longer paragraph is aligned sentence by sentence (or not at all). */
export const ALIGN_TOKENS_MAX = 400;

const TOKEN = /\p{L}[\p{L}\p{M}\p{N}'’-]*|\p{N}+(?:[.,]\p{N}+)*|\.\.\.|[^\s\p{L}\p{N}]/gu;

/** Words (with inner apostrophes and hyphens), numbers, and each other mark (an emoji is one) with its span. */
export function tokenize(text: string): Token[] {
  return [...text.matchAll(TOKEN)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

type Op = "M" | "S" | "I" | "D" | "T";
/** One alignment step: op over source tokens [i, i + di) and corrected tokens [j, j + dj). */
type Step = { op: Op; i: number; j: number; di: number; dj: number };

const INSERT = 1;
const DELETE = 1;
const TRANSPOSE = 1;

/** What standing one token for another costs: 0 the same, under 1 related, up to 1.5 unrelated, 2.5 never. */
export function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
  if (la === lb) return 0.1;
  const [pa, pb] = [isPunctuation(a), isPunctuation(b)];
  if (pa !== pb) return 2.5;
  if (pa) return 0.5;
  const lemma = lemmaOf(a) === lemmaOf(b) ? 0 : 0.5;
  const sameClass = (DETERMINERS.has(la) && DETERMINERS.has(lb)) || (PREPOSITIONS.has(la) && PREPOSITIONS.has(lb));
  const chars = charDistance(la, lb) / Math.max(la.length, lb.length);
  return 0.2 + lemma + 0.8 * chars - (sameClass ? 0.2 : 0);
}

/** The cheapest alignment of two token lists (at most ALIGN_TOKENS_MAX each), as steps in order. */
function alignSteps(a: Token[], b: Token[]): Step[] {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  const cost = new Float64Array((n + 1) * width);
  const back = new Uint8Array((n + 1) * width); // 0 M/S, 1 D, 2 I, 3 T
  const low = [...a.map((t) => t.text.toLowerCase())];
  const lowB = [...b.map((t) => t.text.toLowerCase())];
  for (let i = 1; i <= n; i++) {
    cost[i * width] = i * DELETE;
    back[i * width] = 1;
  }
  for (let j = 1; j <= m; j++) {
    cost[j] = j * INSERT;
    back[j] = 2;
  }
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      // Ties go to a match or substitution, then a deletion, then an insertion.
      let best = cost[(i - 1) * width + j - 1] + substitutionCost(a[i - 1].text, b[j - 1].text);
      let from = 0;
      const del = cost[(i - 1) * width + j] + DELETE;
      if (del < best) {
        best = del;
        from = 1;
      }
      const ins = cost[i * width + j - 1] + INSERT;
      if (ins < best) {
        best = ins;
        from = 2;
      }
      if (
        i > 1 &&
        j > 1 &&
        low[i - 1] === lowB[j - 2] &&
        low[i - 2] === lowB[j - 1] &&
        low[i - 1] !== low[i - 2] &&
        cost[(i - 2) * width + j - 2] + TRANSPOSE < best
      ) {
        best = cost[(i - 2) * width + j - 2] + TRANSPOSE;
        from = 3;
      }
      cost[i * width + j] = best;
      back[i * width + j] = from;
    }
  }
  const steps: Step[] = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    const from = back[i * width + j];
    if (from === 0) {
      i--;
      j--;
      steps.push({ op: a[i].text === b[j].text ? "M" : "S", i, j, di: 1, dj: 1 });
    } else if (from === 1) {
      i--;
      steps.push({ op: "D", i, j, di: 1, dj: 0 });
    } else if (from === 2) {
      j--;
      steps.push({ op: "I", i, j, di: 0, dj: 1 });
    } else {
      i -= 2;
      j -= 2;
      steps.push({ op: "T", i, j, di: 2, dj: 2 });
    }
  }
  return steps.reverse();
}

/** A substitution a writer reads as its own fix (a case change, a word's other form, a near spelling). */
const standsAlone = (step: Step, a: Token[], b: Token[]) =>
  step.op === "S" && substitutionCost(a[step.i].text, b[step.j].text) < 1;

const punctuationStep = (step: Step, a: Token[], b: Token[]) =>
  [...a.slice(step.i, step.i + step.di), ...b.slice(step.j, step.j + step.dj)].every((t) => isPunctuation(t.text));

/** Whether two neighbouring changed steps belong to one edit. */
function together(x: Step, y: Step, a: Token[], b: Token[]): boolean {
  if (x.op === "T" || y.op === "T") return false;
  if (punctuationStep(x, a, b) !== punctuationStep(y, a, b)) return false;
  if (x.op === "S" && y.op === "S" && (standsAlone(x, a, b) || standsAlone(y, a, b))) return false;
  return true;
}

/**
 * A group of steps as one edit: source tokens [i0, i1), corrected [j0, j1); `transposed` if it is a
 * swap; `matchedBefore`/`matchedAfter`: the step next to it keeps its token (an anchor for an empty side).
 */
type Group = {
  i0: number;
  i1: number;
  j0: number;
  j1: number;
  transposed: boolean;
  matchedBefore: boolean;
  matchedAfter: boolean;
};

/** The changed steps grouped into edits; an insertion or deletion takes a matched neighbour as its anchor. */
function groupSteps(steps: Step[], a: Token[], b: Token[]): { group: Group; core: Group }[] {
  const groups: Group[] = [];
  let last: Step | undefined;
  for (const step of steps) {
    const open = groups.at(-1);
    if (step.op === "M") {
      if (last && open) open.matchedAfter = true;
      last = step;
      continue;
    }
    if (last && last.op !== "M" && open && together(last, step, a, b)) {
      open.i1 = step.i + step.di;
      open.j1 = step.j + step.dj;
    } else {
      groups.push({
        i0: step.i,
        i1: step.i + step.di,
        j0: step.j,
        j1: step.j + step.dj,
        transposed: step.op === "T",
        matchedBefore: last?.op === "M",
        matchedAfter: false,
      });
    }
    last = step;
  }
  // An empty side (an insertion, a deletion) gets a neighbour to show and apply it by: the matched
  // token before it, else the one after, else it joins the edit next to it.
  const out: { group: Group; core: Group }[] = [];
  for (const core of groups) {
    const empty = core.i0 === core.i1 || core.j0 === core.j1;
    const previous = out.at(-1);
    // The matched token before may already anchor the edit before (a deletion at the very start).
    const beforeTaken = previous !== undefined && previous.group.i1 >= core.i0;
    if (!empty) out.push({ group: { ...core }, core });
    else if (core.matchedBefore && !beforeTaken)
      out.push({ group: { ...core, i0: core.i0 - 1, j0: core.j0 - 1 }, core });
    else if (core.matchedAfter) out.push({ group: { ...core, i1: core.i1 + 1, j1: core.j1 + 1 }, core });
    else if (previous && previous.group.i1 === core.i0 && previous.group.j1 === core.j0) {
      previous.group.i1 = core.i1;
      previous.group.j1 = core.j1;
      previous.core = { ...previous.core, i1: core.i1, j1: core.j1 };
    } else out.push({ group: { ...core }, core });
  }
  // A lone side left empty (the whole text inserted or deleted) has nothing to show it by.
  return out.filter(({ group }) => group.i0 < group.i1);
}

function editsOf(source: string, corrected: string, a: Token[], b: Token[]): AlignedEdit[] {
  return groupSteps(alignSteps(a, b), a, b).map(({ group, core }) => {
    const start = a[group.i0].start;
    const end = a[group.i1 - 1].end;
    const replacement = group.j0 < group.j1 ? corrected.slice(b[group.j0].start, b[group.j1 - 1].end) : "";
    const from = a.slice(core.i0, core.i1).map((t) => t.text);
    const to = b.slice(core.j0, core.j1).map((t) => t.text);
    const { kind, explanation } = classifyEdit(from, to, a[core.i0 - 1]?.text, core.transposed);
    return { start, end, text: source.slice(start, end), replacement, from, to, kind, explanation };
  });
}

/** Token lists cut after each sentence's closing mark. */
function sentences(tokens: Token[]): Token[][] {
  const out: Token[][] = [[]];
  for (const token of tokens) {
    out.at(-1)!.push(token);
    if (/^[.!?…]+$/.test(token.text)) out.push([]);
  }
  return out.filter((s) => s.length > 0);
}

/**
 * The edits that turn `source` into `corrected`, in source order. Work is bounded: up to
 * ALIGN_TOKENS_MAX tokens a side, one DP; longer, sentence by sentence when both have as many
 * sentences (a sentence still over the limit is left out); otherwise nothing.
 */
export function alignEdits(source: string, corrected: string): AlignedEdit[] {
  const a = tokenize(source);
  const b = tokenize(corrected);
  if (a.length <= ALIGN_TOKENS_MAX && b.length <= ALIGN_TOKENS_MAX)
    return editsOf(source, corrected, a, b).filter((e) => e.text !== e.replacement);
  const left = sentences(a);
  const right = sentences(b);
  if (left.length !== right.length) return [];
  return left.flatMap((sentence, k) =>
    sentence.length <= ALIGN_TOKENS_MAX && right[k].length <= ALIGN_TOKENS_MAX
      ? editsOf(source, corrected, sentence, right[k]).filter((e) => e.text !== e.replacement)
      : [],
  );
}
