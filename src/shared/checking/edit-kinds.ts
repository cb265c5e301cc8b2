import type { EditKind } from "../deep-check";
import {
  charDistance,
  DETERMINERS,
  differsBySEnding,
  isPunctuation,
  isWord,
  lemmaOf,
  MODALS,
  PREPOSITIONS,
  SUBJECT_PRONOUNS,
} from "./word-forms";

/**
 * A rough type for an aligned edit, from its changed tokens and the word before them (no tagger),
 * first match wins, with a plain-words explanation. Rough on purpose: the words decide most of
 * learners' edits ("a"→"an" is an article, "go"→"goes" after "he" agreement), and a wrong guess
 * only changes the explanation, never the fix.
 */

export type Classified = { kind: EditKind; explanation: string };

const q = (tokens: string[]) => `“${tokens.join(" ")}”`;
const lower = (tokens: string[]) => tokens.map((t) => t.toLowerCase());
const allIn = (tokens: string[], set: Set<string>) => tokens.every((t) => set.has(t.toLowerCase()));
const sameWords = (a: string[], b: string[]) => lower(a).sort().join(" ") === lower(b).sort().join(" ");
const BE_HAVE_DO = new Set(["be", "have", "do"]);

function article(from: string[], to: string[]): Classified {
  const [a, b] = [from.join(" ").toLowerCase(), to.join(" ").toLowerCase()];
  if (a === "a" && b === "an") return { kind: "article", explanation: "Use “an” before a vowel sound." };
  if (a === "an" && b === "a") return { kind: "article", explanation: "Use “a” before a consonant sound." };
  if (!from.length) return { kind: "article", explanation: `A word like ${q(to)} is missing here.` };
  if (!to.length) return { kind: "article", explanation: `${q(from)} is not needed here.` };
  return { kind: "article", explanation: `Use ${q(to)} here instead of ${q(from)}.` };
}

function preposition(from: string[], to: string[]): Classified {
  if (!from.length) return { kind: "preposition", explanation: `A preposition is missing here: add ${q(to)}.` };
  if (!to.length) return { kind: "preposition", explanation: `The preposition ${q(from)} is not needed here.` };
  return { kind: "preposition", explanation: `This preposition does not fit here: use ${q(to)}.` };
}

function oneWord(from: string, to: string, before: string | undefined): Classified | null {
  if (!isWord(from) || !isWord(to)) return null;
  const previous = before?.toLowerCase() ?? "";
  if (lemmaOf(from) === lemmaOf(to)) {
    if (differsBySEnding(from, to)) {
      if (MODALS.has(previous) || previous === "to")
        return { kind: "verb form", explanation: `After “${before}”, use the plain form of the verb: “${to}”.` };
      if (BE_HAVE_DO.has(lemmaOf(from)) || SUBJECT_PRONOUNS.has(previous))
        return { kind: "agreement", explanation: `The verb should agree with its subject: use “${to}”.` };
      return {
        kind: "noun number",
        explanation: to.length < from.length ? `Use the singular “${to}” here.` : `Use the plural “${to}” here.`,
      };
    }
    return { kind: "verb form", explanation: `This verb form does not fit here: use “${to}”.` };
  }
  const [a, b] = [from.toLowerCase(), to.toLowerCase()];
  const distance = charDistance(a, b);
  if (distance <= (Math.max(a.length, b.length) < 5 ? 1 : 2))
    return { kind: "spelling", explanation: `This word looks misspelled: “${to}”.` };
  return null;
}

/**
 * `from`/`to`: the tokens the edit changes (an anchor word is not among them); `before`: the
 * source token just before them; `transposed`: the alignment swapped neighbours.
 */
export function classifyEdit(from: string[], to: string[], before: string | undefined, transposed = false): Classified {
  if (transposed || (from.length > 1 && sameWords(from, to)))
    return { kind: "word order", explanation: "These words are in the wrong order." };
  if (from.length && to.length && from.join("").toLowerCase() === to.join("").toLowerCase()) {
    if (from.length === to.length) {
      const capitals = (tokens: string[]) => (tokens.join("").match(/\p{Lu}/gu) ?? []).length;
      const explanation = capitals(to) > capitals(from) ? "Use a capital letter here." : "Use a lowercase letter here.";
      return { kind: "spelling", explanation };
    }
    return {
      kind: "spelling",
      explanation: to.length > from.length ? "Write this as separate words." : "Write this as one word.",
    };
  }
  const all = [...from, ...to];
  if (all.length && all.every(isPunctuation)) {
    if (!to.length) return { kind: "punctuation", explanation: `The ${q(from)} is not needed here.` };
    if (!from.length) return { kind: "punctuation", explanation: `Add ${q(to)} here.` };
    return { kind: "punctuation", explanation: `Use ${q(to)} here instead of ${q(from)}.` };
  }
  if (allIn(all, DETERMINERS)) return article(from, to);
  if (allIn(all, PREPOSITIONS)) return preposition(from, to);
  if (from.length === 1 && to.length === 1) {
    const found = oneWord(from[0], to[0], before);
    if (found) return found;
  }
  if (!from.length) return { kind: "missing word", explanation: `A word is missing here: add ${q(to)}.` };
  if (!to.length) return { kind: "extra word", explanation: `${q(from)} is not needed here.` };
  return { kind: "word choice", explanation: `${q(to)} fits better here than ${q(from)}.` };
}
