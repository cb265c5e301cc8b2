import { describe, expect, it } from "vitest";
import { toMarkdown } from "./to-markdown";

const text = (t: string, marks?: { type: string; attrs?: Record<string, unknown> }[]) => ({
  type: "text",
  text: t,
  marks,
});
const para = (...content: unknown[]) => ({ type: "paragraph", content });
const item = (...content: unknown[]) => ({ type: "listItem", content });

describe("Markdown export", () => {
  it("writes headings, lists, quotes, links, bold and italic", () => {
    const body = {
      type: "doc" as const,
      content: [
        { type: "heading", attrs: { level: 1 }, content: [text("Title")] },
        para(
          text("Some "),
          text("bold", [{ type: "bold" }]),
          text(" and "),
          text("slanted ", [{ type: "italic" }]),
          text("text."),
        ),
        {
          type: "bulletList",
          content: [
            item(para(text("one"))),
            item(para(text("two")), { type: "bulletList", content: [item(para(text("deep")))] }),
          ],
        },
        { type: "orderedList", attrs: { start: 3 }, content: [item(para(text("third"))), item(para(text("fourth")))] },
        { type: "blockquote", content: [para(text("Quoted"))] },
        para(text("a link", [{ type: "link", attrs: { href: "https://example.com/a(b)" } }])),
      ],
    };
    expect(toMarkdown(body)).toBe(
      [
        "# Title",
        "",
        "Some **bold** and *slanted* text.",
        "",
        "- one",
        "- two",
        "   - deep",
        "3. third",
        "4. fourth",
        "",
        "> Quoted",
        "",
        "[a link](https://example.com/a%28b%29)",
        "",
      ].join("\n"),
    );
  });

  it("escapes what Markdown would read as formatting", () => {
    const body = { type: "doc" as const, content: [para(text("# not a heading, 2*3*4 and [x]"))] };
    expect(toMarkdown(body)).toBe("\\# not a heading, 2\\*3\\*4 and \\[x\\]\n");
  });

  it("keeps line breaks inside a paragraph", () => {
    const body = { type: "doc" as const, content: [para(text("one"), { type: "hardBreak" }, text("two"))] };
    expect(toMarkdown(body)).toBe("one  \ntwo\n");
  });
});
