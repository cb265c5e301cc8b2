/**
 * The style guide term finder before docs/decisions/0039-guide-terms-aho-corasick.md (decision
 * 0036's word index), kept as a copy so the benches can alternate it with the finder in use. Not
 * used by the app.
 */
import type { GuideMatch, GuideTerm } from "../../src/shared/style-guide";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A run of letters, digits or underscores: what "whole word" is bounded by. */
const WORD = /[\p{L}\p{N}_]+/gu;
const STARTS_WITH_WORD = /^[\p{L}\p{N}_]/u;

/** One term as a pattern: spaces match any whitespace; case as the term asks. */
const termPattern = (t: GuideTerm) => escapeRegExp(t.avoid).replace(/\s+/g, "\\s+");

type Finder = {
  /** Whole-word terms by their first word (lower case), longest first: tried only where that word is. */
  byFirstWord: Map<string, { term: GuideTerm; at: RegExp }[]>;
  /** Terms matched anywhere (not whole words, or not starting with a letter): one alternation. */
  anywhere: { pattern: RegExp; terms: GuideTerm[] } | null;
};

const finders = new WeakMap<readonly GuideTerm[], Finder>();

/**
 * Compiles a term list once (docs/decisions/0036-guide-term-index.md): whole-word terms are
 * indexed by their first word, so the text is scanned word by word with a map lookup each, and a
 * term's own (sticky) pattern is tried only where its first word occurs. One regular expression
 * of 500 alternatives tried at every position cost ~8 ms per 1,000 words.
 */
function finderOf(terms: readonly GuideTerm[]): Finder {
  const cached = finders.get(terms);
  if (cached) return cached;
  const byFirstWord: Finder["byFirstWord"] = new Map();
  const loose: GuideTerm[] = [];
  for (const term of [...terms].sort((a, b) => b.avoid.length - a.avoid.length)) {
    const first = term.avoid.match(/^[\p{L}\p{N}_]+/u)?.[0];
    if (!term.wholeWord || !first || !STARTS_WITH_WORD.test(term.avoid)) {
      loose.push(term);
      continue;
    }
    const at = new RegExp(`${termPattern(term)}(?![\\p{L}\\p{N}_])`, term.matchCase ? "uy" : "iuy");
    const key = first.toLowerCase();
    const list = byFirstWord.get(key) ?? [];
    list.push({ term, at });
    byFirstWord.set(key, list);
  }
  const anywhere = loose.length
    ? {
        pattern: new RegExp(
          loose
            .map((t) => (t.wholeWord ? `(?<![\\p{L}\\p{N}_])${termPattern(t)}(?![\\p{L}\\p{N}_])` : termPattern(t)))
            .join("|"),
          "giu",
        ),
        terms: loose,
      }
    : null;
  const finder = { byFirstWord, anywhere };
  finders.set(terms, finder);
  return finder;
}

/** Which of the loose terms a matched text is (its case as the term asks). */
function looseTermFor(terms: readonly GuideTerm[], found: string): GuideTerm | undefined {
  const normal = found.replace(/\s+/g, " ");
  const lower = normal.toLowerCase();
  return terms.find((t) => {
    const avoid = t.avoid.replace(/\s+/g, " ");
    return t.matchCase ? avoid === normal : avoid.toLowerCase() === lower;
  });
}

/** Every place `text` uses a term the guide avoids, in order, none overlapping (the earlier, then the longer, wins). */
export function wordIndexFinder(text: string, terms: readonly GuideTerm[]): GuideMatch[] {
  if (terms.length === 0) return [];
  const { byFirstWord, anywhere } = finderOf(terms);
  const found: GuideMatch[] = [];
  if (byFirstWord.size) {
    for (const word of text.matchAll(WORD)) {
      const candidates = byFirstWord.get(word[0].toLowerCase());
      if (!candidates) continue;
      for (const { term, at } of candidates) {
        at.lastIndex = word.index;
        const m = at.exec(text);
        if (m) {
          found.push({ start: word.index, end: word.index + m[0].length, text: m[0], term });
          break;
        }
      }
    }
  }
  if (anywhere) {
    for (const m of text.matchAll(anywhere.pattern)) {
      const term = looseTermFor(anywhere.terms, m[0]);
      if (term) found.push({ start: m.index, end: m.index + m[0].length, text: m[0], term });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: GuideMatch[] = [];
  for (const match of found) if (!kept.length || match.start >= kept[kept.length - 1].end) kept.push(match);
  return kept;
}
