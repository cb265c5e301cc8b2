import { withCaseOf } from "../rule-issue";
import type { Token } from "../tokens";
import { possessiveAfter } from "./context";
import { type Finding, spanFinding } from "./finding";
import {
  isAdjective,
  isNounLike,
  isPlainPluralNoun,
  isPlainSingularNoun,
  isUncountable,
  isVerbForm,
  mayBePluralNoun,
  mayBeSingularNoun,
  pluralOf,
  singularOf,
} from "./lexicon";
import { wordAt } from "./tokens";
import { PHRASE_ENDERS } from "./words";

/** Determiners that take one thing; "this" and "that" are left to their own cases below. */
const SINGULAR_DETERMINERS = new Set(["every", "each", "another", "a", "an"]);
const PLURAL_DETERMINERS = new Set(["many", "several", "various", "numerous", "these", "those", "few", "both"]);
/** Determiners no verb can follow, so a word that may be a noun or a verb ("details", "reason") is a noun there. */
const BEFORE_NOUNS = new Set(["every", "another", "a", "an", "many", "several", "various", "numerous"]);
/** "many time" may be "many times" or "much time": left alone. */
const EITHER_NUMBER = new Set(["time"]);
/** "kind", "sort" and "type" head "… of" phrases whose number follows the determiner. */
const KIND_PLURALS: Record<string, string> = { kinds: "kind", sorts: "sort", types: "type" };
/** Nouns with no plural that learners often give one ("informations"). */
const MASS_PLURALS: Record<string, string> = {
  informations: "information",
  advices: "advice",
  knowledges: "knowledge",
  furnitures: "furniture",
  equipments: "equipment",
  homeworks: "homework",
  luggages: "luggage",
  baggages: "baggage",
  feedbacks: "feedback",
};

/** Nouns with no "a" ("an information", "a homework"); "knowledge" is left out ("a good knowledge of"). */
const MASS_NOUNS = new Set([...Object.values(MASS_PLURALS), "news", "research", "evidence", "traffic"]);
MASS_NOUNS.delete("knowledge");

const meta = (explanation: string) => ({ rule: "QsNounNumber", kind: "Agreement" as const, explanation });

/**
 * A noun ends its phrase when what follows cannot continue it: punctuation, the end, or a word such
 * as "of", "and", "to" ("many problem of" yes; "these computer games" no).
 */
function endsPhrase(tokens: Token[], index: number): boolean {
  const next = tokens[index + 1];
  if (!next || next.sentence !== tokens[index].sentence || !next.word)
    return next?.lower !== "'" && next?.lower !== "-";
  if (PHRASE_ENDERS.has(next.lower)) return true;
  // A verb that cannot be a noun ("many problem are"); an unknown word may be a noun ("those energy sources").
  return isVerbForm(next.lower) && !isNounLike(next.lower) && !isAdjective(next.lower);
}

/**
 * "many problem" → "many problems", "every students" → "every student", "that kinds of" → "that kind
 * of", "a lot of informations" → "information": a noun right
 * after its determiner takes the determiner's number.
 */
export function nounNumber(tokens: Token[], index: number): Finding | undefined {
  const token = tokens[index];
  if (Object.hasOwn(MASS_PLURALS, token.lower)) {
    const fixed = MASS_PLURALS[token.lower];
    return spanFinding(tokens, index, index, [withCaseOf(token.text, fixed)], meta(`“${fixed}” has no plural.`));
  }
  const noun = wordAt(tokens, index + 1, token);
  if (!noun || possessiveAfter(tokens, index + 1)) return undefined;
  const determiner = token.lower;
  const of = wordAt(tokens, index + 2, token)?.lower === "of";
  const word = noun.lower;
  if ((determiner === "a" || determiner === "an") && MASS_NOUNS.has(word) && endsPhrase(tokens, index + 1))
    return spanFinding(tokens, index, index + 1, [noun.text], meta(`“${noun.text}” takes no “${token.text}”.`));
  // After "a" or "many" no verb can stand, so "details" or "reason" is a noun there.
  const nounsOnly = BEFORE_NOUNS.has(determiner);
  let fixed: string | undefined;
  if ((determiner === "this" || determiner === "that") && of && Object.hasOwn(KIND_PLURALS, word))
    fixed = KIND_PLURALS[word];
  else if (SINGULAR_DETERMINERS.has(determiner) && (nounsOnly ? mayBePluralNoun(word) : isPlainPluralNoun(word)))
    fixed = endsPhrase(tokens, index + 1) ? singularOf(word) : undefined;
  else if (
    PLURAL_DETERMINERS.has(determiner) &&
    (nounsOnly ? mayBeSingularNoun(word) : isPlainSingularNoun(word)) &&
    !word.endsWith("s") &&
    !EITHER_NUMBER.has(word) &&
    !isUncountable(word)
  )
    fixed = endsPhrase(tokens, index + 1) ? pluralOf(word) : undefined;
  if (!fixed || fixed === word) return undefined;
  if (determiner === "another" && fixed.length < word.length) {
    // "another people" → "other people" keeps the writer's plural; "another person" is the other fix.
    return spanFinding(
      tokens,
      index,
      index + 1,
      [`${withCaseOf(token.text, "other")} ${noun.text}`, `${token.text} ${fixed}`],
      meta(`“Another” takes one thing: “other ${noun.text}” or “another ${fixed}”.`),
    );
  }
  return spanFinding(
    tokens,
    index + 1,
    index + 1,
    [withCaseOf(noun.text, fixed)],
    meta(
      `After “${token.text}”, the noun should be ${fixed.length > word.length ? "plural" : "singular"}: “${fixed}”.`,
    ),
  );
}
