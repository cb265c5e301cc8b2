import { dictionarySet, withoutDictionaryWords } from "@shared/dictionary";
import { getSchema } from "@tiptap/core";
import { Node } from "@tiptap/pm/model";
import { EditorState } from "@tiptap/pm/state";
import { DecorationSet } from "@tiptap/pm/view";
import { describe, expect, it } from "vitest";
import { editorExtensions } from "../extensions";
import { BlockCache, textBlocks } from "./blocks";
import { type BlockIssue, findingsByText } from "./linter";
import { checkingKey, checkingPlugin, drawBlocks, nearbyProblem, problems } from "./plugin";

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
  const lintOne = (t: string) => (t.includes("teh") ? [issue(t.indexOf("teh"), t.indexOf("teh") + 3, "teh")] : []);
  const underlined = (state: EditorState) => problems(state).map((p) => state.doc.textBetween(p.from, p.to));

  it("are drawn from the cache, follow edits without a new check, and are found from the keyboard", () => {
    const plugin = checkingPlugin({ visible: (i) => i, lint: async () => [] });
    let state = EditorState.create({ doc: doc(para(text("I saw teh cat.")), para(text("Fine."))), plugins: [plugin] });
    const cache = new BlockCache();
    for (const t of cache.missing(textBlocks(state.doc))) cache.set(t, lintOne(t));
    const drawn = drawBlocks(state.doc, DecorationSet.empty, cache, (i) => i);
    state = state.apply(state.tr.setMeta(checkingKey, { decorations: drawn }));
    expect(underlined(state)).toEqual(["teh"]);

    state = state.apply(state.tr.insertText("Yesterday ", 1));
    expect(underlined(state)).toEqual(["teh"]);
    const next = nearbyProblem(state, 1);
    expect(next && state.doc.textBetween(next.from, next.to)).toBe("teh");
    expect(nearbyProblem(state, -1)?.from).toBe(next?.from);
  });

  it("never draw a result on a block whose text changed while it was being checked", () => {
    const plugin = checkingPlugin({ visible: (i) => i, lint: async () => [] });
    let state = EditorState.create({ doc: doc(para(text("I saw teh cat."))), plugins: [plugin] });
    const cache = new BlockCache();
    cache.set("I saw teh cat.", lintOne("I saw teh cat."));
    state = state.apply(
      state.tr.setMeta(checkingKey, { decorations: drawBlocks(state.doc, DecorationSet.empty, cache, (i) => i) }),
    );
    // The block is being relinted for "I saw teh dog." when the user types again: the result is
    // cached by the text it was for, and the block now reads differently.
    state = state.apply(state.tr.insertText("dog", 11, 14));
    cache.set("I saw teh dog.", []);
    state = state.apply(state.tr.insertText("Now ", 1));
    const current = checkingKey.getState(state)!.decorations;
    state = state.apply(
      state.tr.setMeta(checkingKey, { decorations: drawBlocks(state.doc, current, cache, (i) => i) }),
    );
    expect(state.doc.textContent).toBe("Now I saw teh dog.");
    // Not the empty result for the old text: the moved underline stays until this text is checked.
    expect(underlined(state)).toEqual(["teh"]);
    expect(cache.missing(textBlocks(state.doc))).toEqual(["Now I saw teh dog."]);
  });

  it("leave out what the filter hides (dictionary words, dismissed problems)", () => {
    let state = EditorState.create({
      doc: doc(para(text("I saw teh cat."))),
      plugins: [checkingPlugin({ visible: (i) => i })],
    });
    const cache = new BlockCache();
    cache.set("I saw teh cat.", lintOne("I saw teh cat."));
    const hidden = drawBlocks(state.doc, DecorationSet.empty, cache, (found) =>
      withoutDictionaryWords(found, dictionarySet(["TEH"])),
    );
    state = state.apply(state.tr.setMeta(checkingKey, { decorations: hidden }));
    expect(underlined(state)).toEqual([]);
  });
});

describe("the server's findings while the browser's rules load", () => {
  it("go back to the paragraph they were found in, offsets into it; one across a break is left out", () => {
    const texts = ["I saw teh cat.", "We recieve mail.", "Fine."];
    const joined = texts.join("\n\n");
    const at = (t: string) => joined.indexOf(t);
    const found = [
      { ...issue(at("recieve"), at("recieve") + 7, "recieve"), suggestion: "receive" },
      issue(at("teh"), at("teh") + 3, "teh"),
      issue(at("cat."), at("We") + 2, "cat.\n\nWe", "grammar"),
      { ...issue(at("Fine"), at("Fine") + 4, "Fine", "style"), suggestion: "" },
    ];
    const [first, second, third] = findingsByText(texts, found);
    expect(first.map((i) => [texts[0].slice(i.start, i.end), i.suggestions])).toEqual([["teh", ["the"]]]);
    expect(second.map((i) => [texts[1].slice(i.start, i.end), i.suggestions])).toEqual([["recieve", ["receive"]]]);
    // No fix and not a removal: nothing to accept.
    expect(third.map((i) => [texts[2].slice(i.start, i.end), i.suggestions])).toEqual([["Fine", []]]);
  });
});
