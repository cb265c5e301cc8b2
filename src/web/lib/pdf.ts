import type { Color, PDFDocument, PDFFont } from "pdf-lib";

/** "Page n of m" at the foot of every page, right-aligned in the margin (the tools' and the editor's PDFs). */
export function numberPages(doc: PDFDocument, font: PDFFont, color: Color, page: { width: number; margin: number }) {
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const label = `Page ${i + 1} of ${pages.length}`;
    p.drawText(label, {
      x: page.width - page.margin - font.widthOfTextAtSize(label, 9),
      y: page.margin / 2,
      size: 9,
      font,
      color,
    });
  });
}

/** How a line is set: a document title (large, centred), a heading (bold), or body text. */
export type LineStyle = "title" | "heading" | "body";

const STYLES: Record<LineStyle, { size: number; leading: number; bold: boolean; before: number }> = {
  title: { size: 17, leading: 22, bold: true, before: 0 },
  heading: { size: 12.5, leading: 17, bold: true, before: 6 },
  body: { size: 11, leading: 15, bold: false, before: 0 },
};

/**
 * A real PDF (A4, Helvetica, wrapped lines, page numbers) from plain text; `pdf-lib` is loaded only
 * when someone asks for one. Characters the standard fonts cannot draw are transliterated or replaced.
 * `styleOf` picks each line's style (default: all body text).
 */
export async function pdfBlob(
  text: string,
  opts: { title: string; styleOf?: (line: string, index: number) => LineStyle } = { title: "Document" },
): Promise<Blob> {
  const { PDFDocument, StandardFonts, rgb } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  doc.setTitle(opts.title);
  doc.setCreator("Quillstack");
  doc.setProducer("Quillstack");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const drawable = new Set(regular.getCharacterSet());

  const clean = (line: string) =>
    [...line.replace(/\t/g, "    ")]
      .map((ch) => {
        if (drawable.has(ch.codePointAt(0) ?? 0)) return ch;
        const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
        return [...plain].every((c) => drawable.has(c.codePointAt(0) ?? 0)) ? plain : "?";
      })
      .join("");

  const [width, height] = [595.28, 841.89];
  const margin = 56;
  const leading = STYLES.body.leading;
  const maxWidth = width - margin * 2;
  let page = doc.addPage([width, height]);
  let y = height - margin;

  const newPageIfNeeded = (needed: number) => {
    if (y - needed < margin + 20) {
      page = doc.addPage([width, height]);
      y = height - margin;
    }
  };

  const wrap = (line: string, font: typeof regular, fontSize: number): string[] => {
    const fits = (s: string) => font.widthOfTextAtSize(s, fontSize) <= maxWidth;
    const out: string[] = [];
    let current = "";
    for (const word of line.split(/(?<=\s)/)) {
      if (fits(current + word)) {
        current += word;
        continue;
      }
      if (current) out.push(current.trimEnd());
      // A word wider than the page is split by characters.
      current = "";
      for (const ch of word) {
        if (current && !fits(current + ch)) {
          out.push(current);
          current = "";
        }
        current += ch;
      }
    }
    out.push(current.trimEnd());
    return out;
  };

  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const line = clean(raw);
    if (line.trim() === "") {
      y -= leading * 0.6;
      continue;
    }
    const style = STYLES[opts.styleOf?.(line, index) ?? "body"];
    const font = style.bold ? bold : regular;
    y -= style.before;
    for (const part of wrap(line, font, style.size)) {
      newPageIfNeeded(style.leading);
      // A title is centred; everything else starts at the margin.
      const x = style === STYLES.title ? (width - font.widthOfTextAtSize(part, style.size)) / 2 : margin;
      page.drawText(part, { x, y: y - style.size, size: style.size, font, color: rgb(0.1, 0.1, 0.12) });
      y -= style.leading;
    }
    if (style === STYLES.title) y -= leading * 0.6;
  }

  numberPages(doc, regular, rgb(0.45, 0.45, 0.5), { width, margin });
  const bytes = await doc.save();
  return new Blob([bytes as BlobPart], { type: "application/pdf" });
}
