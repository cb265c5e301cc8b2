import { guideIssues, withGuideIssues } from "@shared/guide-issues";
import { TEXT_MAX_CHARS } from "@shared/run";
import type { Db } from "../db/client";
import { withoutUsersWords } from "../me/dictionary";
import { checkRulesNamed, type NamedRuleIssue, ruleDescriptions } from "../nlp/rules";
import { effectiveGuide } from "../style-guides/store";
import { APP_VERSION } from "../version";
import { detectEnglish, findLanguage, LANGUAGES, UNKNOWN } from "./languages";
import { type Match, matchOf } from "./matches";
import { checkedText, listParam } from "./params";
import { categoryOf, GUIDE_RULE, isPicky, ruleIdOf } from "./rules";

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
 * /v2/check for one user: the offline rules (Harper) in the language's spelling, with the user's
 * personal dictionary, and the terms of the user's style guide (category STYLE_GUIDE), filtered by
 * the request's rule and category choices and its level. No model and no run: nothing is charged.
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
  language: { dialect: Parameters<typeof checkRulesNamed>[1]; longCode: string },
  params: URLSearchParams,
): Promise<Match[]> {
  const enabledRules = listParam(params, "enabledRules");
  const disabledRules = listParam(params, "disabledRules");
  const enabledCategories = listParam(params, "enabledCategories");
  const disabledCategories = listParam(params, "disabledCategories");
  const enabledOnly = params.get("enabledOnly") === "true";
  const picky = params.get("level") === "picky";

  const [found, guide] = await Promise.all([
    checkRulesNamed(checked.text, language.dialect),
    effectiveGuide(db, userId),
  ]);
  const guideFound: NamedRuleIssue[] = guideIssues(checked.text, guide.terms).map((issue) => ({
    ...issue,
    ...GUIDE_RULE,
  }));
  const merged = withGuideIssues(await withoutUsersWords(db, userId, found), guideFound);
  const issues = merged.filter((issue) => {
    const id = ruleIdOf(issue, language.longCode);
    const category = categoryOf(issue.kind).id;
    if (enabledOnly) return enabledRules.has(id) || enabledCategories.has(category);
    if (disabledRules.has(id) || disabledCategories.has(category)) return false;
    // Picky findings are for level=picky, unless the request enabled them by name.
    return picky || !isPicky(issue.kind) || enabledRules.has(id) || enabledCategories.has(category);
  });
  const descriptions = { ...(await ruleDescriptions()), [GUIDE_RULE.rule]: GUIDE_DESCRIPTION };
  return issues.map((issue) => matchOf(issue, checked, descriptions, language.longCode));
}
