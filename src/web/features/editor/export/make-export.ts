import type { RichBody } from "@shared/documents";
import { saveBlob, textBlob } from "~/lib/download";
import { toMarkdown } from "./to-markdown";

export type ExportFormat = "docx" | "pdf" | "md" | "txt";

/** Makes the file of one format and saves it; Word's and the PDF's libraries load only for their format. */
export async function exportDocument(
  format: ExportFormat,
  doc: { body: RichBody; text: string; title: string; base: string },
): Promise<void> {
  let blob: Blob;
  if (format === "docx") blob = await (await import("./to-docx")).docxFromBody(doc.body, doc.title);
  else if (format === "pdf") blob = await (await import("./to-pdf")).pdfFromBody(doc.body, doc.title);
  else if (format === "md") blob = new Blob([toMarkdown(doc.body)], { type: "text/markdown;charset=utf-8" });
  else blob = textBlob(doc.text);
  saveBlob(blob, `${doc.base}.${format}`);
}
