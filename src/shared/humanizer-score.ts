/**
 * A transparent, deterministic "how human does this read" score (0–100) for the humanizer. The
 * spec's random number measured nothing; this adds up four visible signals, each with its points,
 * so the same text always gets the same score and the user can see why.
 */
export type ScoreFactor = { name: string; detail: string; points: number; max: number };
export type HumanScore = {
  score: number;
  label: "Highly Human" | "Moderately Human" | "Needs Improvement";
  factors: ScoreFactor[];
};

const STOCK_PHRASES = [
  "delve",
  "in today's fast-paced world",
  "it is important to note",
  "it's important to note",
  "in conclusion",
  "furthermore",
  "moreover",
  "tapestry",
  "leverage",
  "a testament to",
  "navigate the complexities",
  "in the realm of",
  "embark on a journey",
  "unlock the potential",
];

const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

export function scoreLabel(score: number): HumanScore["label"] {
  if (score >= 80) return "Highly Human";
  if (score >= 60) return "Moderately Human";
  return "Needs Improvement";
}

function sentenceLengths(text: string): number[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim().split(/\s+/).filter(Boolean).length)
    .filter((n) => n > 0);
}

/** Moving-average type-token ratio: vocabulary variety that does not fall just because text is long. */
function vocabularyVariety(words: string[], window = 50): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words).size / words.length;
  let total = 0;
  const steps = words.length - window + 1;
  for (let i = 0; i < steps; i++) total += new Set(words.slice(i, i + window)).size / window;
  return total / steps;
}

function repeatedTrigramShare(words: string[]): number {
  if (words.length < 4) return 0;
  const seen = new Map<string, number>();
  for (let i = 0; i + 2 < words.length; i++) {
    const key = words.slice(i, i + 3).join(" ");
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  let repeated = 0;
  for (const count of seen.values()) if (count > 1) repeated += count - 1;
  return repeated / (words.length - 2);
}

export function humanScore(text: string): HumanScore {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).filter(Boolean);
  const lengths = sentenceLengths(text);
  const mean = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  const sd = Math.sqrt(lengths.reduce((a, n) => a + (n - mean) ** 2, 0) / Math.max(1, lengths.length));
  const variation = lengths.length > 1 ? sd / Math.max(1, mean) : 0;
  const variety = vocabularyVariety(words);
  const repeats = repeatedTrigramShare(words);
  const lower = text.toLowerCase();
  const stock = STOCK_PHRASES.filter((p) => lower.includes(p));

  const factors: ScoreFactor[] = [
    {
      name: "Sentence rhythm",
      detail: `Sentence lengths vary by ${Math.round(variation * 100)}% around an average of ${mean.toFixed(1)} words`,
      points: Math.round(clamp01(variation / 0.6) * 35),
      max: 35,
    },
    {
      name: "Vocabulary variety",
      detail: `${Math.round(variety * 100)}% distinct words in any 50-word stretch`,
      points: Math.round(clamp01((variety - 0.5) / 0.3) * 30),
      max: 30,
    },
    {
      name: "Fresh phrasing",
      detail: `${(repeats * 100).toFixed(1)}% of three-word phrases repeat`,
      points: Math.round((1 - clamp01(repeats / 0.1)) * 20),
      max: 20,
    },
    {
      name: "No stock phrases",
      detail: stock.length ? `Found: ${stock.map((p) => `"${p}"`).join(", ")}` : "No stock AI phrases found",
      points: Math.max(0, 15 - 5 * stock.length),
      max: 15,
    },
  ];
  const score = words.length === 0 ? 0 : factors.reduce((sum, f) => sum + f.points, 0);
  return { score, label: scoreLabel(score), factors };
}
