import { type LineStyle, pdfBlob } from "~/lib/pdf";
import { isClauseHeading, titleLineIndex } from "./highlight";

const lines = (text: string) => text.split(/\r\n|\r|\n/);

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Each line's role: the title first line, clause headings, and the clauses' text. */
function styles(text: string): LineStyle[] {
  const all = lines(text);
  const title = titleLineIndex(all);
  return all.map((line, i) => (i === title ? "title" : isClauseHeading(line) ? "heading" : "body"));
}

const TAGS: Record<LineStyle, string> = { title: "h1", heading: "h2", body: "p" };

/** A standalone, printable HTML page: the title as <h1>, headings as <h2>, everything else as paragraphs. */
export function legalHtml(text: string, title: string): Blob {
  const roles = styles(text);
  const body = lines(text)
    .map((line, i) => ({ line, tag: TAGS[roles[i]] }))
    .filter(({ line }) => line.trim() !== "")
    .map(({ line, tag }) => `<${tag}>${escapeHtml(tag === "p" ? line : line.trim())}</${tag}>`)
    .join("\n");
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:Georgia,"Times New Roman",serif;max-width:46rem;margin:3rem auto;padding:0 1.5rem;line-height:1.6;color:#1a1a1f}
h1{font-size:1.5rem;text-align:center;margin:0 0 1.5rem}
h2{font-size:1.05rem;margin:1.6rem 0 .4rem}
p{margin:.35rem 0;white-space:pre-wrap}
</style>
</head>
<body>
${body}
</body>
</html>
`;
  return new Blob([html], { type: "text/html;charset=utf-8" });
}

/** A real Word document: the title and clause headings as Word headings, the clauses as body text. */
export async function legalDocx(text: string, title: string): Promise<Blob> {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } = await import("docx");
  const roles = styles(text);
  const doc = new Document({
    creator: "Quillstack",
    title,
    styles: { default: { document: { run: { font: "Times New Roman", size: 24 } } } },
    sections: [
      {
        children: lines(text).map((line, i) => {
          if (roles[i] === "title") {
            return new Paragraph({
              heading: HeadingLevel.TITLE,
              alignment: AlignmentType.CENTER,
              spacing: { after: 240 },
              children: [new TextRun({ text: line.trim(), bold: true, size: 34 })],
            });
          }
          const heading = roles[i] === "heading";
          return new Paragraph({
            heading: heading ? HeadingLevel.HEADING_2 : undefined,
            spacing: heading ? { before: 240, after: 80 } : { after: 80 },
            children: [new TextRun({ text: line, bold: heading })],
          });
        }),
      },
    ],
  });
  return Packer.toBlob(doc);
}

export function legalPdf(text: string, title: string): Promise<Blob> {
  const roles = styles(text);
  return pdfBlob(text, { title, styleOf: (_, i) => roles[i] });
}
