import type { Context } from "hono";
import { JSON_DEPTH_LIMIT, nestsDeeperThan } from "../http/json-depth";

/**
 * LanguageTool's /v2/check parameters, read the ways its clients send them: a form body
 * (LibreOffice, LTeX, Obsidian), a form string sent as text/plain (the older browser add-on; a
 * form parser sees nothing there), or the query string. Later sources do not override the body.
 */
export async function readParams(c: Context): Promise<URLSearchParams | null> {
  const params = new URLSearchParams(new URL(c.req.url).search);
  if (c.req.method !== "POST") return params;
  const type = c.req.header("content-type") ?? "";
  if (type.includes("multipart/form-data")) {
    // A malformed form (no boundary, a cut part) is the client's mistake: null, answered 400, not
    // an error of ours with its stack in the log.
    const form = await c.req.formData().catch(() => null);
    if (!form) return null;
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
 * original (markup included), as LanguageTool answers offsets. `data` is measured for depth before
 * it is parsed (docs/decisions/0038-json-nesting-limit.md), and `toOriginal` costs a binary search,
 * not a pass over every piece: a check answers up to thousands of matches.
 */
export type Checked = { text: string; toOriginal: (offset: number) => number };

export function checkedText(params: URLSearchParams): Checked | { error: string } {
  const text = params.get("text");
  if (text !== null) return { text, toOriginal: (offset) => offset };
  const data = params.get("data");
  if (data === null) return { error: "Missing 'text' or 'data' parameter" };
  if (nestsDeeperThan(data)) {
    return { error: `'data' nests arrays or objects more than ${JSON_DEPTH_LIMIT} levels deep` };
  }
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
  const pieces: Piece[] = [];
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
  return { text: plain, toOriginal: offsetMap(pieces) };
}

type Piece = { plain: number; original: number; markup: boolean };

/**
 * Maps an offset in the checked text to the original. Pieces that start at the same checked offset
 * (markup interpreted as nothing) are one group: an offset inside the group's span maps through its
 * last piece; an offset at its start through its last text piece (a match starts at text, never
 * inside a markup), or its last markup when it has no text. Groups are found by binary search.
 */
function offsetMap(pieces: Piece[]): (offset: number) => number {
  const groups: { plain: number; atStart: Piece; inside: Piece }[] = [];
  for (const piece of pieces) {
    const group = groups.at(-1);
    if (group?.plain !== piece.plain) {
      groups.push({ plain: piece.plain, atStart: piece, inside: piece });
      continue;
    }
    group.inside = piece;
    if (!piece.markup || group.atStart.markup) group.atStart = piece;
  }
  return (offset) => {
    // The last group starting at or before the offset (the first one, if none does).
    let low = 0;
    let high = groups.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (groups[middle].plain <= offset) low = middle;
      else high = middle - 1;
    }
    const group = groups[low];
    if (!group) return offset;
    const piece = group.plain === offset ? group.atStart : group.inside;
    return piece.markup ? piece.original : piece.original + (offset - piece.plain);
  };
}
