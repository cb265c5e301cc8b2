import nlp from "compromise/two";

/**
 * Word classes and inflections from compromise's lexicon (about 25,000 words with their tags, plus
 * the words it knows to be two classes, like "stand": noun or verb) and its conjugation rules. Its
 * sentence tagger is not used: it costs ~30–60 µs a word, 0.3–0.6 s for 10,000 words on this
 * machine, while a lookup here is a hash read (docs/decisions/0045).
 */
type Model = {
  one: { lexicon: Record<string, string | string[]> };
  two: { switches: Record<string, string> };
};
type Methods = {
  two: {
    transform: {
      verb: {
        toInfinitive: (word: string, model: Model, tense?: string) => string;
        conjugate: (base: string, model: Model) => Record<string, string | undefined>;
      };
      noun: { toPlural: (word: string, model: Model) => string; toSingular: (word: string, model: Model) => string };
    };
  };
};

const model = nlp.model() as Model;
const { verb, noun } = (nlp.methods() as Methods).two.transform;
const lexicon = model.one.lexicon;
const switches = model.two.switches;

/** The lexicon's tags for a lower-case word ([] when unknown). */
export function tagsOf(word: string): string[] {
  const tags = Object.hasOwn(lexicon, word) ? lexicon[word] : undefined;
  return tags === undefined ? [] : Array.isArray(tags) ? tags : [tags];
}

/** How an ambiguous word may be read, e.g. "Noun|Verb" for "stand" (undefined when it is not ambiguous). */
export const switchOf = (word: string): string | undefined =>
  Object.hasOwn(switches, word) ? switches[word] : undefined;

const has = (word: string, tag: string) => tagsOf(word).includes(tag);

/** A verb's base form the lexicon knows only as a verb ("think", not "work" which is also a noun). */
export const isPlainBaseVerb = (word: string) => has(word, "Infinitive") && switchOf(word) === undefined;

/** A base form that may be a verb ("think", and "work" or "stand", which may also be nouns). */
export const mayBeBaseVerb = (word: string) => has(word, "Infinitive") || (switchOf(word) ?? "").includes("Verb");

/**
 * The base form of a third-person present verb ("stands" → "stand", "goes" → "go"), or undefined when
 * the word is not one. `strict` leaves out words that may also be plural nouns ("changes").
 */
export function baseOfPresent(word: string, strict: boolean): string | undefined {
  if (!word.endsWith("s") || word.length < 3) return undefined;
  const reading = switchOf(word);
  const present = has(word, "PresentTense") && reading === undefined;
  const either = reading === "Plural|Verb";
  if (!(present || (!strict && either))) return undefined;
  const base = verb.toInfinitive(word, model, "PresentTense");
  return base && base !== word && mayBeBaseVerb(base) ? base : undefined;
}

/** The base form of a past-tense verb ("went" → "go"), or undefined when the word is not one. */
export function baseOfPast(word: string): string | undefined {
  if (!has(word, "PastTense") || switchOf(word) !== undefined) return undefined;
  const base = verb.toInfinitive(word, model, "PastTense");
  return base && base !== word && mayBeBaseVerb(base) ? base : undefined;
}

/** A verb's forms from its base: PastTense, PresentTense ("goes"), Participle (irregular ones only), Gerund. */
export const formsOf = (base: string) => verb.conjugate(base, model);

/** Participles the conjugation rules give as the past tense ("have came"). */
const PARTICIPLES: Record<string, string> = {
  come: "come",
  become: "become",
  overcome: "overcome",
  run: "run",
  spring: "sprung",
};

/** The past participle of a verb ("go" → "gone", "walk" → "walked"). */
export function participleOf(base: string): string | undefined {
  if (Object.hasOwn(PARTICIPLES, base)) return PARTICIPLES[base];
  const forms = formsOf(base);
  return forms.Participle ?? forms.PastTense;
}

/** A plural noun that is not also a verb form ("students", not "changes" or "means"). */
export function isPlainPluralNoun(word: string): boolean {
  return has(word, "Plural") && switchOf(word) === undefined && !has(word, "PresentTense");
}

/** A singular noun the lexicon knows only as a noun ("problem", not "work"). */
export function isPlainSingularNoun(word: string): boolean {
  return has(word, "Singular") && switchOf(word) === undefined;
}

/** A word that is a plural noun where no verb can stand, e.g. after "a" or "every" ("details" too). */
export const mayBePluralNoun = (word: string) => isPlainPluralNoun(word) || switchOf(word) === "Plural|Verb";

/** A word that is a singular noun where no verb can stand, e.g. after "many" ("reason" too). */
export const mayBeSingularNoun = (word: string) => isPlainSingularNoun(word) || switchOf(word) === "Noun|Verb";

/**
 * The lexicon lists few common nouns and adjectives (its tagger guesses the rest). Words it does not
 * know are not guessed to be nouns (a misspelling is unknown too: "a succes" is no plural), but one
 * with an adjective's ending may stand before a listed noun ("obvious example").
 */
const unknown = (word: string) => tagsOf(word).length === 0 && switchOf(word) === undefined && /^[a-z]+$/.test(word);

/** An adjective by the lexicon, or a word it does not know with an adjective's ending ("obvious"). */
export const mayBeAdjective = (word: string) =>
  isAdjective(word) || (unknown(word) && /(ous|ful|ive|able|ible|ic|less|ish|ant|ent)$/.test(word));

/** A word the lexicon knows as a verb form of any tense (it may be a noun as well). */
export const isVerbForm = (word: string) =>
  ["Infinitive", "PresentTense", "PastTense", "Participle", "Copula", "Modal", "Verb"].some((tag) => has(word, tag)) ||
  (switchOf(word) ?? "").includes("Verb");

export const isUncountable = (word: string) => has(word, "Uncountable");
export const isAdjective = (word: string) =>
  has(word, "Adjective") || has(word, "Comparative") || has(word, "Superlative");
export const isNounLike = (word: string) =>
  has(word, "Singular") || has(word, "Plural") || has(word, "Uncountable") || has(word, "Noun") || has(word, "Actor");

export const pluralOf = (word: string) => noun.toPlural(word, model);
export const singularOf = (word: string) => noun.toSingular(word, model);
