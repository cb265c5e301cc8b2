import type { Dialect } from "@shared/checking/dialect";

/** The languages this server checks (GET /languages), with the spelling each one uses. */
export const LANGUAGES: { name: string; code: string; longCode: string; dialect: Dialect }[] = [
  { name: "English", code: "en", longCode: "en", dialect: "american" },
  { name: "English (US)", code: "en", longCode: "en-US", dialect: "american" },
  { name: "English (GB)", code: "en", longCode: "en-GB", dialect: "british" },
  { name: "English (Australian)", code: "en", longCode: "en-AU", dialect: "australian" },
  { name: "English (Canadian)", code: "en", longCode: "en-CA", dialect: "canadian" },
];

const byCode = new Map(LANGUAGES.map((l) => [l.longCode.toLowerCase(), l]));

/**
 * A language code as clients send it (`en-US`, `en_us`, `EN`, and `en-`: LibreOffice 7.4 asks so for
 * the bare `en` that /languages lists), or undefined when we do not check it.
 */
export const findLanguage = (code: string) => byCode.get(code.trim().replace("_", "-").replace(/-$/, "").toLowerCase());

/** What LanguageTool answers for text in no language it knows: its "NoopLanguage". */
export const UNKNOWN = { name: "Unknown", code: "zz" };

const ENGLISH_WORDS = new Set(
  "the a an and or but of to in on at for with is are was were be been it this that these those i you he she we they not as by from have has had do does did will would can could should my your our their".split(
    " ",
  ),
);

/**
 * `language=auto`: English or not, by the share of common English words (LanguageTool's own
 * detector knows some 30 languages; we check English only, so that is the one question).
 * Returns the detected variant and a confidence.
 */
export function detectEnglish(text: string, preferred: Set<string>) {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const english = words.filter((w) => ENGLISH_WORDS.has(w)).length;
  const confidence = words.length ? Math.min(1, english / words.length / 0.25) : 0;
  if (words.length > 0 && confidence < 0.4) return { language: null, confidence: 1 - confidence };
  const variant = [...preferred].map(findLanguage).find((l) => l && l.longCode !== "en") ?? findLanguage("en-US")!;
  return { language: variant, confidence: Math.max(confidence, 0.5) };
}
