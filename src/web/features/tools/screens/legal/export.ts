import { pdfBlob } from "~/lib/pdf";
import { isClauseHeading } from "./highlight";

const lines = (text: string) => text.split(/\r\n|\r|\n/);

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A standalone, printable HTML page: headings as <h2>, everything else as paragraphs. */
export function legalHtml(text: string, title: string): Blob {
  const body = lines(text)
    .filter((line) => line.trim() !== "")
    .map((line) => (isClauseHeading(line) ? `<h2>${escapeHtml(line.trim())}</h2>` : `<p>${escapeHtml(line)}</p>`))
    .join("\n");
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:Georgia,"Times New Roman",serif;max-width:46rem;margin:3rem auto;padding:0 1.5rem;line-height:1.6;color:#1a1a1f}
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

/** A real Word document with clause headings in bold. */
export async function legalDocx(text: string, title: string): Promise<Blob> {
  const { Document, Packer, Paragraph, TextRun } = await import("docx");
  const doc = new Document({
    creator: "Quillstack",
    title,
    styles: { default: { document: { run: { font: "Times New Roman", size: 24 } } } },
    sections: [
      {
        children: lines(text).map((line) => {
          const heading = isClauseHeading(line);
          return new Paragraph({
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
  return pdfBlob(text, { title, isHeading: isClauseHeading });
}
