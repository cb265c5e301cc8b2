import type { RichBody } from "@shared/documents";

/*
 * The editor's document (ProseMirror JSON) read as a flat list of blocks, the shape every export
 * writes: headings, paragraphs, list items (with their depth and kind) and quotes, each a list of
 * text runs with their marks.
 */

export type Run = { text: string; bold?: boolean; italic?: boolean; href?: string; code?: boolean; br?: boolean };
export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; runs: Run[] }
  | { kind: "paragraph"; runs: Run[]; quote?: boolean }
  | { kind: "item"; ordered: boolean; depth: number; number: number; runs: Run[]; quote?: boolean }
  | { kind: "code"; text: string }
  | { kind: "rule" };

type Json = { type: string; text?: string; attrs?: Record<string, unknown>; marks?: Json[]; content?: Json[] };

function runsOf(node: Json): Run[] {
  return (node.content ?? []).map((child): Run => {
    if (child.type === "hardBreak") return { text: "\n", br: true };
    const run: Run = { text: child.text ?? "" };
    for (const mark of child.marks ?? []) {
      if (mark.type === "bold") run.bold = true;
      if (mark.type === "italic") run.italic = true;
      if (mark.type === "code") run.code = true;
      if (mark.type === "link" && typeof mark.attrs?.href === "string") run.href = mark.attrs.href;
    }
    return run;
  });
}

export function blocksOf(body: RichBody): Block[] {
  const out: Block[] = [];
  const walk = (nodes: Json[], ctx: { quote: boolean; depth: number }) => {
    for (const node of nodes) {
      switch (node.type) {
        case "heading":
          out.push({
            kind: "heading",
            level: Math.min(3, Math.max(1, Number(node.attrs?.level) || 1)) as 1 | 2 | 3,
            runs: runsOf(node),
          });
          break;
        case "paragraph":
          out.push({ kind: "paragraph", runs: runsOf(node), quote: ctx.quote });
          break;
        case "blockquote":
          walk(node.content ?? [], { ...ctx, quote: true });
          break;
        case "codeBlock":
          out.push({ kind: "code", text: (node.content ?? []).map((c) => c.text ?? "").join("") });
          break;
        case "horizontalRule":
          out.push({ kind: "rule" });
          break;
        case "bulletList":
        case "orderedList": {
          const ordered = node.type === "orderedList";
          const start = Number(node.attrs?.start) || 1;
          (node.content ?? []).forEach((item, index) => {
            const [first, ...rest] = item.content ?? [];
            out.push({
              kind: "item",
              ordered,
              depth: ctx.depth,
              number: start + index,
              runs: first ? runsOf(first) : [],
              quote: ctx.quote,
            });
            walk(rest, { ...ctx, depth: ctx.depth + 1 });
          });
          break;
        }
        default:
          if (node.content) walk(node.content, ctx);
      }
    }
  };
  walk(((body as { content?: Json[] }).content ?? []) as Json[], { quote: false, depth: 0 });
  return out;
}

export const textOfRuns = (runs: Run[]) => runs.map((r) => r.text).join("");
