import type { RichBody } from "@shared/documents";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { numberPages } from "~/lib/pdf";
import { type Block, blocksOf, type Run, textOfRuns } from "./blocks";
import { fontkitForPdfLib } from "./fontkit-for-pdf-lib";
import { type FontName, fontBytes, scriptFontsFor } from "./fonts";

const [WIDTH, HEIGHT] = [595.28, 841.89]; // A4
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const LINK = rgb(0.1, 0.3, 0.75);
const SIZES = { 1: 20, 2: 16, 3: 13.5, body: 11 } as const;

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; script: PDFFont[] };
type Piece = { text: string; font: PDFFont; size: number; color: ReturnType<typeof rgb>; width: number };

/** Splits a run into pieces each drawn in one font: the style's Latin face, else a script font that has the glyph. */
function piecesOf(run: Run, fonts: Fonts, size: number, bold: boolean): Piece[] {
  const latin = bold || run.bold ? fonts.bold : run.italic ? fonts.italic : fonts.regular;
  const sets = new Map<PDFFont, Set<number>>();
  const has = (font: PDFFont, cp: number) => {
    let set = sets.get(font);
    if (!set) {
      set = new Set(font.getCharacterSet());
      sets.set(font, set);
    }
    return set.has(cp);
  };
  const fontFor = (ch: string) => {
    const cp = ch.codePointAt(0) ?? 0;
    if (/\s/u.test(ch) || has(latin, cp)) return latin;
    return fonts.script.find((font) => has(font, cp)) ?? latin;
  };
  const pieces: Piece[] = [];
  for (const ch of run.text) {
    const font = fontFor(ch);
    const last = pieces.at(-1);
    if (last && last.font === font) last.text += ch;
    else pieces.push({ text: ch, font, size, color: run.href ? LINK : INK, width: 0 });
  }
  for (const p of pieces) p.width = p.font.widthOfTextAtSize(p.text, size);
  return pieces;
}

/** Lines of pieces no wider than `max`, broken at spaces (and anywhere in a word wider than a line). */
function wrap(pieces: Piece[], max: number): Piece[][] {
  // Words: pieces cut at spaces, each space kept at the end of the word before it.
  const words: Piece[][] = [[]];
  for (const p of pieces) {
    for (const part of p.text.split(/(?<=\s)/u)) {
      if (!part) continue;
      const piece = { ...p, text: part, width: p.font.widthOfTextAtSize(part, p.size) };
      words.at(-1)!.push(piece);
      if (/\s$/u.test(part)) words.push([]);
    }
  }
  const lines: Piece[][] = [[]];
  let width = 0;
  for (const word of words) {
    const w = word.reduce((sum, p) => sum + p.width, 0);
    if (width + w > max && lines.at(-1)!.length) {
      lines.push([]);
      width = 0;
    }
    lines.at(-1)!.push(...word);
    width += w;
  }
  return lines;
}

/**
 * A PDF of the document with its structure: headings, bulleted and numbered lists, quotes, bold and
 * italic, in Noto Sans with every script's text kept (Latin, Cyrillic, Greek, Arabic, Chinese and
 * Japanese), the fonts subset into the file (by fontkit 2: see ./fontkit-for-pdf-lib.ts). `pdf-lib`,
 * fontkit and the fonts load only here.
 */
export async function pdfFromBody(body: RichBody, title: string): Promise<Blob> {
  const blocks = blocksOf(body);
  const all = blocks.map((b) => ("runs" in b ? textOfRuns(b.runs) : b.kind === "code" ? b.text : "")).join("\n");
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkitForPdfLib);
  doc.setTitle(title);
  doc.setCreator("Quillstack");
  doc.setProducer("Quillstack");
  const embed = async (name: FontName) => doc.embedFont(await fontBytes(name), { subset: true });
  const [regular, bold, italic, ...script] = await Promise.all(
    (["regular", "bold", "italic", ...scriptFontsFor(all)] as FontName[]).map(embed),
  );
  const fonts: Fonts = { regular, bold, italic, script };

  let page: PDFPage = doc.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const needs = (height: number) => {
    if (y - height < MARGIN + 20) {
      page = doc.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN;
    }
  };

  const draw = (block: Block) => {
    if (block.kind === "rule") {
      needs(12);
      page.drawLine({
        start: { x: MARGIN, y: y - 6 },
        end: { x: WIDTH - MARGIN, y: y - 6 },
        color: rgb(0.7, 0.7, 0.7),
      });
      y -= 14;
      return;
    }
    const heading = block.kind === "heading";
    const size = heading ? SIZES[block.level] : SIZES.body;
    const leading = size * 1.4;
    const quote = "quote" in block && block.quote;
    let indent = quote ? 18 : 0;
    let marker = "";
    if (block.kind === "item") {
      indent += 18 * (block.depth + 1);
      marker = block.ordered ? `${block.number}.` : "•";
    }
    const runs: Run[] = block.kind === "code" ? [{ text: block.text, code: true }] : block.runs;
    // Line breaks inside a paragraph start new lines; each part wraps on its own.
    const parts: Run[][] = [[]];
    for (const run of runs) {
      if (run.br) parts.push([]);
      else parts.at(-1)!.push(run);
    }
    y -= heading ? size * 0.6 : 0;
    parts.forEach((part, partIndex) => {
      const pieces = part.flatMap((run) => piecesOf(run, fonts, size, heading));
      for (const [lineIndex, line] of wrap(pieces, WIDTH - MARGIN * 2 - indent).entries()) {
        needs(leading);
        const baseline = y - size;
        if (marker && partIndex === 0 && lineIndex === 0) {
          const w = regular.widthOfTextAtSize(marker, size);
          page.drawText(marker, { x: MARGIN + indent - 6 - w, y: baseline, size, font: regular, color: INK });
        }
        if (quote) {
          page.drawRectangle({
            x: MARGIN + 4,
            y: y - leading + 2,
            width: 2,
            height: leading,
            color: rgb(0.7, 0.7, 0.7),
          });
        }
        let x = MARGIN + indent;
        for (const p of line) {
          if (p.text.trim()) page.drawText(p.text, { x, y: baseline, size: p.size, font: p.font, color: p.color });
          x += p.width;
        }
        y -= leading;
      }
    });
    y -= block.kind === "item" ? 2 : size * 0.6;
  };
  for (const block of blocks) draw(block);

  numberPages(doc, regular, rgb(0.45, 0.45, 0.5), { width: WIDTH, margin: MARGIN });
  const bytes = await doc.save();
  return new Blob([bytes as BlobPart], { type: "application/pdf" });
}
