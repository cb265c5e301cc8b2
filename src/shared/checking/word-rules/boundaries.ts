import { type OwnRuleIssue, ownRuleIssue, withCaseOf } from "../rule-issue";
import type { Token } from "../tokens";
import { nextWord } from "./tokens";

/**
 * Word boundaries in the wrong place: common phrases run together ("forexample" → "for example"),
 * words split apart ("through out" → "throughout"), and a number glued to a unit word ("12years" →
 * "12 years"). Ones Harper already finds ("alot", "infact", "eachother", "atleast", "aswell",
 * "inorder", "there fore", "with out") are left to it. Abbreviated units and ordinals ("3D", "4K",
 * "10km", "2nd", "10am") are how those are written, and are not units in this list.
 */

const RUN_TOGETHER = new Map(
  Object.entries({
    forexample: "for example",
    forinstance: "for instance",
    thankyou: "thank you",
    eventhough: "even though",
    evenif: "even if",
    noone: "no one",
    atall: "at all",
    ontop: "on top",
    abit: "a bit",
    incontrast: "in contrast",
    inaddition: "in addition",
    asfar: "as far",
    aslong: "as long",
    assoon: "as soon",
    inturn: "in turn",
  }),
);

/** Split words, by their first part: the rest of the parts, and the joined word. */
const SPLIT_APART = new Map<string, [rest: string[], joined: string][]>();
for (const [parts, joined] of Object.entries({
  "through out": "throughout",
  "never the less": "nevertheless",
  "them selves": "themselves",
  "our selves": "ourselves",
  "your selves": "yourselves",
  "him self": "himself",
  "it self": "itself",
  "now a days": "nowadays",
  "some how": "somehow",
  "what so ever": "whatsoever",
  "an other": "another",
})) {
  const [first, ...rest] = parts.split(" ");
  SPLIT_APART.set(first, [...(SPLIT_APART.get(first) ?? []), [rest, joined]]);
}

const UNITS = new Set(
  "year years day days hour hours minute minutes second seconds week weeks month months people persons times dollars euros pounds students children kids percent miles kilometers kilometres meters metres pages hundred thousand million billion".split(
    " ",
  ),
);
const NUMBER_AND_WORD = /^(\d+(?:[.,]\d+)?)(\p{L}+)$/u;

const RULE = "QsWordBoundary";
const KIND = "BoundaryError";

function runTogether(text: string, t: Token): OwnRuleIssue | undefined {
  const split = RUN_TOGETHER.get(t.lower);
  if (split)
    return ownRuleIssue(text, t, [withCaseOf(t.text, split)], `“${split}” is written as two words.`, RULE, KIND);
  const glued = NUMBER_AND_WORD.exec(t.text);
  if (glued && UNITS.has(glued[2].toLowerCase()))
    return ownRuleIssue(
      text,
      t,
      [`${glued[1]} ${glued[2]}`],
      "Put a space between a number and the word after it.",
      RULE,
      KIND,
    );
  return undefined;
}

function splitApart(text: string, tokens: Token[], i: number): OwnRuleIssue | undefined {
  const candidates = SPLIT_APART.get(tokens[i].lower);
  if (!candidates) return undefined;
  for (const [rest, joined] of candidates) {
    let last = i;
    for (const part of rest) {
      const next = nextWord(tokens, last);
      if (next?.lower !== part) break;
      last++;
    }
    if (last - i !== rest.length) continue;
    return ownRuleIssue(
      text,
      { start: tokens[i].start, end: tokens[last].end },
      [withCaseOf(tokens[i].text, joined)],
      `“${joined}” is one word.`,
      RULE,
      KIND,
    );
  }
  return undefined;
}

export function boundaryIssues(text: string, tokens: Token[]): OwnRuleIssue[] {
  const issues: OwnRuleIssue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i].word) continue;
    const issue = runTogether(text, tokens[i]) ?? splitApart(text, tokens, i);
    if (issue) issues.push(issue);
  }
  return issues;
}
