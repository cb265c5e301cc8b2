/**
 * Finds a style guide's terms in a text in time linear in the text, whatever the terms
 * (docs/decisions/0039-guide-terms-aho-corasick.md). Used by the editor in the browser and by
 * every offline check on the server, so a term is flagged the same everywhere.
 *
 * What a term matches (the rules of the regular expressions this replaced):
 * - its characters as written, any run of whitespace in the text standing for any run in the term;
 * - in any case, unless it matches case (compared code point by code point, as `/…/iu` does);
 * - a whole-word term only where the character before and the one after are not letters, digits
 *   or underscores ("use" not in "user", "@handle" not in "a@handle"); another term anywhere.
 * Of overlapping matches the earlier, then the longer, wins; of equal ones the term listed first.
 *
 * How: each term list is compiled once into Aho–Corasick automata over the terms' REVERSED
 * symbols, and the text is read once backwards, so at each position the automaton's state names
 * the longest term that starts there. Whole-word terms are matched over tokens (words, whitespace
 * runs, single other characters), each non-word token carrying whether a word touches it on
 * either side: the word bounds are part of the symbols, never checked after the fact. Other terms
 * are matched over characters. One matcher per kind and per case (as written, or folded).
 */

/** What the finder reads of a term (a style guide's `GuideTerm`). */
export type FindableTerm = { avoid: string; wholeWord: boolean; matchCase: boolean };
/** A term found: where (UTF-16 offsets), the text there, and the term. */
export type TermMatch<T> = { start: number; end: number; text: string; term: T };

/** Per-code-point answers remembered, up to a bound (a text of many scripts must not grow them). */
const KEPT = 4096;

/** JavaScript's `\s` (WhiteSpace and LineTerminator), for one code point. */
function isSpace(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const WORD_CHAR = /^[\p{L}\p{N}_]$/u;
const asciiWord = Array.from({ length: 128 }, (_, c) => WORD_CHAR.test(String.fromCharCode(c)));
const wordChars = new Map<number, boolean>();

/** What "whole word" is bounded by, as before: a letter, a digit or an underscore. */
function isWordChar(c: number): boolean {
  if (c < 128) return asciiWord[c];
  let known = wordChars.get(c);
  if (known === undefined) {
    known = WORD_CHAR.test(String.fromCodePoint(c));
    if (wordChars.size < KEPT) wordChars.set(c, known);
  }
  return known;
}

const singleCodePoint = (s: string) => {
  const c = s.codePointAt(0) ?? -1;
  return s.length === (c > 0xffff ? 2 : 1) ? c : -1;
};

const folds = new Map<number, number>();

/**
 * A code point in the form case-insensitive terms are compared in: what `/…/iu` compares
 * (Unicode simple case folding). The lower case of the upper case where both are one code point
 * ("ς" and "Σ" → "σ", "ſ" → "s"), else the lower case, else itself; except the dotless "ı", which
 * folding keeps apart from "i" (a test holds every cased code point to the regular expression).
 */
export function foldCodePoint(c: number): number {
  if (c < 128) return c >= 65 && c <= 90 ? c + 32 : c;
  if (c === 0x131) return c;
  const known = folds.get(c);
  if (known !== undefined) return known;
  const s = String.fromCodePoint(c);
  const upper = singleCodePoint(s.toUpperCase());
  let folded = upper >= 0 ? singleCodePoint(String.fromCodePoint(upper).toLowerCase()) : -1;
  if (folded < 0) folded = singleCodePoint(s.toLowerCase());
  if (folded < 0) folded = c;
  if (folds.size < KEPT) folds.set(c, folded);
  return folded;
}

const NOT_ASCII = /[^ -~\t\n\r]/;

function foldString(s: string): string {
  // ASCII folds as `toLowerCase` does (the usual case, and the quick one).
  if (!NOT_ASCII.test(s)) return s.toLowerCase();
  let out = "";
  for (const ch of s) out += String.fromCodePoint(foldCodePoint(ch.codePointAt(0) as number));
  return out;
}

const width = (c: number) => (c > 0xffff ? 2 : 1);

const WORD = 0;
const SPACE = 1;
const OTHER = 2;

/**
 * Arrays the length of the text, kept from one call to the next (a call runs to its end without
 * yielding, so one set serves every call). Made anew for each call, those of a long text cost the
 * allocator more than the search itself: 40,000 characters took three times as long as 20,000.
 */
const scratch: Int32Array[] = [];
const KEEP_UP_TO = 2 ** 18;
const TOKEN_STARTS = 0;
const TOKEN_KINDS = 1;
const SYMBOLS = 2;
const CHAR_STARTS = 3;
const FOUND_END = 4;
const FOUND_TERM = 5;

function buffer(slot: number, length: number): Int32Array {
  const kept = scratch[slot];
  if (kept && kept.length >= length) return kept;
  const made = new Int32Array(Math.max(length, 1024, Math.min(KEEP_UP_TO, 2 * (kept?.length ?? 0))));
  if (made.length <= KEEP_UP_TO) scratch[slot] = made;
  return made;
}

/** Words (runs of word characters), runs of whitespace, and any other code point alone. */
type Tokens = { text: string; count: number; starts: Int32Array; kinds: Int32Array };

/** `starts` gets one more entry than there are tokens: the text's end. */
function tokenize(text: string, starts: Int32Array, kinds: Int32Array): Tokens {
  let count = 0;
  for (let i = 0; i < text.length; count++) {
    const c = text.codePointAt(i) as number;
    const kind = isWordChar(c) ? WORD : isSpace(c) ? SPACE : OTHER;
    starts[count] = i;
    kinds[count] = kind;
    i += width(c);
    if (kind === OTHER) continue;
    const same = kind === WORD ? isWordChar : isSpace;
    for (let d = text.codePointAt(i); d !== undefined && same(d); d = text.codePointAt(i)) i += width(d);
  }
  starts[count] = text.length;
  return { text, count, starts, kinds };
}

/**
 * A text as the part-word matchers read it, into `codes` and `starts` (one more entry: the
 * end): its code points, each run of whitespace as one space. Returns how many.
 */
function characters(text: string, fold: boolean, codes: Int32Array, starts: Int32Array): number {
  let count = 0;
  let inSpace = false;
  for (let i = 0; i < text.length; ) {
    const c = text.codePointAt(i) as number;
    const space = isSpace(c);
    if (!space || !inSpace) {
      codes[count] = space ? 32 : fold ? foldCodePoint(c) : c;
      starts[count++] = i;
    }
    inSpace = space;
    i += width(c);
  }
  starts[count] = text.length;
  return count;
}

/**
 * Aho–Corasick over reversed patterns. Read backwards, the state at a position stands for the
 * longest stretch of the text from there on that begins some pattern; the patterns starting there
 * are the states of its failure chain that end one, and the deepest of them (`best`) is computed
 * once per state. So a position costs O(1), amortized, whatever the patterns: no chain is walked
 * to list matches. Symbols are dense ids below `alphabet`; a state's edges are one map's entries.
 */
class LongestFrom {
  private readonly edges = new Map<number, number>();
  private readonly parent: Int32Array;
  private readonly symbol: Int32Array;
  private readonly depth: Int32Array;
  /** The term (index) a state completes, the first listed of equal ones; -1 for none. */
  private readonly term: Int32Array;
  private readonly fail: Int32Array;
  private readonly best: Int32Array;
  private states = 1;

  constructor(
    private readonly alphabet: number,
    patterns: { symbols: readonly number[]; term: number }[],
  ) {
    // At most one state per pattern symbol, and the root.
    const most = patterns.reduce((sum, p) => sum + p.symbols.length, 1);
    this.parent = new Int32Array(most);
    this.symbol = new Int32Array(most);
    this.depth = new Int32Array(most);
    this.term = new Int32Array(most).fill(-1);
    this.fail = new Int32Array(most);
    this.best = new Int32Array(most).fill(-1);
    for (const { symbols, term } of patterns) this.add(symbols, term);
    this.seal();
  }

  private add(symbols: readonly number[], term: number) {
    let state = 0;
    for (let i = symbols.length - 1; i >= 0; i--) {
      const key = state * this.alphabet + symbols[i];
      let next = this.edges.get(key);
      if (next === undefined) {
        next = this.states++;
        this.edges.set(key, next);
        this.parent[next] = state;
        this.symbol[next] = symbols[i];
        this.depth[next] = this.depth[state] + 1;
      }
      state = next;
    }
    if (this.term[state] < 0) this.term[state] = term;
  }

  /** Failure links and each state's deepest pattern, the states taken by depth (breadth first). */
  private seal() {
    const byDepth: number[][] = [];
    for (let state = 1; state < this.states; state++) {
      byDepth[this.depth[state]] ??= [];
      byDepth[this.depth[state]].push(state);
    }
    for (const states of byDepth) {
      for (const state of states ?? []) {
        let fail = 0;
        // A state one symbol deep fails to the root; a deeper one to the longest proper suffix.
        if (this.parent[state] !== 0) {
          for (let f = this.fail[this.parent[state]]; ; f = this.fail[f]) {
            const next = this.edges.get(f * this.alphabet + this.symbol[state]);
            if (next !== undefined) {
              fail = next;
              break;
            }
            if (f === 0) break;
          }
        }
        this.fail[state] = fail;
        this.best[state] = this.term[state] >= 0 ? state : this.best[fail];
      }
    }
  }

  /** Reads `symbols` (-1: in no pattern) backwards; at each position offers the longest pattern starting there. */
  scan(symbols: Int32Array, count: number, starts: Int32Array, found: Found) {
    let state = 0;
    for (let i = count - 1; i >= 0; i--) {
      const symbol = symbols[i];
      if (symbol < 0) {
        state = 0;
        continue;
      }
      for (;;) {
        const next = this.edges.get(state * this.alphabet + symbol);
        if (next !== undefined) {
          state = next;
          break;
        }
        if (state === 0) break;
        state = this.fail[state];
      }
      const best = this.best[state];
      if (best > 0) found.offer(starts[i], starts[i + this.depth[best]], this.term[best]);
    }
  }
}

/** The longest match starting at each UTF-16 offset, over every matcher; of equal ones the term listed first. */
class Found {
  readonly end: Int32Array;
  readonly term: Int32Array;
  constructor(length: number) {
    this.end = buffer(FOUND_END, length).fill(0, 0, length);
    this.term = buffer(FOUND_TERM, length);
  }
  offer(start: number, end: number, term: number) {
    const known = this.end[start];
    if (end > known || (end === known && term < this.term[start])) {
      this.end[start] = end;
      this.term[start] = term;
    }
  }
}

/**
 * Whole-word terms of one case as tokens. A word is its text alone (a token is a whole word, so
 * its bounds hold); whitespace and other characters also say whether a word touches them before
 * and after, which for a term's first and last token must be no (the whole-word bounds).
 */
class WordMatcher {
  private readonly words = new Map<string, number>();
  /** Other characters by code point (folded or not) × 4 + which sides a word touches. */
  private readonly others = new Map<number, number>();
  private readonly spaces = [-1, -1, -1, -1];
  private size = 0;
  private readonly patterns: { symbols: number[]; term: number }[] = [];
  private automaton: LongestFrom | null = null;

  constructor(private readonly fold: boolean) {}

  add(avoid: string, term: number) {
    const tokens = tokenize(avoid, new Int32Array(avoid.length + 1), new Int32Array(avoid.length));
    const symbols = Array.from({ length: tokens.count }, (_, i) => this.symbolOf(tokens, i, true));
    this.patterns.push({ symbols, term });
  }

  seal() {
    this.automaton = new LongestFrom(this.size, this.patterns);
    this.patterns.length = 0;
  }

  scan(text: Tokens, found: Found) {
    const symbols = buffer(SYMBOLS, text.count);
    for (let i = 0; i < text.count; i++) symbols[i] = this.symbolOf(text, i, false);
    this.automaton?.scan(symbols, text.count, text.starts, found);
  }

  /** A token's id; -1 for one in no term (`assign` makes ids while terms are added). */
  private symbolOf(tokens: Tokens, i: number, assign: boolean): number {
    const kind = tokens.kinds[i];
    // Past either end of the tokens (of a term, or of the text) is no word.
    const before = i > 0 && tokens.kinds[i - 1] === WORD;
    const after = i + 1 < tokens.count && tokens.kinds[i + 1] === WORD;
    const touching = (before ? 2 : 0) + (after ? 1 : 0);
    if (kind === SPACE) {
      if (assign && this.spaces[touching] < 0) this.spaces[touching] = this.size++;
      return this.spaces[touching];
    }
    if (kind === OTHER) {
      const code = tokens.text.codePointAt(tokens.starts[i]) as number;
      return this.idIn(this.others, (this.fold ? foldCodePoint(code) : code) * 4 + touching, assign);
    }
    const raw = tokens.text.slice(tokens.starts[i], tokens.starts[i + 1]);
    return this.idIn(this.words, this.fold ? foldString(raw) : raw, assign);
  }

  private idIn<K>(map: Map<K, number>, key: K, assign: boolean): number {
    const id = map.get(key);
    if (id !== undefined) return id;
    if (!assign) return -1;
    map.set(key, this.size);
    return this.size++;
  }
}

/** Part-word terms of one case as characters (code points, whitespace runs as one space). */
class CharMatcher {
  private readonly ids = new Map<number, number>();
  private readonly patterns: { symbols: number[]; term: number }[] = [];
  private automaton: LongestFrom | null = null;

  constructor(private readonly fold: boolean) {}

  add(avoid: string, term: number) {
    const codes = new Int32Array(avoid.length);
    const count = characters(avoid, this.fold, codes, new Int32Array(avoid.length + 1));
    const symbols = Array.from(codes.subarray(0, count), (code) => {
      let id = this.ids.get(code);
      if (id === undefined) {
        id = this.ids.size;
        this.ids.set(code, id);
      }
      return id;
    });
    this.patterns.push({ symbols, term });
  }

  seal() {
    this.automaton = new LongestFrom(this.ids.size, this.patterns);
    this.patterns.length = 0;
  }

  scan(text: string, found: Found) {
    const symbols = buffer(SYMBOLS, text.length);
    const starts = buffer(CHAR_STARTS, text.length + 1);
    const count = characters(text, this.fold, symbols, starts);
    for (let i = 0; i < count; i++) symbols[i] = this.ids.get(symbols[i]) ?? -1;
    this.automaton?.scan(symbols, count, starts, found);
  }
}

type Finder = { words: WordMatcher[]; chars: CharMatcher[] };

const finders = new WeakMap<readonly FindableTerm[], Finder>();

/** Compiles a term list once (cached per list): up to four matchers, whole-word or not, by case or folded. */
function finderOf(terms: readonly FindableTerm[]): Finder {
  const cached = finders.get(terms);
  if (cached) return cached;
  const words = new Map<boolean, WordMatcher>();
  const chars = new Map<boolean, CharMatcher>();
  terms.forEach((term, index) => {
    // Saved terms are trimmed; a term of whitespace alone would match every space.
    const avoid = term.avoid.trim();
    if (!avoid) return;
    const fold = !term.matchCase;
    if (term.wholeWord) {
      if (!words.has(fold)) words.set(fold, new WordMatcher(fold));
      words.get(fold)?.add(avoid, index);
    } else {
      if (!chars.has(fold)) chars.set(fold, new CharMatcher(fold));
      chars.get(fold)?.add(avoid, index);
    }
  });
  const finder = { words: [...words.values()], chars: [...chars.values()] };
  for (const matcher of [...finder.words, ...finder.chars]) matcher.seal();
  finders.set(terms, finder);
  return finder;
}

/** Every place `text` uses a term the guide avoids, in order, none overlapping (the earlier, then the longer, wins). */
export function findTerms<T extends FindableTerm>(text: string, terms: readonly T[]): TermMatch<T>[] {
  if (terms.length === 0 || text.length === 0) return [];
  const { words, chars } = finderOf(terms);
  const found = new Found(text.length);
  if (words.length) {
    const tokens = tokenize(text, buffer(TOKEN_STARTS, text.length + 1), buffer(TOKEN_KINDS, text.length));
    for (const matcher of words) matcher.scan(tokens, found);
  }
  for (const matcher of chars) matcher.scan(text, found);
  const kept: TermMatch<T>[] = [];
  for (let start = 0; start < text.length; ) {
    const end = found.end[start];
    if (end === 0) {
      start++;
      continue;
    }
    kept.push({ start, end, text: text.slice(start, end), term: terms[found.term[start]] });
    start = end;
  }
  return kept;
}
