import { z } from "zod";
import { findTerms } from "./guide-term-finder";

/**
 * A style guide (docs/features.md "Style guides"): an organization's or a person's house rules for writing.
 * Terms to avoid with the term to use instead, a spelling variant, a formality and tone, a voice
 * described in a few sentences, and example texts the voice can be described from. The same schema
 * checks the browser's form and the server's PUT; the term finder (guide-term-finder.ts) serves
 * the offline checks in both places (the editor's worker-free pass and the server's grammar check
 * and LanguageTool endpoint), so a term is flagged the same everywhere.
 */

export const GUIDE_LIMITS = {
  terms: 500,
  termChars: 80,
  reasonChars: 200,
  toneChars: 120,
  voiceChars: 1500,
  examples: 5,
  exampleChars: 3000,
} as const;

export const SPELLING_VARIANTS = [
  { value: "us", label: "US English" },
  { value: "uk", label: "UK English" },
  { value: "ca", label: "Canadian English" },
  { value: "au", label: "Australian English" },
] as const;
export type SpellingVariant = (typeof SPELLING_VARIANTS)[number]["value"];

export const FORMALITIES = [
  { value: "neutral", label: "Neutral" },
  { value: "formal", label: "Formal" },
  { value: "informal", label: "Informal" },
] as const;
export type Formality = (typeof FORMALITIES)[number]["value"];

const termSchema = z.object({
  avoid: z
    .string({ error: "Each term needs the words to avoid." })
    .trim()
    .min(1, "Each term needs the words to avoid.")
    .max(GUIDE_LIMITS.termChars, `A term is at most ${GUIDE_LIMITS.termChars} characters.`),
  prefer: z
    .string({ error: "Each term needs the words to use instead." })
    .trim()
    .min(1, "Each term needs the words to use instead.")
    .max(GUIDE_LIMITS.termChars, `A term is at most ${GUIDE_LIMITS.termChars} characters.`),
  reason: z
    .string()
    .trim()
    .max(GUIDE_LIMITS.reasonChars, `A reason is at most ${GUIDE_LIMITS.reasonChars} characters.`)
    .default(""),
  /** Matches whole words only ("use" never inside "user"). */
  wholeWord: z.boolean().default(true),
  /** Matches the letter case as written ("Apple" but not "apple"). */
  matchCase: z.boolean().default(false),
});
export type GuideTerm = z.infer<typeof termSchema>;

/** What a term's avoided words are compared by: as written with `matchCase`, else in lower case. */
const termKey = (term: Pick<GuideTerm, "avoid" | "matchCase">) =>
  term.matchCase ? term.avoid : term.avoid.toLowerCase();

const guideFields = {
  terms: z
    .array(termSchema, { error: "Terms must be a list." })
    .max(GUIDE_LIMITS.terms, `A style guide holds at most ${GUIDE_LIMITS.terms} terms.`)
    .default([]),
  spelling: z.enum(["us", "uk", "ca", "au"], { error: "Please choose a spelling variant." }).default("us"),
  formality: z.enum(["neutral", "formal", "informal"], { error: "Please choose a formality." }).default("neutral"),
  tone: z
    .string()
    .trim()
    .max(GUIDE_LIMITS.toneChars, `The tone is at most ${GUIDE_LIMITS.toneChars} characters.`)
    .default(""),
  voice: z
    .string()
    .trim()
    .max(GUIDE_LIMITS.voiceChars, `The voice description is at most ${GUIDE_LIMITS.voiceChars} characters.`)
    .default(""),
  examples: z
    .array(
      z
        .string()
        .trim()
        .max(GUIDE_LIMITS.exampleChars, `An example text is at most ${GUIDE_LIMITS.exampleChars} characters.`),
    )
    .max(GUIDE_LIMITS.examples, `A style guide holds at most ${GUIDE_LIMITS.examples} example texts.`)
    .default([])
    // Empty boxes of the form are not examples.
    .transform((examples) => examples.filter((e) => e.length > 0)),
};

/** A term listed twice (the same avoided words as they are compared) is refused: which one would win? */
function noDuplicateTerms(guide: { terms: GuideTerm[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  guide.terms.forEach((term, index) => {
    const key = termKey(term);
    if (seen.has(key)) {
      ctx.addIssue({ code: "custom", path: ["terms", index, "avoid"], message: `“${term.avoid}” is listed twice.` });
    }
    seen.add(key);
    // A preferred term the guide would flag again (the same words, as they are compared).
    if (key === termKey({ avoid: term.prefer, matchCase: term.matchCase })) {
      ctx.addIssue({
        code: "custom",
        path: ["terms", index, "prefer"],
        message: `“${term.avoid}” cannot be both avoided and preferred.`,
      });
    }
  });
}

/** A person's guide (PUT /api/me/style-guide). */
export const personalGuideSchema = z.object(guideFields).superRefine(noDuplicateTerms);
export type PersonalGuide = z.infer<typeof personalGuideSchema>;

/** An organization's guide (PUT /api/organization/style-guide): may let members add their own voice. */
export const organizationGuideSchema = z
  .object({
    ...guideFields,
    /** Members' personal voice descriptions are added to this guide's in their runs. */
    allowPersonalVoice: z.boolean().default(true),
  })
  .superRefine(noDuplicateTerms);
export type OrganizationGuide = z.infer<typeof organizationGuideSchema>;

export const EMPTY_PERSONAL_GUIDE: PersonalGuide = personalGuideSchema.parse({});
export const EMPTY_ORGANIZATION_GUIDE: OrganizationGuide = organizationGuideSchema.parse({});

/** Where a run's guide came from, as a document records it. */
export type GuideSource = {
  scope: "organization" | "personal";
  id: string;
  version: number;
  /** A member's personal voice added to the organization's guide. */
  personalVoice?: { id: string; version: number };
};

/**
 * The guide a user's checks and runs follow: the organization's for a member of one that has a
 * guide (with the member's voice added where it allows), else their own. `source` is null when
 * neither exists.
 */
export type EffectiveGuide = {
  terms: GuideTerm[];
  spelling: SpellingVariant;
  formality: Formality;
  tone: string;
  voice: string;
  source: GuideSource | null;
  /** The organization's name when its guide applies. */
  organizationName?: string;
};

export const NO_GUIDE: EffectiveGuide = {
  terms: [],
  spelling: "us",
  formality: "neutral",
  tone: "",
  voice: "",
  source: null,
};

/** GET|PUT /api/organization/style-guide. `version` 0: never saved. */
export type OrganizationGuideAnswer = {
  guide: OrganizationGuide;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  canEdit: boolean;
};

/** GET|PUT /api/me/style-guide: the person's own guide, and what their checks and runs follow. */
export type PersonalGuideAnswer = {
  guide: PersonalGuide;
  version: number;
  updatedAt: string | null;
  effective: EffectiveGuide;
};

/** A PUT's body: the guide, and optionally the version it was edited from (409 when someone saved since). */
export const baseVersionSchema = z.object({ baseVersion: z.number().int().min(0).optional() });

/** A style guide finding: where the text uses a term the guide avoids. Offsets are UTF-16 units. */
export type GuideMatch = { start: number; end: number; text: string; term: GuideTerm };

/** Every place `text` uses a term the guide avoids, in order, none overlapping (the earlier, then the longer, wins). */
export const findGuideTerms = (text: string, terms: readonly GuideTerm[]): GuideMatch[] => findTerms(text, terms);

/**
 * The preferred term in the found text's case: "Utilize" → "Use", "UTILIZE" → "USE". A term that
 * matches case is replaced as written.
 */
export function preferredFor(match: GuideMatch): string {
  const { text, term } = match;
  if (term.matchCase) return term.prefer;
  if (text.length > 1 && text === text.toUpperCase() && text !== text.toLowerCase()) return term.prefer.toUpperCase();
  if (text[0] && text[0] === text[0].toUpperCase() && text[0] !== text[0].toLowerCase()) {
    return term.prefer[0].toUpperCase() + term.prefer.slice(1);
  }
  return term.prefer;
}

/** What a finding says: the guide's reason, or that the guide prefers the other term. */
export function guideExplanation(term: GuideTerm): string {
  return term.reason || `Your style guide prefers “${term.prefer}” to “${term.avoid}”.`;
}

export const GUIDE_ISSUE_LABEL = "Style guide";
