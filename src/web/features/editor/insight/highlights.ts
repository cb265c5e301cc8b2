import { Extension } from "@tiptap/core";
import type { Node as PMNode } from "@tiptap/pm/model";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { passiveRanges } from "./passive";
import { LONG_SENTENCE_WORDS, sentences, words } from "./text-stats";

export type HighlightKinds = { long: boolean; passive: boolean };
type Range = { from: number; to: number; kind: "long" | "passive" };

export const insightKey = new PluginKey<{ kinds: HighlightKinds; set: DecorationSet }>("insightHighlights");

/*
 * Ranges found in one textblock, kept per node object. ProseMirror nodes are immutable and an edit
 * replaces only the blocks it touches, so on each keystroke every other block is found here and
 * only the changed paragraph is analysed again.
 */
const found = new WeakMap<PMNode, Range[]>();

function rangesOf(block: PMNode): Range[] {
  const cached = found.get(block);
  if (cached) return cached;
  const text = block.textContent;
  const ranges: Range[] = [];
  for (const s of sentences(text)) {
    if (words(s.text).length > LONG_SENTENCE_WORDS) ranges.push({ from: s.from, to: s.to, kind: "long" });
  }
  for (const p of passiveRanges(text)) ranges.push({ ...p, kind: "passive" });
  found.set(block, ranges);
  return ranges;
}

/** textContent offsets to document positions, for a block whose inline content may hold non-text nodes. */
function decorationsFor(doc: PMNode, kinds: HighlightKinds): DecorationSet {
  if (!kinds.long && !kinds.passive) return DecorationSet.empty;
  const decorations: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    const ranges = rangesOf(node).filter((r) => kinds[r.kind]);
    if (ranges.length === 0) return false;
    const offsets = textOffsets(node, pos + 1);
    for (const r of ranges) {
      decorations.push(
        Decoration.inline(offsets(r.from), offsets(r.to), {
          class: r.kind === "long" ? "insight-long" : "insight-passive",
          "data-insight": r.kind,
        }),
      );
    }
    return false;
  });
  return DecorationSet.create(doc, decorations);
}

/** Maps an offset in a block's textContent to a document position (leaf nodes add no text). */
function textOffsets(block: PMNode, start: number) {
  const starts: { text: number; pos: number }[] = [];
  let text = 0;
  block.forEach((child, offset) => {
    if (child.isText) {
      starts.push({ text, pos: start + offset });
      text += child.text?.length ?? 0;
    }
  });
  return (offset: number) => {
    let at = starts[0] ?? { text: 0, pos: start };
    for (const s of starts) if (s.text <= offset) at = s;
    return at.pos + (offset - at.text);
  };
}

/**
 * Highlights of sentences over 30 words and of passive voice, shown on demand. Toggled with the
 * `setInsightHighlights` command; recomputed on a change of the text (cheaply, see `found`) or
 * of what is shown, never on a mere selection change.
 */
export const InsightHighlights = Extension.create({
  name: "insightHighlights",
  addCommands() {
    return {
      setInsightHighlights:
        (kinds: HighlightKinds) =>
        ({ tr, dispatch }) => {
          dispatch?.(tr.setMeta(insightKey, kinds));
          return true;
        },
    };
  },
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: insightKey,
        state: {
          init: () => ({ kinds: { long: false, passive: false }, set: DecorationSet.empty }),
          apply(tr, value, _old, state) {
            const kinds = tr.getMeta(insightKey) as HighlightKinds | undefined;
            if (kinds) return { kinds, set: decorationsFor(state.doc, kinds) };
            if (!tr.docChanged) return value;
            return { kinds: value.kinds, set: decorationsFor(state.doc, value.kinds) };
          },
        },
        props: { decorations: (state) => insightKey.getState(state)?.set },
      }),
    ];
  },
});

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    insightHighlights: { setInsightHighlights: (kinds: HighlightKinds) => ReturnType };
  }
}
