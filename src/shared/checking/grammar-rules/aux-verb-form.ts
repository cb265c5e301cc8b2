import { withCaseOf } from "../rule-issue";
import type { Token } from "../tokens";
import { previousOf, verbAfter } from "./context";
import { type Finding, spanFinding } from "./finding";
import { baseOfPast, baseOfPresent, isNounLike, isPlainBaseVerb, mayBeBaseVerb, participleOf } from "./lexicon";
import { startsSentence, wordAt } from "./tokens";
import { ALSO_BASE, QUESTION_WORDS } from "./words";

const DO_NEGATIVE = new Set(["don't", "doesn't", "didn't"]);
const DO = new Set(["do", "does", "did"]);
const HAVE = new Set(["have", "has", "had", "haven't", "hasn't", "hadn't", "'ve"]);
const SUBJECTS = new Set(["i", "you", "he", "she", "it", "we", "they"]);
/** "didn't used to" and "have got" are accepted forms; "need" and "dare" are also modals. */
const ACCEPTED = new Set(["used", "got", "need", "dare"]);
/** Forms of "be" after "to" are mostly a stranded preposition's ("the place I went to was"). */
const BE = new Set(["is", "was", "were", "are", "am", "has", "does"]);

const meta = (explanation: string) => ({ rule: "QsVerbFormAfterAux", kind: "Grammar" as const, explanation });

/**
 * Where a question opens with the auxiliary ("Did you went", "Have you ever think"): the index of the
 * word after its pronoun subject, else -1.
 */
function afterQuestionSubject(tokens: Token[], index: number): number {
  if (!startsSentence(tokens, index) && !QUESTION_WORDS.has(previousOf(tokens, index))) return -1;
  const subject = wordAt(tokens, index + 1, tokens[index]);
  return subject && SUBJECTS.has(subject.lower) ? verbAfter(tokens, index + 1) : -1;
}

/** "did not went" / "doesn't wants" / "Did you went" → the base form. */
function afterDo(tokens: Token[], index: number): Finding | undefined {
  const aux = tokens[index];
  let at = -1;
  if (DO_NEGATIVE.has(aux.lower)) at = verbAfter(tokens, index);
  else if (DO.has(aux.lower)) {
    const next = wordAt(tokens, index + 1, aux);
    at = next?.lower === "not" ? verbAfter(tokens, index + 1) : afterQuestionSubject(tokens, index);
  }
  if (at < 0) return undefined;
  const verb = tokens[at];
  if (ACCEPTED.has(verb.lower)) return undefined;
  const base = verb.lower === "has" ? "have" : (baseOfPresent(verb.lower, true) ?? baseOfPast(verb.lower));
  if (!base) return undefined;
  return spanFinding(
    tokens,
    at,
    at,
    [withCaseOf(verb.text, base)],
    meta(`After “${aux.text}”, use the verb's base form: “${base}”.`),
  );
}

/** "have went" → "have gone", "Have you ever think" → "thought": after "have", the past participle. */
function afterHave(tokens: Token[], index: number): Finding | undefined {
  const aux = tokens[index];
  if (!HAVE.has(aux.lower)) return undefined;
  const question = afterQuestionSubject(tokens, index);
  const at = question >= 0 ? question : verbAfter(tokens, index);
  if (at < 0) return undefined;
  const verb = tokens[at];
  if (ACCEPTED.has(verb.lower)) return undefined;
  // Only where "have" cannot be the main verb: a past form that differs from the participle ("went"),
  // or, after an adverb like "ever" or in a question, a base form that is only a verb ("think").
  const past = baseOfPast(verb.lower);
  let base = past && participleOf(past) !== verb.lower ? past : undefined;
  if (!base && (question >= 0 || at > index + 1) && isPlainBaseVerb(verb.lower)) base = verb.lower;
  const participle = base && participleOf(base);
  if (!participle || participle === verb.lower) return undefined;
  return spanFinding(
    tokens,
    at,
    at,
    [withCaseOf(verb.text, participle)],
    meta(`After “${aux.text}”, use the past participle: “${participle}”.`),
  );
}

/** "to went" → "to go", "to makes" → "to make": after the infinitive's "to", the base form. */
function afterTo(tokens: Token[], index: number): Finding | undefined {
  const to = tokens[index];
  if (to.lower !== "to") return undefined;
  const verb = wordAt(tokens, index + 1, to);
  if (
    !verb ||
    ACCEPTED.has(verb.lower) ||
    BE.has(verb.lower) ||
    ALSO_BASE.has(verb.lower) ||
    isNounLike(verb.lower) ||
    mayBeBaseVerb(verb.lower)
  )
    return undefined;
  const base = baseOfPresent(verb.lower, true) ?? baseOfPast(verb.lower);
  if (!base) return undefined;
  return spanFinding(
    tokens,
    index + 1,
    index + 1,
    [withCaseOf(verb.text, base)],
    meta(`After “to”, use the verb's base form: “${base}”.`),
  );
}

/** The verb form an auxiliary asks for: base after "do" and "to", past participle after "have". */
export function auxVerbForm(tokens: Token[], index: number): Finding | undefined {
  return afterDo(tokens, index) ?? afterHave(tokens, index) ?? afterTo(tokens, index);
}
