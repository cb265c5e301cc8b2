import type { Token } from "../tokens";
import { type Finding, spanFinding } from "./finding";
import { mayBeAdjective, tagsOf } from "./lexicon";
import { wordAt } from "./tokens";
import { DETERMINERS, PHRASE_ENDERS } from "./words";

/**
 * Singular nouns that need an article in these places ("is example" is wrong; "is part of" and "is
 * time to" are not, so such nouns are not listed): a short list that keeps the rule precise.
 */
const COUNTABLE = new Set(
  "example problem idea question solution advantage disadvantage mistake opportunity job car house friend thing place city country decision choice result chance member student teacher child book computer phone movie game story factor benefit habit goal task skill step tool method company product difference issue dog cat brother sister son daughter person boy girl man woman".split(
    " ",
  ),
);
/** Verbs after which a singular noun phrase is an object or complement ("is good idea", "have car"). */
const VERBS = new Set(["is", "was", "be", "been", "become", "becomes", "became", "have", "has", "had"]);
/** Adverbs the article goes before ("a very good idea"). */
const INTENSIFIERS = new Set(["very", "really", "quite", "extremely", "pretty"]);
/** Words the lexicon calls adjectives that are determiners or quantifiers here ("has many problem"). */
const NOT_MODIFIERS = new Set([...DETERMINERS, ..."few more less enough all both own other such".split(" ")]);
/**
 * Modifiers that want "the" ("is most beautiful city"): left alone, as the writer may mean "a most
 * beautiful city" or a rephrasing; on the JFLEG dev set such fixes matched no reference more often
 * than they matched one (docs/decisions/0045).
 */
const DEFINITE = new Set("best worst most only same first last next main biggest greatest".split(" "));
const HAVE = new Set(["have", "has", "had"]);

/** "a" or "an" by the sound of the word that follows (a letter rule with the usual exceptions). */
export function indefiniteArticle(word: string): "a" | "an" {
  const lower = word.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return "an";
  if (/^(uni|use|usu|uti|eu|one|once|ewe)/.test(lower)) return "a";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

/**
 * "It is obvious example" → "an obvious example", "I have car" → "a car": after "be" (with at most
 * two adjectives) or "have" (directly), a singular countable noun from a short list with no
 * determiner, ending its phrase.
 */
export function missingArticle(tokens: Token[], index: number): Finding | undefined {
  const verb = tokens[index];
  if (!VERBS.has(verb.lower)) return undefined;
  let at = index + 1;
  if (wordAt(tokens, at, verb)?.lower === "not") at++;
  // The article goes at `first`, before an intensifier ("is not a very good idea").
  const first = at;
  if (INTENSIFIERS.has(wordAt(tokens, at, verb)?.lower ?? "")) at++;
  // After "have" only a bare noun ("have car"): "have better chance" may want "better chances".
  const most = HAVE.has(verb.lower) ? 0 : 2;
  for (let adjectives = 0; adjectives <= most; adjectives++, at++) {
    const word = wordAt(tokens, at, verb);
    if (!word) return undefined;
    if (COUNTABLE.has(word.lower)) break;
    if (
      adjectives === most ||
      !mayBeAdjective(word.lower) ||
      DEFINITE.has(word.lower) ||
      NOT_MODIFIERS.has(word.lower) ||
      tagsOf(word.lower).includes("Determiner")
    )
      return undefined;
  }
  const noun = tokens[at];
  const after = tokens[at + 1];
  const ends =
    !after ||
    after.sentence !== noun.sentence ||
    (after.word ? PHRASE_ENDERS.has(after.lower) : after.lower !== "'" && after.lower !== "-");
  if (!ends || noun.lower.endsWith("'s")) return undefined;
  const opening = tokens[first];
  const article = indefiniteArticle(opening.lower);
  const phrase = tokens
    .slice(first, at + 1)
    .map((t) => t.text)
    .join(" ");
  return spanFinding(tokens, first, first, [`${article} ${opening.text}`], {
    rule: "QsMissingArticle",
    kind: "Miscellaneous",
    explanation: `A singular “${noun.text}” needs an article here: “${article} ${phrase}”.`,
  });
}
