import { categoryOf, GUIDE_RULE } from "@shared/checking/categories";
import type { Dialect } from "@shared/checking/dialect";
import { shownBy } from "@shared/checking/refine";
import { TEXT_MAX_CHARS } from "@shared/run";
import type { Db } from "../db/client";
import { checkText } from "../nlp/check-text";
import { ruleDescriptions } from "../nlp/rules";
import { APP_VERSION } from "../version";
import { detectEnglish, findLanguage, LANGUAGES, UNKNOWN } from "./languages";
import { type Match, matchOf } from "./matches";
import { checkedText, listParam } from "./params";
import { ruleIdOf } from "./rules";

/** LanguageTool's answer header: who answered. */
const SOFTWARE = {
  name: "Quillstack",
  version: APP_VERSION,
  apiVersion: 1,
  premium: false,
  status: "",
};

export type CheckAnswer = { status: 200; body: object } | { status: 400 | 413; error: string };

/**
 * /v2/check for one user: the offline check every surface makes (checkText: the rules in the
 * language's spelling, the user's personal dictionary and style guide, category STYLE_GUIDE),
 * filtered by the request's rule and category choices and its level. No model and no run: nothing
 * is charged.
 */
export async function check(db: Db, userId: string, params: URLSearchParams): Promise<CheckAnswer> {
  const checked = checkedText(params);
  if ("error" in checked) return { status: 400, error: checked.error };
  if (checked.text.length > TEXT_MAX_CHARS) {
    return {
      status: 413,
      error: `Your text exceeds the limit of ${TEXT_MAX_CHARS} characters (it's ${checked.text.length} characters). Please submit a shorter text.`,
    };
  }
  const code = params.get("language");
  if (!code) return { status: 400, error: "Missing 'language' parameter, e.g. language=en-US or language=auto" };
  const preferred = listParam(params, "preferredVariants");
  let language = code === "auto" ? null : findLanguage(code);
  let confidence = 1;
  if (code === "auto") {
    const found = detectEnglish(checked.text, preferred);
    language = found.language;
    confidence = found.confidence;
  } else if (!language) {
    const known = LANGUAGES.map((l) => l.longCode).join(", ");
    return {
      status: 400,
      error: `'${code}' is not a language code known to this server. Supported language codes are: ${known}, auto`,
    };
  }

  const matches = language ? await findMatches(db, userId, checked, language, params) : [];
  // Checked as, and detected as: the same here (a given language is taken as said).
  const named = language ? { name: language.name, code: language.longCode } : UNKNOWN;
  return {
    status: 200,
    body: {
      software: SOFTWARE,
      warnings: { incompleteResults: false },
      language: { ...named, detectedLanguage: { ...named, confidence } },
      matches,
    },
  };
}

const GUIDE_DESCRIPTION = "Terms your style guide asks you to avoid";

async function findMatches(
  db: Db,
  userId: string,
  checked: { text: string; toOriginal: (offset: number) => number },
  language: { dialect: Dialect; longCode: string },
  params: URLSearchParams,
): Promise<Match[]> {
  const enabledRules = listParam(params, "enabledRules");
  const disabledRules = listParam(params, "disabledRules");
  const enabledCategories = listParam(params, "enabledCategories");
  const disabledCategories = listParam(params, "disabledCategories");
  const enabledOnly = params.get("enabledOnly") === "true";
  const filter = {
    level: params.get("level") === "picky" ? "picky" : "default",
    disabledCategories,
    enabledCategories,
  } as const;

  // Every finding at the picky level, then the request's own filter: a rule enabled by name shows
  // at any level, which the shared filter (by category) cannot know.
  const found = await checkText(db, userId, checked.text, { dialect: language.dialect, level: "picky" });
  const issues = found.filter((issue) => {
    const id = ruleIdOf(issue, language.longCode);
    if (enabledOnly) return enabledRules.has(id) || enabledCategories.has(categoryOf(issue.kind).id);
    if (disabledRules.has(id)) return false;
    return shownBy(filter, issue) || (enabledRules.has(id) && !disabledCategories.has(categoryOf(issue.kind).id));
  });
  const descriptions = { ...(await ruleDescriptions()), [GUIDE_RULE.rule]: GUIDE_DESCRIPTION };
  return issues.map((issue) => matchOf(issue, checked, descriptions, language.longCode));
}
