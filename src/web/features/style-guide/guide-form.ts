import {
  type GuideTerm,
  type OrganizationGuide,
  organizationGuideSchema,
  type PersonalGuide,
  personalGuideSchema,
} from "@shared/style-guide";
import type { FieldErrors, Resolver } from "react-hook-form";

export type GuideKind = "organization" | "personal";

/**
 * The editor's values. Example texts are objects because a field array's items must be (the
 * guide's are plain strings); an organization's form has `allowPersonalVoice`, a person's has not.
 */
export type GuideFormValues = {
  terms: GuideTerm[];
  spelling: OrganizationGuide["spelling"];
  formality: OrganizationGuide["formality"];
  tone: string;
  voice: string;
  examples: { text: string }[];
  allowPersonalVoice?: boolean;
};

export const EMPTY_TERM: GuideTerm = { avoid: "", prefer: "", reason: "", wholeWord: true, matchCase: false };

export function toForm(guide: PersonalGuide | OrganizationGuide, kind: GuideKind): GuideFormValues {
  return {
    terms: guide.terms.map((t) => ({ ...t })),
    spelling: guide.spelling,
    formality: guide.formality,
    tone: guide.tone,
    voice: guide.voice,
    examples: guide.examples.map((text) => ({ text })),
    ...(kind === "organization"
      ? { allowPersonalVoice: "allowPersonalVoice" in guide && guide.allowPersonalVoice }
      : {}),
  };
}

/**
 * The guide as typed, for the PUT: empty example boxes included, so a problem the server finds at
 * `["examples", 2]` is the third box on screen (the schema drops the empty ones itself).
 */
export function toBody(values: GuideFormValues, kind: GuideKind) {
  const { allowPersonalVoice, examples, ...rest } = values;
  return {
    ...rest,
    examples: examples.map((e) => e.text),
    ...(kind === "organization" ? { allowPersonalVoice: allowPersonalVoice ?? true } : {}),
  };
}

/**
 * The form field a problem's path names, as react-hook-form spells it: `terms.3.avoid`;
 * an example's text is one level down (`examples.2.text`), and a problem with a whole list
 * (`terms`: too many) is the list's `root`.
 */
export function fieldOf(path: readonly (string | number | symbol)[]): string | null {
  const [head, index, leaf] = path;
  if (typeof head !== "string") return null;
  if (head === "terms" || head === "examples") {
    if (typeof index !== "number") return `${head}.root`;
    if (head === "examples") return `examples.${index}.text`;
    return typeof leaf === "string" ? `terms.${index}.${leaf}` : `terms.${index}.avoid`;
  }
  return head;
}

/** Puts `value` at a dotted path of nested objects and arrays (numbers index arrays). */
function setIn(target: Record<string, unknown>, dotted: string, value: unknown) {
  const keys = dotted.split(".");
  let node: Record<string, unknown> = target;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) {
      node[key] ??= value; // the first problem at a field is the one shown
      return;
    }
    node[key] ??= /^\d+$/.test(keys[i + 1] ?? "") ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/** The errors of a parse, nested the way react-hook-form reads them. */
export function formErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field) setIn(errors, field, { type: "validate", message: issue.message });
  }
  return errors as FieldErrors<GuideFormValues>;
}

/**
 * Validates the form with the same schema the server parses the PUT with (a hand-written resolver:
 * the example texts are shaped differently in the form, and their problems must land on the boxes).
 */
export function guideResolver(kind: GuideKind): Resolver<GuideFormValues> {
  const schema = kind === "organization" ? organizationGuideSchema : personalGuideSchema;
  return async (values) => {
    const parsed = schema.safeParse(toBody(values, kind));
    if (parsed.success) return { values, errors: {} };
    return { values: {}, errors: formErrors(parsed.error.issues) };
  };
}
