/** Saves a blob under `filename` through a temporary link, as a click on a download link would. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function textBlob(text: string): Blob {
  return new Blob([text], { type: "text/plain;charset=utf-8" });
}

/** A real Word document (one paragraph per line); `docx` is loaded only when someone asks for one. */
export async function docxBlob(text: string, title: string): Promise<Blob> {
  const { Document, Packer, Paragraph, TextRun } = await import("docx");
  const doc = new Document({
    creator: "Quillstack",
    title,
    sections: [
      {
        children: text.split(/\r\n|\r|\n/).map((line) => new Paragraph({ children: [new TextRun(line)] })),
      },
    ],
  });
  return Packer.toBlob(doc);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A standalone HTML document, one paragraph per line of text. */
export function htmlDocument(text: string, title: string): string {
  const body = text
    .split(/\r\n|\r|\n/)
    .map((line) => (line.trim() ? `<p>${escapeHtml(line)}</p>` : "<p>&nbsp;</p>"))
    .join("\n");
  return `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>\n${body}\n</body></html>\n`;
}

export function htmlBlob(text: string, title: string): Blob {
  return new Blob([htmlDocument(text, title)], { type: "text/html;charset=utf-8" });
}
