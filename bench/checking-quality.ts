/**
 * How well the offline checks catch learners' errors: the JFLEG dev set (754 learner sentences, 4
 * human fluent corrections each; Napoles, Sakaguchi, Tetreault 2017), read at run time from
 * `../shared/corpora/jfleg-dev` beside the repository (or `JFLEG_DIR`). Its licence is non-commercial:
 * it is never copied into the project.
 *
 * Two surfaces, each through the functions its route calls, in this process (no server, no
 * database: a fresh user has no style guide terms and no personal dictionary, so those steps change
 * nothing and are left out):
 * Both surfaces find through the one pipeline (checkText: checkRules → refineFindings at the default
 * level), so their findings are the same; their fixes differ in kind:
 * - `POST /api/nlp/check`: fixes by applySuggestions (the route's `correctedText`);
 * - the LanguageTool endpoint, language=en-US: each match's first replacement (a match with none is
 *   left as is), at its default level and at level=picky (style hints and conventions shown too).
 * Measures (bench/README.md "Checking quality (JFLEG dev)" says how each is computed): detection,
 * references flagged, edit recall (overall and by a rough error type), sentences made better/worse
 * by the first fixes, GLEU of the source unchanged and with the fixes.
 * Usage: `JFLEG_DIR=/path/to/jfleg-dev npx tsx bench/checking-quality.ts` (`BENCH_LIMIT`: first N sentences).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type CheckLevel, refineFindings } from "@shared/checking/refine";
import type { LintIssue } from "@shared/lint-issue";
import { NO_GUIDE } from "@shared/style-guide";
import { findTool } from "@shared/tools";
import { correctParagraphs } from "../src/server/ai/correct-paragraphs";
import { CorrectionCache } from "../src/server/ai/correction-cache";
import { createOpenAiCompatibleProvider } from "../src/server/ai/openai-compatible";
import { applySuggestions, checkRules, stopRules } from "../src/server/nlp/rules";
import { deepCheckAsk } from "../src/server/runs/deep-check-prompt";
import { type Edit, editDistance, goldEdits } from "./quality/align";
import { classify, ERROR_TYPES, type ErrorType } from "./quality/classify";
import { gleu } from "./quality/gleu";
import { type Detokenized, detokenize, tokenize } from "./quality/tokens";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = process.env.JFLEG_DIR ?? path.resolve(repo, "../shared/corpora/jfleg-dev");
if (!existsSync(path.join(dir, "dev.src"))) {
  console.error(`JFLEG dev set not found in ${dir}: set JFLEG_DIR to the folder holding dev.src and dev.ref0..3`);
  process.exit(1);
}
const PUBLISHED_UNCHANGED_GLEU = 38.21;
const readLines = (file: string) =>
  readFileSync(path.join(dir, file), "utf8")
    .split("\n")
    .slice(0, 754)
    .map((line) => line.split(/\s+/).filter(Boolean));
const allSources = readLines("dev.src");
const limit = Math.min(Number(process.env.BENCH_LIMIT ?? allSources.length), allSources.length);
const sources = allSources.slice(0, limit);
const refSets = [0, 1, 2, 3].map((k) => readLines(`dev.ref${k}`).slice(0, limit));
const references = sources.map((_, i) => refSets.map((refs) => refs[i]));
const vocabulary = new Set(refSets.flat(2).map((t) => t.toLowerCase()));

type Span = { start: number; end: number };
type Surface = {
  name: string;
  check: (text: string) => Promise<{ findings: Span[]; fixed: string }>;
  /** Texts checked at once (a model is asked a few at a time). */
  batch?: number;
};

/** checkText for a fresh user (no dictionary words, no style guide): what every surface shows at that level. */
const checkAt = (level: CheckLevel) => async (text: string) =>
  refineFindings(text, await checkRules(text), { dictionary: new Set(), guide: [] }, { level });
const defaultCheck = checkAt("default");

/** LanguageTool's way of fixing: each match's first replacement (a match with none is left as is). */
function firstReplacements(text: string, matches: LintIssue[]) {
  const replaced = matches.filter((m) => m.suggestions.length > 0).map((m) => ({ ...m, suggestion: m.suggestions[0] }));
  return applySuggestions(text, replaced);
}

const SURFACES: Surface[] = [
  {
    name: "POST /api/nlp/check",
    check: async (text) => {
      const issues = await defaultCheck(text);
      return { findings: issues, fixed: applySuggestions(text, issues) };
    },
  },
  {
    name: "LanguageTool, default level",
    check: async (text) => {
      const matches = await defaultCheck(text);
      return { findings: matches, fixed: firstReplacements(text, matches) };
    },
  },
  {
    name: "LanguageTool, picky level",
    check: async (text) => {
      const matches = await checkAt("picky")(text);
      return { findings: matches, fixed: firstReplacements(text, matches) };
    },
  },
];

/**
 * The deep check against the model at AI_BASE_URL (AI_MODEL, AI_API_KEY): the function
 * POST /api/nlp/deep-check and the grammar checker's run call (one sentence = one paragraph, a fresh
 * cache so every sentence is asked, no style guide), its aligned findings and their fixes.
 */
if (process.env.AI_BASE_URL) {
  const provider = createOpenAiCompatibleProvider({
    baseUrl: process.env.AI_BASE_URL,
    apiKey: process.env.AI_API_KEY,
    model: process.env.AI_MODEL ?? "default",
  });
  const tool = findTool("grammar-checker")!;
  const cache = new CorrectionCache();
  SURFACES.push({
    name: `deep check (${process.env.AI_MODEL ?? "model"})`,
    check: async (text) => {
      const { results } = await correctParagraphs(provider, [text], {
        scope: "bench",
        askFor: deepCheckAsk(tool, "american", NO_GUIDE),
        signal: AbortSignal.timeout(120_000),
        cache,
      });
      const issues = results[0].issues;
      return { findings: issues, fixed: applySuggestions(text, issues) };
    },
    batch: 8,
  });
}

/**
 * The characters a gold edit covers in the detokenized source. An insertion is the gap between two
 * tokens (the space, when there is one), marked `gap`: a finding on either word beside it touches it
 * ("example" → "example," inserts the comma the edit inserts).
 */
function editSpan(edit: Edit, detok: Detokenized): Span & { gap?: true } {
  const { spans, text } = detok;
  if (edit.to > edit.from) return { start: spans[edit.from].start, end: spans[edit.to - 1].end };
  const start = edit.from > 0 ? spans[edit.from - 1].end : 0;
  const end = edit.from < spans.length ? spans[edit.from].start : text.length;
  return { start, end, gap: true };
}

/** Overlap; where either side is empty or a gap (an insertion), touching its edge counts. */
const touches = (a: Span, b: Span & { gap?: true }) =>
  a.start === a.end || b.start === b.end || b.gap
    ? a.start <= b.end && b.start <= a.end
    : a.start < b.end && b.start < a.end;

/** Checks many texts, a batch at a time (the worker lints one after another anyway). */
async function checkAll(surface: Surface, texts: string[]) {
  const out: Awaited<ReturnType<Surface["check"]>>[] = [];
  const batch = surface.batch ?? 100;
  for (let i = 0; i < texts.length; i += batch)
    out.push(...(await Promise.all(texts.slice(i, i + batch).map(surface.check))));
  return out;
}

const pct = (part: number, whole: number) => (whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)}%`);

async function measure(surface: Surface) {
  const started = performance.now();
  const detoks = sources.map(detokenize);
  const sourceChecks = await checkAll(
    surface,
    detoks.map((d) => d.text),
  );
  const refTexts = references.flatMap((refs) => refs.map((r) => detokenize(r).text));
  const refChecks = await checkAll(surface, refTexts);
  const seconds = (performance.now() - started) / 1000;

  const erroneous = sources.map((s, i) => references[i].some((r) => r.join(" ") !== s.join(" ")));
  const detected = sourceChecks.filter((c, i) => erroneous[i] && c.findings.length > 0).length;
  const refsFlagged = refChecks.filter((c) => c.findings.length > 0).length;

  const byType = new Map<ErrorType, { edits: number; touched: number }>(
    ERROR_TYPES.map((t) => [t, { edits: 0, touched: 0 }]),
  );
  let edits = 0;
  let touched = 0;
  // A finding over (nearly) the whole sentence (the long-sentence hint) touches every edit in it.
  let touchedByPart = 0;
  sources.forEach((source, i) => {
    for (const reference of references[i]) {
      for (const edit of goldEdits(source, reference)) {
        const span = editSpan(edit, detoks[i]);
        const hit = sourceChecks[i].findings.some((f) => touches(f, span));
        const whole = 0.9 * detoks[i].text.length;
        if (sourceChecks[i].findings.some((f) => f.end - f.start < whole && touches(f, span))) touchedByPart++;
        const type = byType.get(classify(edit, vocabulary));
        edits++;
        if (type) type.edits++;
        if (hit) {
          touched++;
          if (type) type.touched++;
        }
      }
    }
  });

  const hypotheses = sources.map((source, i) =>
    sourceChecks[i].fixed === detoks[i].text ? source : tokenize(sourceChecks[i].fixed),
  );
  const closest = (tokens: string[], i: number) => Math.min(...references[i].map((r) => editDistance(tokens, r)));
  let better = 0;
  let worse = 0;
  // The nearest reference is often the source itself (one of the four annotators changed nothing in
  // 216 of the 754 sentences), so any fix there counts as worse by it; the mean over all four does not.
  const mean = (tokens: string[], i: number) =>
    references[i].reduce((sum, r) => sum + editDistance(tokens, r), 0) / references[i].length;
  let betterOnMean = 0;
  let worseOnMean = 0;
  let changed = 0;
  hypotheses.forEach((hypothesis, i) => {
    if (hypothesis === sources[i]) return;
    changed++;
    const before = closest(sources[i], i);
    const after = closest(hypothesis, i);
    if (after < before) better++;
    if (after > before) worse++;
    const meanBefore = mean(sources[i], i);
    const meanAfter = mean(hypothesis, i);
    if (meanAfter < meanBefore) betterOnMean++;
    if (meanAfter > meanBefore) worseOnMean++;
  });
  return {
    seconds,
    erroneous: erroneous.filter(Boolean).length,
    detected,
    refsFlagged,
    refs: refChecks.length,
    edits,
    touched,
    touchedByPart,
    byType,
    changed,
    better,
    worse,
    betterOnMean,
    worseOnMean,
    gleuFixed: gleu(hypotheses, sources, references),
    findings: sourceChecks.reduce((n, c) => n + c.findings.length, 0),
  };
}

const roundTrip = sources.filter((s) => tokenize(detokenize(s).text).join(" ") === s.join(" ")).length;
const unchanged = gleu(sources, sources, references);
console.log(`JFLEG dev, ${limit} sentences, ${dir}`);
console.log(`detokenize → tokenize gives back the source line for ${roundTrip} of ${limit} (${pct(roundTrip, limit)})`);
console.log(
  `GLEU of the unchanged source: ${unchanged.toFixed(2)}` +
    (limit === 754
      ? ` (published for dev: ${PUBLISHED_UNCHANGED_GLEU}; ${(unchanged - PUBLISHED_UNCHANGED_GLEU).toFixed(2)} off)`
      : " (published 38.21 is for all 754)"),
);

const results = [];
for (const surface of SURFACES) results.push(await measure(surface));
await stopRules();

const row = (label: string, cells: string[]) => console.log(`| ${label} | ${cells.join(" | ")} |`);
console.log();
row(
  "measure",
  SURFACES.map((s) => s.name),
);
row(
  "---",
  SURFACES.map(() => "---"),
);
row(
  "findings in the sources",
  results.map((r) => String(r.findings)),
);
row(
  "detection (erroneous sources with ≥ 1 finding)",
  results.map((r) => `${pct(r.detected, r.erroneous)} (${r.detected}/${r.erroneous})`),
);
row(
  "references flagged (false alarms)",
  results.map((r) => `${pct(r.refsFlagged, r.refs)} (${r.refsFlagged}/${r.refs})`),
);
row(
  "edit recall (gold edits touched, 4 refs pooled)",
  results.map((r) => `${pct(r.touched, r.edits)} (${r.touched}/${r.edits})`),
);
row(
  "… not counting findings over ≥ 90% of the sentence",
  results.map((r) => `${pct(r.touchedByPart, r.edits)}`),
);
row(
  "sentences changed by the first fixes",
  results.map((r) => `${r.changed}`),
);
row(
  "… made better (closer to the nearest reference)",
  results.map((r) => `${r.better} (${pct(r.better, limit)} of all)`),
);
row(
  "… made worse (farther from it)",
  results.map((r) => `${r.worse} (${pct(r.worse, limit)} of all)`),
);
row(
  "… made better, by the mean distance to the 4 references",
  results.map((r) => `${r.betterOnMean} (${pct(r.betterOnMean, limit)} of all)`),
);
row(
  "… made worse, by the mean distance",
  results.map((r) => `${r.worseOnMean} (${pct(r.worseOnMean, limit)} of all)`),
);
row(
  "GLEU, unchanged source",
  results.map(() => unchanged.toFixed(2)),
);
row(
  "GLEU, first fixes applied",
  results.map((r) => r.gleuFixed.toFixed(2)),
);
row(
  "seconds (check sources and references)",
  results.map((r) => r.seconds.toFixed(1)),
);
console.log();
row(
  "edit recall by type (rough)",
  SURFACES.map((s) => s.name),
);
row(
  "---",
  SURFACES.map(() => "---"),
);
for (const type of ERROR_TYPES) {
  row(
    `${type} (${results[0].byType.get(type)?.edits} edits)`,
    results.map((r) => {
      const t = r.byType.get(type) ?? { edits: 0, touched: 0 };
      return pct(t.touched, t.edits);
    }),
  );
}
console.log();
if (!process.env.AI_BASE_URL)
  console.log("deep check: not measured (set AI_BASE_URL, AI_MODEL, AI_API_KEY to measure it)");
