import { type OwnRuleIssue, ownRuleIssue, withCaseOf } from "../rule-issue";
import type { Token } from "../tokens";
import { endsClause, nextWord, previousWord, startsSentence } from "./tokens";

/**
 * Words confused with a look-alike, judged only where the next or previous word leaves no doubt,
 * and only the cases Harper lets through (it already finds "to loose", "more then", "it's tail",
 * "Their going", "can effect", "good advise", "to much"):
 * - "loose" after a modal or "not" ("will loose") and "loosing" → lose, losing;
 * - "Your welcome." (a sentence of its own) → "You're welcome"; "Your going to…" opening a sentence → "You're going to";
 * - "whose going / coming / been" → "who's";
 * - a form of "be", then "to", then an adjective of degree ("was to tired") → "too";
 * - "except" after "I", "we", "they" or a modal ("I except your offer") → "accept";
 * - "its" before "the", "not", "going to", "getting" → "it's" (Harper finds "its a", "its been").
 */

const MODALS = new Set(
  "will would can could should might must may shall not never don't doesn't didn't won't can't couldn't wouldn't shouldn't i'll we'll you'll they'll he'll she'll".split(
    " ",
  ),
);
const BE = new Set("am is are was were be been being".split(" "));
const DEGREE_ADJECTIVES = new Set(
  "tired late early hot cold hard difficult expensive busy big small old young far easy heavy high low strong weak dangerous loud dark bright complicated boring lazy scared afraid sick full".split(
    " ",
  ),
);
const WHO_IS = new Set(["going", "coming", "been", "gonna"]);
const EXCEPT_SUBJECTS = new Set(["i", "we", "they", ...MODALS]);
const ITS_BEFORE = new Set(["the", "not", "getting"]);

const RULE = "QsConfusedWords";
const KIND = "Grammar";

function judge(text: string, tokens: Token[], i: number): OwnRuleIssue | undefined {
  const t = tokens[i];
  const before = previousWord(tokens, i);
  const after = nextWord(tokens, i);
  const issue = (span: { start: number; end: number }, fix: string, why: string) =>
    ownRuleIssue(text, span, [withCaseOf(text.slice(span.start, span.end), fix)], why, RULE, KIND);
  switch (t.lower) {
    case "loosing":
      return issue(t, "losing", "“Loosing” means setting free; to stop having something is “losing”.");
    case "loose":
      return before && MODALS.has(before.lower)
        ? issue(t, "lose", "“Loose” means not tight; to stop having something is “lose”.")
        : undefined;
    case "your":
      // "Thanks for your welcome." is fine: only a sentence that opens with it is judged.
      if (after?.lower === "welcome" && endsClause(tokens, i + 1) && startsSentence(tokens, i))
        return issue(t, "you're", "“You're” (you are) welcome.");
      if (after?.lower === "going" && nextWord(tokens, i + 1)?.lower === "to" && startsSentence(tokens, i))
        return issue(t, "you're", "“You're” (you are) going to…; “your” is for something that belongs to you.");
      return undefined;
    case "whose":
      return after && WHO_IS.has(after.lower)
        ? issue(t, "who's", "“Who's” means who is or who has; “whose” asks whose something is.")
        : undefined;
    case "to":
      // Adjectives that are also verbs ("is to slow the spread", "to long for") are not listed.
      return before && BE.has(before.lower) && after && DEGREE_ADJECTIVES.has(after.lower)
        ? issue(t, "too", "“Too” means more than enough; “to” is a preposition.")
        : undefined;
    case "except":
      return before && EXCEPT_SUBJECTS.has(before.lower)
        ? issue(t, "accept", "To take or agree to something is to “accept” it; “except” means apart from.")
        : undefined;
    case "its":
      if (
        after &&
        (ITS_BEFORE.has(after.lower) || (after.lower === "going" && nextWord(tokens, i + 1)?.lower === "to"))
      )
        return issue(t, "it's", "“It's” means it is; “its” is for something that belongs to it.");
      return undefined;
    default:
      return undefined;
  }
}

export function confusionIssues(text: string, tokens: Token[]): OwnRuleIssue[] {
  const issues: OwnRuleIssue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i].word) continue;
    const issue = judge(text, tokens, i);
    if (issue) issues.push(issue);
  }
  return issues;
}
