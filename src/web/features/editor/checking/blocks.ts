import type { Node as PMNode } from "@tiptap/pm/model";
import type { BlockIssue } from "./linter";

/** A text block of the document: where its content starts, and its text (one character per position). */
export type Block = { pos: number; text: string };

/**
 * Every text block (paragraph, heading, list item's paragraph, quote line), code blocks aside. A hard
 * break reads as a line break and any other inline node as U+FFFC, so each character of `text` is one
 * document position and a finding's offsets map straight onto the document.
 */
export function textBlocks(doc: PMNode): Block[] {
  const blocks: Block[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    if (!node.type.spec.code && node.content.size > 0) {
      const text = node.textBetween(0, node.content.size, undefined, (leaf) =>
        leaf.type.name === "hardBreak" ? "\n" : "\ufffc",
      );
      if (text.trim()) blocks.push({ pos: pos + 1, text });
    }
    return false;
  });
  return blocks;
}

/**
 * Findings by block text. A block is linted once per distinct text: typing in one paragraph re-lints
 * that paragraph only, and undoing back to an earlier text costs nothing. The oldest texts are
 * forgotten past `limit` (a Map keeps insertion order).
 */
export class BlockCache {
  private readonly entries = new Map<string, BlockIssue[]>();
  constructor(private readonly limit = 2000) {}

  get(text: string): BlockIssue[] | undefined {
    return this.entries.get(text);
  }

  set(text: string, issues: BlockIssue[]): void {
    this.entries.delete(text);
    this.entries.set(text, issues);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** The distinct texts of `blocks` not linted yet, in document order. */
  missing(blocks: Block[]): string[] {
    const texts = new Set<string>();
    for (const block of blocks) if (!this.entries.has(block.text)) texts.add(block.text);
    return [...texts];
  }
}
