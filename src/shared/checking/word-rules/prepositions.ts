import { type OwnRuleIssue, ownRuleIssue } from "../rule-issue";
import type { Token } from "../tokens";
import { endsClause, nextWord, previousWord, startsSentence } from "./tokens";

/**
 * A word followed by the wrong preposition ("specialize on" → "specialize in", "depend of" →
 * "depend on", "mention about" → "mention"). Only pairs that are wrong in (nearly) every sentence are
 * listed: "married with children", "a great deal about", "concentrated in cities" are fine English,
 * so those heads are left out. Pairs Harper already finds ("interested about", "discuss about",
 * "arrive to", "good in", "look forward for") are left to it.
 *
 * Each line: how the head inflects (v: a regular verb, its -s, -ed and -ing forms; = the words as
 * written), the head words, then wrong>right pairs; an empty right drops the preposition.
 */
const COLLOCATIONS: [inflects: "v" | "=", heads: string, fixes: string][] = [
  ["v", "specialize specialise", "on>in at>in"],
  ["v", "depend", "of>on from>on"],
  ["v", "rely", "of>on"],
  ["=", "relied", "of>on"],
  ["v", "consist", "on>of from>of"],
  ["v", "participate", "to>in"],
  ["v", "congratulate", "for>on"],
  ["v", "accuse", "for>of"],
  ["v", "suffer", "of>from"],
  ["v", "insist", "for>on"],
  ["v", "laugh", "on>at"],
  ["v", "invest", "on>in"],
  ["=", "marry marries marrying", "with>"],
  ["v", "mention", "about>"],
  ["v", "emphasize emphasise", "on> about>"],
  ["v", "describe", "about>"],
  ["=", "lacks lacked", "of>"],
  ["v", "obey", "to>"],
  ["v", "resemble", "to> with>"],
  ["v", "explain", "me>to me us>to us"],
  ["=", "focused focusing focussed focussing", "in>on"],
  ["=", "interested", "on>in"],
  ["=", "afraid", "from>of"],
  ["=", "responsible", "of>for about>for"],
  ["=", "aware", "about>of from>of"],
  ["=", "similar", "with>to than>to"],
  ["=", "addicted", "on>to with>to"],
  ["=", "dependent dependant", "of>on from>on"],
  ["=", "proud", "on>of"],
  ["=", "famous", "of>for"],
  ["=", "accustomed", "with>to"],
  ["=", "ashamed", "from>of"],
  ["=", "superior inferior", "than>to"],
  ["=", "identical", "with>to"],
  ["=", "based", "of>on"],
  ["=", "satisfied", "from>with"],
];

/** A regular verb's forms: base, -s, -ed, -ing ("rely" → relies, relied, relying; "specialize" → specializing). */
export function verbForms(verb: string): string[] {
  const consonantY = /[^aeiou]y$/.test(verb);
  const third = consonantY ? `${verb.slice(0, -1)}ies` : /(?:s|sh|ch|x|z|o)$/.test(verb) ? `${verb}es` : `${verb}s`;
  const past = consonantY ? `${verb.slice(0, -1)}ied` : verb.endsWith("e") ? `${verb}d` : `${verb}ed`;
  const ing = /[^e]e$/.test(verb) ? `${verb.slice(0, -1)}ing` : `${verb}ing`;
  return [verb, third, past, ing];
}

type Fix = { lemma: string; right: string };

/** Every head form → its wrong prepositions → the fix; built once, looked up once per word. */
const TABLE = new Map<string, Map<string, Fix>>();
for (const [inflects, heads, fixes] of COLLOCATIONS) {
  for (const lemma of heads.split(" ")) {
    const byPreposition = new Map(
      fixes.split(/ (?=\S+>)/).map((pair) => {
        const [wrong, right] = pair.split(">");
        return [wrong, { lemma, right }] as const;
      }),
    );
    for (const form of inflects === "v" ? verbForms(lemma) : [lemma]) TABLE.set(form, byPreposition);
  }
}

const POSSESSIVES = new Set(["my", "his", "her", "our", "their", "your"]);
const GOING = new Set(["go", "goes", "going", "went", "gone"]);
const ACTIVITIES = new Set(
  "shopping swimming fishing hiking camping skiing sightseeing jogging bowling sailing surfing skating".split(" "),
);
/** Words that may follow "go shopping" without turning "shopping" into a noun's modifier ("shopping malls"). */
const AFTER_ACTIVITY = new Set(
  "with in at on and or every together today tomorrow tonight again alone there here once twice last next this".split(
    " ",
  ),
);

const RULE = "QsPreposition";
const KIND = "Usage";

function collocation(text: string, tokens: Token[], i: number): OwnRuleIssue | undefined {
  const head = tokens[i];
  const preposition = nextWord(tokens, i);
  const fix = preposition && TABLE.get(head.lower)?.get(preposition.lower);
  if (!preposition || !fix) return undefined;
  // "focused in on" is a phrasal verb of its own.
  if (fix.lemma.startsWith("focus") && nextWord(tokens, i + 1)?.lower === "on") return undefined;
  if (fix.right === "")
    return ownRuleIssue(
      text,
      { start: head.start, end: preposition.end },
      [head.text],
      `“${fix.lemma}” takes its object directly, without “${preposition.lower}”.`,
      RULE,
      KIND,
    );
  return ownRuleIssue(
    text,
    preposition,
    [fix.right],
    `After “${head.lower}”, the usual word is “${fix.right}”, not “${preposition.lower}”.`,
    RULE,
    KIND,
  );
}

/** "In the other hand," (a sentence's linking phrase) → "On the other hand,"; "on my opinion" → "in my opinion". */
function fixedPhrase(text: string, tokens: Token[], i: number): OwnRuleIssue | undefined {
  const t = tokens[i];
  const words = [1, 2, 3].map((k) => tokens[i + k]);
  if (
    t.lower === "in" &&
    words[0]?.lower === "the" &&
    words[1]?.lower === "other" &&
    words[2]?.lower === "hand" &&
    tokens[i + 4]?.text === "," &&
    (startsSentence(tokens, i) || tokens[i - 1]?.text === ",")
  )
    return ownRuleIssue(
      text,
      t,
      [t.text[0] === "I" ? "On" : "on"],
      "The linking phrase is “on the other hand”.",
      RULE,
      KIND,
    );
  if (t.lower === "on" && POSSESSIVES.has(words[0]?.lower ?? "") && words[1]?.lower === "opinion")
    return ownRuleIssue(
      text,
      t,
      [t.text[0] === "O" ? "In" : "in"],
      "People say “in my opinion”, not “on”.",
      RULE,
      KIND,
    );
  return undefined;
}

/** "go for shopping" / "went to swimming" → "go shopping": activities in -ing follow "go" directly. */
function goActivity(text: string, tokens: Token[], i: number): OwnRuleIssue | undefined {
  const go = previousWord(tokens, i);
  const activity = nextWord(tokens, i);
  const t = tokens[i];
  if (!go || !activity || !GOING.has(go.lower) || (t.lower !== "for" && t.lower !== "to")) return undefined;
  if (!ACTIVITIES.has(activity.lower)) return undefined;
  const after = tokens[i + 2];
  if (!endsClause(tokens, i + 1) && !AFTER_ACTIVITY.has(after.lower)) return undefined;
  return ownRuleIssue(
    text,
    { start: go.start, end: activity.end },
    [`${go.text} ${activity.text}`],
    `Say “${go.lower} ${activity.lower}”, without “${t.lower}”.`,
    RULE,
    KIND,
  );
}

export function prepositionIssues(text: string, tokens: Token[]): OwnRuleIssue[] {
  const issues: OwnRuleIssue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i].word) continue;
    const issue = collocation(text, tokens, i) ?? fixedPhrase(text, tokens, i) ?? goActivity(text, tokens, i);
    if (issue) issues.push(issue);
  }
  return issues;
}
