import type { Token } from "../tokens";
import { type Finding, spanFinding } from "./finding";
import { startsSentence, wordAt } from "./tokens";
import { DETERMINERS } from "./words";

/**
 * Linking words and phrases that open a sentence and are set off by a comma ("For example, we…",
 * "However, the…"): the most common punctuation edit in learner essays after a missing full stop.
 * Listed by first word, so a sentence start is compared with a few phrases at most.
 *
 * `subject`: the phrase can also be read without a comma ("Finally I understood", "Also known as",
 * "Second place went to…"), so the rule fires only when a subject follows it (a determiner or a
 * subject pronoun), which leaves the comma-free readings alone.
 */
type Opener = { words: string[]; subject?: true };
const OPENERS: Opener[] = [
  ..."for example|for instance|in addition|in my opinion|in my view|in conclusion|in fact|in other words|in general|in summary|in short|on the other hand|on one hand|on the one hand|as a result|of course|first of all|after all|above all|to sum up|by the way|in this case|in that case|at the same time|moreover|furthermore|however|therefore|nevertheless|nonetheless|consequently|additionally|unfortunately|fortunately|firstly|secondly|thirdly|lastly|hence|thus|yes"
    .split("|")
    .map((phrase) => ({ words: phrase.split(" ") })),
  ..."also|finally|first|second|third|personally|meanwhile|similarly".split("|").map((word) => ({
    words: [word],
    subject: true as const,
  })),
];
const BY_FIRST_WORD = new Map<string, Opener[]>();
for (const opener of OPENERS)
  BY_FIRST_WORD.set(opener.words[0], [...(BY_FIRST_WORD.get(opener.words[0]) ?? []), opener]);

/** Words that take the place of a subject after an opener: "Also the…", "Finally we…". */
const SUBJECTS = new Set([..."i you he she it we they there".split(" "), ...DETERMINERS]);
/**
 * Words after which the opener is not one: "However much you try" (degree), "Thus making…" (a
 * participle phrase is joined to the opener).
 */
const NOT_AFTER = new Set(
  "much many long hard far often little few great small big good bad strong making giving leading causing".split(" "),
);

/**
 * Openers Harper's DiscourseMarkers rule already flags at a sentence's start (a Style hint, see
 * ../harper-rules.ts): this rule takes them only after a semicolon, where Harper does not look.
 */
const HARPER_MARKERS = new Set(
  "for example|however|on the other hand|thus|moreover|furthermore|therefore|nevertheless|consequently|additionally|meanwhile".split(
    "|",
  ),
);

/** True when `index` opens a sentence or a clause after a semicolon. */
function opensClause(tokens: Token[], index: number): "sentence" | "clause" | undefined {
  if (startsSentence(tokens, index)) return "sentence";
  return tokens[index - 1].lower === ";" ? "clause" : undefined;
}

/**
 * "For example we can…" → "For example, we can…": a linking phrase from the list above at the start
 * of a sentence (or after a semicolon), followed directly by a word of the same sentence.
 */
export function introComma(tokens: Token[], index: number): Finding | undefined {
  const first = tokens[index];
  const candidates = BY_FIRST_WORD.get(first.lower);
  const opens = candidates && opensClause(tokens, index);
  if (!opens) return undefined;
  for (const opener of candidates) {
    if (opens === "sentence" && HARPER_MARKERS.has(opener.words.join(" "))) continue;
    const last = index + opener.words.length - 1;
    if (!opener.words.every((word, k) => wordAt(tokens, index + k, first)?.lower === word)) continue;
    const next = wordAt(tokens, last + 1, first);
    // A comma (or any other mark) already follows, or the sentence ends: nothing to add.
    if (!next) return undefined;
    if (opener.subject && !SUBJECTS.has(next.lower)) return undefined;
    if (NOT_AFTER.has(next.lower)) return undefined;
    // "Hence the need for…" is a sentence without a verb: the phrase is its subject, not an opener.
    if (first.lower === "hence" && DETERMINERS.has(next.lower)) return undefined;
    const phrase = tokens
      .slice(index, last + 1)
      .map((t) => t.text)
      .join(" ");
    return spanFinding(tokens, last, last, [`${tokens[last].text},`], {
      rule: "QsIntroComma",
      kind: "Punctuation",
      explanation: `“${phrase}” opens the sentence: a comma after it sets it off from what follows.`,
    });
  }
  return undefined;
}
