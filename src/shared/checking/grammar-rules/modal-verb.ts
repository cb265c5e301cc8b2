import { withCaseOf } from "../rule-issue";
import type { Token } from "../tokens";
import { previousOf, verbAfter } from "./context";
import { type Finding, spanFinding } from "./finding";
import { baseOfPast, baseOfPresent, mayBeBaseVerb, participleOf } from "./lexicon";
import { startsSentence, wordAt } from "./tokens";
import { ALSO_BASE, DETERMINERS, MODALS, QUESTION_WORDS } from "./words";

/** Base forms of the irregular present forms the lexicon leaves to the tagger. */
const IRREGULAR_PRESENT: Record<string, string> = { has: "have", does: "do", is: "be" };
/** Words before "will", "can" or "might" that make it a noun ("free will", "with all his might"). */
/** Words that may open a verb's object or complement, but not follow a plural noun subject. */
const OBJECT_STARTS = new Set(
  "a an the this that these those my your his her its our their me him us them it for with to up out down".split(" "),
);
const NOUN_MAKERS = new Set(["free", "good", "ill", "own", "last", "political", "strong", "tin", "trash", "garbage"]);

/**
 * "can stands" → "can stand", "could went" → "could go": after a modal verb, the base form. Not at
 * a sentence start or after a question word, where the modal comes before its subject ("Can changes
 * help?", "how can results show"), nor where the modal is a noun ("the can", "free will") or a name
 * ("May", "Will" inside a sentence).
 */
export function modalVerbForm(tokens: Token[], index: number): Finding | undefined {
  const modal = tokens[index];
  if (!MODALS.has(modal.lower) || startsSentence(tokens, index)) return undefined;
  if (modal.text[0] !== modal.lower[0]) return undefined;
  const before = previousOf(tokens, index);
  if (QUESTION_WORDS.has(before) || DETERMINERS.has(before) || NOUN_MAKERS.has(before)) return undefined;
  const at = verbAfter(tokens, index);
  if (at < 0) return undefined;
  const verb = tokens[at];
  if (verb.lower === "to" && at === index + 1 && mayBeBaseVerb(wordAt(tokens, at + 1, verb)?.lower ?? "")) {
    // "can to go" → "can go": a modal takes no "to" ("ought to" is no modal here).
    return spanFinding(tokens, index, at, [modal.text], {
      rule: "QsModalVerbForm",
      kind: "Grammar",
      explanation: `After “${modal.text}”, the verb follows without “to”.`,
    });
  }
  let base: string | undefined = IRREGULAR_PRESENT[verb.lower] ?? baseOfPresent(verb.lower, false);
  if (base && !IRREGULAR_PRESENT[verb.lower] && baseOfPresent(verb.lower, true) === undefined) {
    // "stands" may be a noun ("may parts of", a typo for "many"): only when what follows reads as
    // its object or a preposition ("can stands for", "can changes the rules").
    const after = wordAt(tokens, at + 1, verb);
    if (!after || !OBJECT_STARTS.has(after.lower)) base = undefined;
  }
  if (!base) {
    // A past form that is not also the participle ("could went"); "can used" is a passive missing "be".
    const past = baseOfPast(verb.lower);
    if (past && participleOf(past) !== verb.lower && !ALSO_BASE.has(verb.lower)) base = past;
  }
  if (!base) return undefined;
  return spanFinding(tokens, at, at, [withCaseOf(verb.text, base)], {
    rule: "QsModalVerbForm",
    kind: "Grammar",
    explanation: `After “${modal.text}”, use the verb's base form: “${base}”.`,
  });
}
