import type { RichBody } from "@shared/documents";
import type { Node as PMNode } from "@tiptap/pm/model";

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

/**
 * The plain text of an editor document: each textblock (paragraph, heading, list item, quoted
 * paragraph) one block, a hard break a line break, empty blocks at the end left out. Unlike ProseMirror's own text, a list or quote
 * adds no blank lines of its own around the blocks it holds.
 */
export function plainTextOf(doc: PMNode): string {
  const blocks: string[] = [];
  doc.descendants((node) => {
    if (!node.isTextblock) return true;
    let text = "";
    node.forEach((child) => {
      text += child.isText ? (child.text ?? "") : child.type.name === "hardBreak" ? "\n" : child.textContent;
    });
    blocks.push(text);
    return false;
  });
  // The editor keeps an empty paragraph at the end to type into (Tiptap's trailing node): not text.
  while (blocks.length > 1 && blocks.at(-1) === "") blocks.pop();
  return blocks.join(BLOCK_SEPARATOR);
}
