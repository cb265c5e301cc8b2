import { withCaseOf } from "../rule-issue";
import type { Token } from "../tokens";
import { previousOf } from "./context";
import { type Finding, spanFinding } from "./finding";
import { baseOfPresent, formsOf, isPlainBaseVerb, isPlainPluralNoun } from "./lexicon";
import { wordAt } from "./tokens";
import { CLAUSE_OPENERS, INDEFINITE_PRONOUNS, MID_ADVERBS, MODALS, THIRD_SINGULAR_PRONOUNS } from "./words";

/** Verbs whose form follows the subject's person, by whether the subject is third-person singular. */
const FOR_SINGULAR: Record<string, string> = { have: "has", do: "does", "don't": "doesn't", are: "is", were: "was" };
const FOR_PLURAL: Record<string, string> = { has: "have", does: "do", "doesn't": "don't", is: "are", was: "were" };
const FOR_I: Record<string, string> = { has: "have", does: "do", "doesn't": "don't", is: "am", are: "am" };
/** Nouns that are plural without an -s, which learners often pair with "is" ("people is"). */
const PLURAL_NOUNS = new Set(["people", "children", "men", "women", "police"]);
/** "need" and "dare" are also modals ("he need not"); "were" after "he" may be a subjunctive ("if he were"). */
const SKIP = new Set(["need", "dare", "better", "rather", "were", "like"]);
/** Pronouns that, before "and" or "or", make the next pronoun part of a joint subject ("he and I are"). */
const JOINED = new Set("i you he she it we they me him her us them".split(" "));

type Subject = "singular" | "plural" | "i";

/** Auxiliaries that come before their subject in a question ("why does he have"): the verb after it is a base form. */
const AUXILIARIES = new Set(
  "do does did don't doesn't didn't have has had is are was were am let let's make makes made help helps see saw hear heard watch".split(
    " ",
  ),
);

/** The subject's person and number, when `index` is a pronoun or plural noun in a subject's place. */
function subjectAt(tokens: Token[], index: number): Subject | undefined {
  const word = tokens[index].lower;
  const before = previousOf(tokens, index);
  const opensClause = before === "" || before === "," || CLAUSE_OPENERS.has(before);
  if (AUXILIARIES.has(before) || MODALS.has(before)) return undefined;
  if ((before === "and" || before === "or") && JOINED.has(tokens[index - 2]?.lower ?? "")) return undefined;
  if (word === "i") return "i";
  if (word === "they" || word === "we") return "plural";
  if (word === "you") return opensClause ? "plural" : undefined;
  if (word === "he" || word === "she") return "singular";
  if (THIRD_SINGULAR_PRONOUNS.has(word) || INDEFINITE_PRONOUNS.has(word)) return opensClause ? "singular" : undefined;
  if (PLURAL_NOUNS.has(word) && before !== "a") return "plural";
  return undefined;
}

/**
 * "they has" → "have", "people is" → "are", "everyone have" → "has", "he think" → "thinks": the verb
 * right after a pronoun subject (or "people"), possibly past one adverb, agrees with it. A base form
 * after "he" is left alone after "that" ("I insist that he go" is a subjunctive).
 */
export function agreement(tokens: Token[], index: number): Finding | undefined {
  return thereIs(tokens, index) ?? pronounAgreement(tokens, index);
}

/** Quantifiers that make what follows plural ("there is many ways"). */
const PLURAL_QUANTIFIERS = new Set(["many", "several", "various", "numerous", "few", "two", "three", "four", "five"]);

/** "There is many reasons" → "There are": "there is" before a plural quantifier or a plural noun. */
function thereIs(tokens: Token[], index: number): Finding | undefined {
  const there = tokens[index];
  const verb = wordAt(tokens, index + 1, there);
  if (there.lower !== "there" || (verb?.lower !== "is" && verb?.lower !== "was")) return undefined;
  const next = wordAt(tokens, index + 2, there);
  if (!next || !(PLURAL_QUANTIFIERS.has(next.lower) || isPlainPluralNoun(next.lower))) return undefined;
  const fixed = verb.lower === "is" ? "are" : "were";
  return spanFinding(tokens, index + 1, index + 1, [withCaseOf(verb.text, fixed)], {
    rule: "QsSubjectVerbAgreement",
    kind: "Agreement",
    explanation: `The subject after “there” is plural: “there ${fixed}”.`,
  });
}

function pronounAgreement(tokens: Token[], index: number): Finding | undefined {
  const subject = subjectAt(tokens, index);
  if (!subject) return undefined;
  let at = index + 1;
  if (MID_ADVERBS.has(tokens[at]?.lower ?? "") && tokens[at].lower !== "not") at++;
  const verb = wordAt(tokens, at, tokens[index]);
  if (!verb || SKIP.has(verb.lower)) return undefined;
  const table = subject === "singular" ? FOR_SINGULAR : subject === "i" ? FOR_I : FOR_PLURAL;
  let fixed: string | undefined = Object.hasOwn(table, verb.lower) ? table[verb.lower] : undefined;
  const pronoun = PLURAL_NOUNS.has(tokens[index].lower) ? undefined : tokens[index];
  if (!fixed && pronoun && subject !== "singular") fixed = baseOfPresent(verb.lower, true);
  if (
    !fixed &&
    pronoun &&
    subject === "singular" &&
    previousOf(tokens, index) !== "that" &&
    isPlainBaseVerb(verb.lower)
  )
    fixed = formsOf(verb.lower).PresentTense;
  if (
    !fixed ||
    (subject === "plural" && PLURAL_NOUNS.has(tokens[index].lower) && !["is", "was", "has"].includes(verb.lower))
  )
    return undefined;
  return spanFinding(tokens, at, at, [withCaseOf(verb.text, fixed)], {
    rule: "QsSubjectVerbAgreement",
    kind: "Agreement",
    explanation: `The verb should agree with its subject “${tokens[index].text}”: “${fixed}”.`,
  });
}
