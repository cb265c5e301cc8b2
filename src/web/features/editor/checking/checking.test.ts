import { dictionarySet, withoutDictionaryWords } from "@shared/dictionary";
import { getSchema } from "@tiptap/core";
import { Node } from "@tiptap/pm/model";
import { EditorState } from "@tiptap/pm/state";
import { DecorationSet } from "@tiptap/pm/view";
import { describe, expect, it } from "vitest";
import { editorExtensions } from "../extensions";
import { BlockCache, textBlocks } from "./blocks";
import { type BlockIssue, toUtf16Offsets } from "./linter";
import { checkingKey, checkingPlugin, nearbyProblem, problems } from "./plugin";

const schema = getSchema(editorExtensions());
const para = (...content: unknown[]) => ({ type: "paragraph", content });
const text = (t: string) => ({ type: "text", text: t });
const doc = (...content: unknown[]) => Node.fromJSON(schema, { type: "doc", content });

const issue = (start: number, end: number, t: string, type: BlockIssue["type"] = "spelling"): BlockIssue => ({
  type,
  severity: "high",
  text: t,
  suggestion: "the",
  suggestions: ["the"],
  explanation: `Did you mean “the”?`,
  start,
  end,
});

describe("textBlocks", () => {
  it("lists every text block with one character per document position, code blocks and empty blocks aside", () => {
    const d = doc(
      { type: "heading", attrs: { level: 1 }, content: [text("Title")] },
      para(text("One"), { type: "hardBreak" }, text("two")),
      { type: "bulletList", content: [{ type: "listItem", content: [para(text("Item"))] }] },
      { type: "codeBlock", content: [text("const teh = 1;")] },
      para(),
    );
    const blocks = textBlocks(d);
    expect(blocks.map((b) => b.text)).toEqual(["Title", "One\ntwo", "Item"]);
    for (const block of blocks)
      expect(d.textBetween(block.pos, block.pos + block.text.length, undefined, "\n")).toBe(block.text);
  });
});

describe("BlockCache", () => {
  it("asks only for the texts not linted yet, each once, and forgets the oldest past its limit", () => {
    const cache = new BlockCache(2);
    const blocks = [
      { pos: 1, text: "a" },
      { pos: 4, text: "b" },
      { pos: 7, text: "a" },
    ];
    expect(cache.missing(blocks)).toEqual(["a", "b"]);
    cache.set("a", []);
    expect(cache.missing(blocks)).toEqual(["b"]);
    cache.set("b", []);
    cache.set("c", []);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.missing(blocks)).toEqual(["a"]);
  });
});

describe("toUtf16Offsets", () => {
  it("turns Harper's code point offsets into the editor's UTF-16 ones past an emoji", () => {
    const t = "🙂 teh cat";
    const [moved] = toUtf16Offsets(t, [issue(2, 5, "teh")]);
    expect(t.slice(moved.start, moved.end)).toBe("teh");
  });
});

describe("withoutDictionaryWords", () => {
  it("drops spelling problems whose text is a dictionary word, whatever the case, and nothing else", () => {
    const words = dictionarySet(["Quillstackish"]);
    const found = [issue(0, 13, "quillstackish"), issue(0, 13, "Quillstackish", "grammar"), issue(0, 3, "teh")];
    expect(withoutDictionaryWords(found, words).map((i) => [i.type, i.text])).toEqual([
      ["grammar", "Quillstackish"],
      ["spelling", "teh"],
    ]);
  });
});

describe("the checking plugin's underlines", () => {
  it("follow edits without a new check, and the keyboard finds the next and previous problem", async () => {
    const lint = async (texts: string[]) =>
      texts.map((t) => (t.includes("teh") ? [issue(t.indexOf("teh"), t.indexOf("teh") + 3, "teh")] : []));
    const plugin = checkingPlugin({ visible: (i) => i, lint });
    let state = EditorState.create({ doc: doc(para(text("I saw teh cat.")), para(text("Fine."))), plugins: [plugin] });
    // What the plugin's view does after a pause: lint the missing blocks, then draw them.
    const [found] = await lint(["I saw teh cat."]);
    const decorated = DecorationSet.create(state.doc, []);
    expect(decorated).toBeDefined();
    const from = 1 + found[0].start;
    state = state.apply(
      state.tr.setMeta(checkingKey, {
        decorations: DecorationSet.create(state.doc, [
          (await import("@tiptap/pm/view")).Decoration.inline(from, from + 3, { class: "x" }, { issue: found[0] }),
        ]),
      }),
    );
    expect(problems(state).map((p) => state.doc.textBetween(p.from, p.to))).toEqual(["teh"]);
    state = state.apply(state.tr.insertText("Yesterday ", 1));
    expect(problems(state).map((p) => state.doc.textBetween(p.from, p.to))).toEqual(["teh"]);
    const next = nearbyProblem(state, 1);
    expect(next && state.doc.textBetween(next.from, next.to)).toBe("teh");
    expect(nearbyProblem(state, -1)?.from).toBe(next?.from);
  });
});
