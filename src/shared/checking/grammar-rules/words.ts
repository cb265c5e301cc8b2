/** Closed word classes the rules share (lower case). */
const set = (words: string) => new Set(words.split(" "));

export const MODALS = set(
  "can could will would shall should may might must cannot can't couldn't won't wouldn't shouldn't mustn't mightn't",
);

/** Adverbs that may stand between an auxiliary and its verb ("can also stand", "have never seen"). */
export const MID_ADVERBS = set(
  "not also still never always even only really just easily probably certainly surely definitely hardly ever usually often sometimes already actually truly rarely seldom simply completely",
);

export const DETERMINERS = set(
  "a an the this that these those my your his her its our their some any no every each another either neither such what which whose many much several",
);

/**
 * Words after which a pronoun is a subject, not an object: the start of a clause. "he" and "they"
 * are always subjects; "it", "you" and the indefinites ("everyone") are objects after a verb or
 * preposition ("let it go", "for everyone"), so they count as subjects only after one of these.
 */
export const CLAUSE_OPENERS = set(
  "and but or so because when whenever if since although though while as then where why how what who which once unless until whereas",
);

/** Words that open a question, after which an auxiliary comes before its subject ("how can changes help"). */
export const QUESTION_WORDS = set("how what why where when who whom which whose so nor neither than as");

export const THIRD_SINGULAR_PRONOUNS = set("he she it");
export const INDEFINITE_PRONOUNS = set(
  "everyone everybody someone somebody anyone anybody nobody everything something anything nothing",
);

/** Words that follow a noun phrase but start none ("a car for", "an example of", end of clause). */
export const PHRASE_ENDERS = set(
  "of to that for in on at with and but or which who because when if so from about than as like by into during since",
);

/** Past forms that are also base forms of other verbs or nouns ("to found a company", "can saw wood"). */
export const ALSO_BASE = set("found ground wound lay fell saw bore felt rose left");
