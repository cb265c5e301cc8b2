import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldCodePoint } from "./guide-term-finder";
import { findGuideTerms, type GuideTerm } from "./style-guide";

const term = (avoid: string, options: Partial<GuideTerm> = {}): GuideTerm => ({
  avoid,
  prefer: "x",
  reason: "",
  wholeWord: true,
  matchCase: false,
  ...options,
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The rules written the plain way: each term its own regular expression (as the finder before
 * Aho–Corasick wrote them), tried at every position; there the longest match wins, the term
 * listed first of equal ones; the next search starts where a kept match ends.
 */
function reference(text: string, terms: readonly GuideTerm[]) {
  const patterns = terms.map((t) => {
    const avoid = t.avoid.trim();
    if (!avoid) return null;
    const body = escapeRegExp(avoid).replace(/\s+/g, "\\s+");
    const source = t.wholeWord ? `(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])` : body;
    return new RegExp(source, t.matchCase ? "uy" : "iuy");
  });
  const found: { start: number; end: number; term: number }[] = [];
  for (let at = 0; at < text.length; ) {
    let best: { length: number; term: number } | null = null;
    patterns.forEach((pattern, index) => {
      if (!pattern) return;
      pattern.lastIndex = at;
      const length = pattern.exec(text)?.[0].length ?? 0;
      if (length > (best?.length ?? 0)) best = { length, term: index };
    });
    if (best) {
      const { length, term: index } = best;
      found.push({ start: at, end: at + length, term: index });
      at += length;
    } else at += (text.codePointAt(at) as number) > 0xffff ? 2 : 1;
  }
  return found;
}

const found = (text: string, terms: readonly GuideTerm[]) =>
  findGuideTerms(text, terms).map((m) => {
    expect(m.text).toBe(text.slice(m.start, m.end));
    return { start: m.start, end: m.end, term: terms.indexOf(m.term) };
  });

// Letters that fold in odd ways, marks, digits, underscore, whitespace of several kinds, signs,
// and characters outside the BMP (a letter and an emoji): where offsets and bounds go wrong.
const ALPHABET = [..."aaabbbAB  -@_1é\u0301ßẞσςΣıIİi.", "\n", "\t", "\u00a0", "😀", "𝐀"];
const stringOf = (maxLength: number) =>
  fc.array(fc.constantFrom(...ALPHABET), { maxLength }).map((chars) => chars.join(""));
const termArb = fc
  .record({ avoid: stringOf(6), wholeWord: fc.boolean(), matchCase: fc.boolean() })
  .map(({ avoid, ...options }) => term(avoid, options));

describe("findGuideTerms", () => {
  it("finds what each term's own regular expression finds, the earlier then the longer winning", () => {
    fc.assert(
      fc.property(fc.array(termArb, { minLength: 1, maxLength: 8 }), stringOf(40), (terms, text) => {
        expect(found(text, terms)).toEqual(reference(text, terms));
      }),
      { numRuns: 600 },
    );
  });

  it("agrees on texts made of its own terms, where matches crowd and overlap", () => {
    const withText = fc.array(termArb, { minLength: 1, maxLength: 8 }).chain((terms) =>
      fc.tuple(
        fc.constant(terms),
        fc
          .array(fc.oneof(fc.constantFrom(...terms.map((t) => t.avoid)), stringOf(2)), { maxLength: 12 })
          .map((parts) => parts.join("")),
      ),
    );
    fc.assert(
      fc.property(withText, ([terms, text]) => {
        expect(found(text, terms)).toEqual(reference(text, terms));
      }),
      { numRuns: 600 },
    );
  });

  it("finds the right term among 500 sharing a prefix of 38 words", () => {
    const prefix = "a ".repeat(38);
    const terms = Array.from({ length: 500 }, (_, i) => term(`${prefix}z${i}`));
    const lead = "a ".repeat(1500);
    const text = `${lead}z499 ${prefix}z7x ${prefix}Z12.`;
    const first = lead.length - prefix.length;
    const last = text.lastIndexOf(prefix);
    expect(found(text, terms)).toEqual([
      { start: first, end: lead.length + 4, term: 499 },
      { start: last, end: text.length - 1, term: 12 },
    ]);
  });

  it("reads a 50,000-character text against those 500 terms in well under a second", () => {
    // The finder before this one tried every term at each "a" (143 s here); this one reads the
    // text once (~10 ms). The bound is 100 times that, for a busy machine: it catches the blow-up.
    const prefix = "a ".repeat(38);
    const terms = Array.from({ length: 500 }, (_, i) => term(`${prefix}z${i}`));
    const text = `${"a ".repeat(24_990)}z5`;
    const started = performance.now();
    const matches = found(text, terms);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(matches).toEqual([{ start: text.length - 2 - prefix.length, end: text.length, term: 5 }]);
  });

  it("gives the same answer for part-word terms sharing a long prefix", () => {
    const terms = Array.from({ length: 500 }, (_, i) => term(`${"a".repeat(75)}${i}`, { wholeWord: false }));
    const text = `${"a".repeat(3000)}123 ${"a".repeat(74)}9`;
    expect(found(text, terms)).toEqual([{ start: 3000 - 75, end: 3003, term: 123 }]);
  });

  it("folds case as `/…/iu` does, for every code point that has a case", () => {
    const apart: string[] = [];
    for (let c = 0; c < 0x110000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const s = String.fromCodePoint(c);
      const lower = s.toLowerCase();
      const upper = s.toUpperCase();
      if (lower === s && upper === s) continue;
      const folded = String.fromCodePoint(foldCodePoint(c));
      // Folded to a code point the expression takes as the same letter…
      if (!new RegExp(`^${escapeRegExp(folded)}$`, "iu").test(s)) apart.push(`${s} → ${folded}`);
      // …and never apart from its lower or upper case when the expression joins them.
      for (const other of [lower, upper]) {
        if ([...other].length !== 1 || other === s) continue;
        const joined = new RegExp(`^${escapeRegExp(other)}$`, "iu").test(s);
        if (joined !== (foldCodePoint(other.codePointAt(0) as number) === foldCodePoint(c))) {
          apart.push(`${s} ~ ${other}`);
        }
      }
    }
    expect(apart).toEqual([]);
  });
});
