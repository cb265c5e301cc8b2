import type { RichBody } from "@shared/documents";

/*
 * A document's two forms: the rich text the editor keeps (ProseMirror JSON) and the plain text the
 * server searches, counts and exports. A document written by a tool has only the plain text until
 * it is first saved from the editor; it opens as one paragraph per blank-line-separated block, each
 * line break kept, so its text reads exactly as before.
 */

/** Blocks are separated by a blank line in the plain text, as the tools write them. */
export const BLOCK_SEPARATOR = "\n\n";

/** The editor document for a plain text: a paragraph per block, a hard break per single line break. */
export function bodyFromText(text: string): RichBody {
  const blocks = text.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  const content = blocks
    .filter((block, index) => block.trim() !== "" || (index === 0 && blocks.length === 1))
    .map((block) => {
      const lines = block.split("\n");
      const inline = lines.flatMap((line, i) => {
        const parts: unknown[] = i > 0 ? [{ type: "hardBreak" }] : [];
        if (line) parts.push({ type: "text", text: line });
        return parts;
      });
      return inline.length ? { type: "paragraph", content: inline } : { type: "paragraph" };
    });
  return { type: "doc", content: content.length ? content : [{ type: "paragraph" }] };
}
