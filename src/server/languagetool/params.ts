import type { Context } from "hono";

/**
 * LanguageTool's /v2/check parameters, read the ways its clients send them: a form body
 * (LibreOffice, LTeX, Obsidian), a form string sent as text/plain (the older browser add-on; a
 * form parser sees nothing there), or the query string. Later sources do not override the body.
 */
export async function readParams(c: Context): Promise<URLSearchParams> {
  const params = new URLSearchParams(new URL(c.req.url).search);
  if (c.req.method !== "POST") return params;
  const type = c.req.header("content-type") ?? "";
  if (type.includes("multipart/form-data")) {
    const form = await c.req.formData();
    const body = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") body.append(name, value);
    return merge(body, params);
  }
  return merge(new URLSearchParams(await c.req.text()), params);
}

function merge(body: URLSearchParams, query: URLSearchParams) {
  for (const [name, value] of query) if (!body.has(name)) body.append(name, value);
  return body;
}

/** A comma-separated list parameter (`disabledRules=A,B`), trimmed, without empty items. */
export const listParam = (params: URLSearchParams, name: string) =>
  new Set(
    (params.get(name) ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );

/**
 * The text to check. `text` as it is; `data` is LanguageTool's annotated text
 * (`{"annotation":[{"text":"…"},{"markup":"<b>","interpretAs":"…"}]}`): the checked text is the
 * text parts with each markup's `interpretAs`, and `toOriginal` maps an offset in it back to the
 * original (markup included), as LanguageTool answers offsets.
 */
export type Checked = { text: string; toOriginal: (offset: number) => number };

export function checkedText(params: URLSearchParams): Checked | { error: string } {
  const text = params.get("text");
  if (text !== null) return { text, toOriginal: (offset) => offset };
  const data = params.get("data");
  if (data === null) return { error: "Missing 'text' or 'data' parameter" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { error: "Could not parse JSON from 'data' parameter" };
  }
  const annotation = (parsed as { annotation?: unknown })?.annotation;
  if (!Array.isArray(annotation)) return { error: "'data' must be a JSON object with an 'annotation' array" };
  let plain = "";
  let original = 0;
  // Where each piece starts in the checked text and in the original, to map offsets back.
  const pieces: { plain: number; original: number; markup: boolean }[] = [];
  for (const part of annotation as { text?: unknown; markup?: unknown; interpretAs?: unknown }[]) {
    if (typeof part?.text === "string") {
      pieces.push({ plain: plain.length, original, markup: false });
      plain += part.text;
      original += part.text.length;
    } else if (typeof part?.markup === "string") {
      pieces.push({ plain: plain.length, original, markup: true });
      plain += typeof part.interpretAs === "string" ? part.interpretAs : "";
      original += part.markup.length;
    } else {
      return { error: "Each item of 'annotation' needs a 'text' or a 'markup' string" };
    }
  }
  return {
    text: plain,
    toOriginal(offset) {
      let piece = pieces[0];
      for (const p of pieces) {
        if (p.plain > offset) break;
        // At a boundary the text piece wins: a match starts at text, never inside a markup.
        if (p.plain === offset && p.markup && piece && piece.plain === offset && !piece.markup) continue;
        piece = p;
      }
      if (!piece) return offset;
      return piece.markup ? piece.original : piece.original + (offset - piece.plain);
    },
  };
}
