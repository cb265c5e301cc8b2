/*
 * Figures about a text, computed in the browser as the writer types: counts, reading and speaking
 * time, and the two Flesch readability scores. Pure functions, no DOM.
 */

/** Average silent reading speed of adults (Brysbaert, 2019). */
export const READING_WPM = 238;
/** A comfortable pace for a talk. */
export const SPEAKING_WPM = 150;
/** A sentence longer than this is flagged as hard to read. */
export const LONG_SENTENCE_WORDS = 30;

const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;

export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** A sentence and where it starts and ends in the text it was cut from. */
export type Sentence = { text: string; from: number; to: number };

/**
 * The sentences of a text: ends at ., ! or ? (with closing quotes or brackets) followed by a space
 * or the end, and at every line break (a heading or list item is a sentence of its own). Common
 * abbreviations and initials do not end a sentence.
 */
export function sentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  const boundary = /[.!?…]+["'”’)\]]*(?=\s|$)|\n+/gu;
  let start = 0;
  for (const match of text.matchAll(boundary)) {
    const end = (match.index ?? 0) + match[0].length;
    const before = text.slice(start, match.index);
    if (match[0].startsWith(".") && ABBREVIATION.test(before)) continue;
    push(out, text, start, end);
    start = end;
  }
  push(out, text, start, text.length);
  return out;
}

const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|No|[A-Z])$/u;

function push(out: Sentence[], text: string, from: number, to: number) {
  const raw = text.slice(from, to);
  const lead = raw.length - raw.trimStart().length;
  const body = raw.trim();
  if (words(body).length === 0) return;
  out.push({ text: body, from: from + lead, to: from + lead + body.length });
}

/**
 * Syllables of an English word by the usual heuristic: groups of vowels, less a silent final e,
 * plus the "-le" ending and a few "-ed"/"-es" corrections. Never fewer than one.
 */
export function syllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (!w) return 1;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = w.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

export type TextStats = {
  words: number;
  characters: number;
  sentences: number;
  /** Minutes, at READING_WPM and SPEAKING_WPM. */
  readingMinutes: number;
  speakingMinutes: number;
  /** Flesch reading ease (higher is easier; 60–70 is plain English), null without words. */
  readingEase: number | null;
  /** Flesch–Kincaid grade level (US school grade), null without words. */
  gradeLevel: number | null;
};

export function textStats(text: string): TextStats {
  const list = words(text);
  const count = list.length;
  const sentenceCount = Math.max(count ? 1 : 0, sentences(text).length);
  const syllableCount = list.reduce((sum, w) => sum + syllables(w), 0);
  const perSentence = count / Math.max(1, sentenceCount);
  const perWord = syllableCount / Math.max(1, count);
  return {
    words: count,
    characters: text.length,
    sentences: sentenceCount,
    readingMinutes: count / READING_WPM,
    speakingMinutes: count / SPEAKING_WPM,
    readingEase: count ? round1(206.835 - 1.015 * perSentence - 84.6 * perWord) : null,
    gradeLevel: count ? round1(0.39 * perSentence + 11.8 * perWord - 15.59) : null,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** "2 min 30 s", "45 s", "0 s": a duration in minutes as a person says it. */
export function formatMinutes(minutes: number): string {
  const seconds = Math.round(minutes * 60);
  if (seconds < 60) return `${seconds} s`;
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return s ? `${m} min ${s} s` : `${m} min`;
}
