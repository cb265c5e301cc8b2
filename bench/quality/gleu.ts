import { PythonRandom } from "./python-random";

/**
 * GLEU as the JFLEG authors compute it (Napoles et al. 2016, "GLEU without tuning"; their
 * compute_gleu script with 4 references and its defaults): per sentence, for n = 1..4, the
 * hypothesis's n-grams found in one reference minus those it shares with the source's n-grams that
 * reference drops, over the hypothesis's n-gram count; summed over the corpus, a geometric mean
 * times a brevity penalty. The reference for each sentence is drawn at random, 500 times (Python's
 * MT19937, seed j × 101), and the mean of the 500 corpus scores is the figure (× 100 here).
 */
type Counts = Map<string, number>;

const ORDER = 4;
const ITERATIONS = 500;

function ngrams(tokens: string[], n: number): Counts {
  const counts: Counts = new Map();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join("\u0001");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Σ min(a[k], b[k]): Python's sum((a & b).values()). */
function overlap(a: Counts, b: Counts): number {
  let sum = 0;
  for (const [key, count] of a) sum += Math.min(count, b.get(key) ?? 0);
  return sum;
}

/** [hyp length, ref length, then matched and total for each n]: the script's gleu_stats. */
function stats(hypothesis: string[], source: string[], reference: string[]): number[] {
  const out = [hypothesis.length, reference.length];
  for (let n = 1; n <= ORDER; n++) {
    const h = ngrams(hypothesis, n);
    const r = ngrams(reference, n);
    const sourceOnly: Counts = new Map([...ngrams(source, n)].filter(([key]) => !r.has(key)));
    out.push(Math.max(overlap(h, r) - overlap(h, sourceOnly), 0), Math.max(hypothesis.length + 1 - n, 0));
  }
  return out;
}

function score(totals: number[]): number {
  if (totals.some((x) => x === 0)) return 0;
  const [c, r] = totals;
  let logPrecision = 0;
  for (let k = 2; k < totals.length; k += 2) logPrecision += Math.log(totals[k] / totals[k + 1]);
  return Math.exp(Math.min(0, 1 - r / c) + logPrecision / ORDER);
}

/** Corpus GLEU × 100 of `hypotheses` (tokenized lines) against each line's source and references. */
export function gleu(hypotheses: string[][], sources: string[][], references: string[][][]): number {
  const refCount = references[0].length;
  const picks = Array.from({ length: ITERATIONS }, (_, j) => {
    const random = new PythonRandom(j * 101);
    return hypotheses.map(() => random.randint(0, refCount - 1));
  });
  const totals = Array.from({ length: ITERATIONS }, () => new Array<number>(2 + 2 * ORDER).fill(0));
  hypotheses.forEach((hypothesis, i) => {
    const byRef: (number[] | undefined)[] = [];
    for (let j = 0; j < ITERATIONS; j++) {
      const ref = picks[j][i];
      byRef[ref] ??= stats(hypothesis, sources[i], references[i][ref]);
      const s = byRef[ref];
      for (let k = 0; k < s.length; k++) totals[j][k] += s[k];
    }
  });
  return (100 * totals.reduce((sum, t) => sum + score(t), 0)) / ITERATIONS;
}
