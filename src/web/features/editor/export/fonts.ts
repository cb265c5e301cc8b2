import notoRegular from "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url";
import notoItalic from "@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf?url";
import notoBold from "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url";
import notoArabic from "@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?url";
import notoSc from "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url";

/*
 * The PDF export's fonts: Noto Sans (Latin, Greek, Cyrillic; regular, bold, italic), Noto Sans
 * Arabic and Noto Sans SC (Chinese, and the Japanese kanji and kana it holds). They are files the
 * build copies beside the scripts (only their URLs are in this module), fetched when a PDF is made
 * and only those its text needs: the Chinese font is 10 MB, and most documents never load it.
 */
export const FONT_URLS = {
  regular: notoRegular,
  bold: notoBold,
  italic: notoItalic,
  arabic: notoArabic,
  cjk: notoSc,
} as const;

export type FontName = keyof typeof FONT_URLS;

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const CJK = /[\u2E80-\u2FDF\u3000-\u30FF\u3100-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/u;

/** The fonts a text needs beyond the Latin ones. */
export function scriptFontsFor(text: string): FontName[] {
  const out: FontName[] = [];
  if (ARABIC.test(text)) out.push("arabic");
  if (CJK.test(text)) out.push("cjk");
  return out;
}

export async function fontBytes(name: FontName): Promise<ArrayBuffer> {
  const response = await fetch(FONT_URLS[name]);
  if (!response.ok) throw new Error(`font ${name}: ${response.status}`);
  return response.arrayBuffer();
}
