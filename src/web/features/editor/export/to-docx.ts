import type { RichBody } from "@shared/documents";
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  type ParagraphChild,
  TextRun,
} from "docx";
import { blocksOf, type Run } from "./blocks";

const HEADINGS = { 1: HeadingLevel.HEADING_1, 2: HeadingLevel.HEADING_2, 3: HeadingLevel.HEADING_3 } as const;

function children(runs: Run[]): ParagraphChild[] {
  return runs.map((run) => {
    if (run.br) return new TextRun({ break: 1 });
    const text = new TextRun({
      text: run.text,
      bold: run.bold,
      italics: run.italic,
      font: run.code ? "Consolas" : undefined,
      style: run.href ? "Hyperlink" : undefined,
    });
    return run.href ? new ExternalHyperlink({ link: run.href, children: [text] }) : text;
  });
}

/** Word's own list numbering: one bulleted and one numbered definition, three levels deep. */
const numbering = {
  config: [
    {
      reference: "bullets",
      levels: [0, 1, 2].map((level) => ({
        level,
        format: LevelFormat.BULLET,
        text: ["•", "◦", "▪"][level],
        alignment: AlignmentType.LEFT,
        style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
      })),
    },
    {
      reference: "numbers",
      levels: [0, 1, 2].map((level) => ({
        level,
        format: [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN][level],
        text: `%${level + 1}.`,
        alignment: AlignmentType.LEFT,
        style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
      })),
    },
  ],
};

/**
 * A Word document with real structure: Heading 1–3 styles (so Word's navigation pane and table of
 * contents see them), Word lists, bold, italic, links and quotes (Word's Quote style).
 */
export async function docxFromBody(body: RichBody, title: string): Promise<Blob> {
  let list = 0; // each list gets its own numbering instance, so a second numbered list starts at 1
  let previousWasItem = false;
  const paragraphs = blocksOf(body).map((block) => {
    const isItem = block.kind === "item";
    if (isItem && !previousWasItem) list++;
    previousWasItem = isItem;
    switch (block.kind) {
      case "heading":
        return new Paragraph({ heading: HEADINGS[block.level], children: children(block.runs) });
      case "paragraph":
        return new Paragraph({ style: block.quote ? "Quote" : undefined, children: children(block.runs) });
      case "item":
        return new Paragraph({
          numbering: {
            reference: block.ordered ? "numbers" : "bullets",
            level: Math.min(block.depth, 2),
            instance: list,
          },
          children: children(block.runs),
        });
      case "code":
        return new Paragraph({ children: [new TextRun({ text: block.text, font: "Consolas" })] });
      default:
        return new Paragraph({ thematicBreak: true, children: [] });
    }
  });
  const doc = new Document({
    creator: "Quillstack",
    title,
    numbering,
    styles: {
      paragraphStyles: [
        {
          id: "Quote",
          name: "Quote",
          basedOn: "Normal",
          next: "Normal",
          quickFormat: true,
          run: { italics: true, color: "555555" },
          paragraph: {
            indent: { left: 720 },
            border: { left: { style: "single", size: 12, color: "AAAAAA", space: 8 } },
          },
        },
      ],
    },
    sections: [{ children: paragraphs }],
  });
  return Packer.toBlob(doc);
}
