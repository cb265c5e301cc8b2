import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFPage, PDFRawStream } from "pdf-lib";

export type Saved = { name: string; bytes: Buffer; text: string };

/** Opens a result's Download menu, picks the item for `ext` ("txt", "docx", "pdf", "html") and returns the file. */
export async function saveAs(page: Page, ext: string): Promise<Saved> {
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: `(.${ext})` }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  return { name: download.suggestedFilename(), bytes, text: bytes.toString("utf8") };
}

/** Opens the editor's Export menu, picks the item for `ext` ("docx", "md", "pdf", "txt") and returns the file. */
export async function exportAs(page: Page, ext: string): Promise<Saved> {
  await page.getByRole("button", { name: "Export" }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: `(.${ext})` }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  return { name: download.suggestedFilename(), bytes, text: bytes.toString("utf8") };
}

/** The XML of a .docx file's body; throws when the file is not a zip with word/document.xml. */
export function docxXml(bytes: Buffer): string {
  const files = unzipSync(new Uint8Array(bytes));
  if (!files["word/document.xml"]) throw new Error("no word/document.xml in the .docx");
  return strFromU8(files["word/document.xml"]);
}

/** One piece of text drawn on a PDF page, with the font resource and size it was drawn in. */
export type DrawnText = { text: string; font: string; size: number };

/** The text a pdf-lib page draws, in order, read from its (decoded) content stream. */
export function drawnText(page: PDFPage): DrawnText[] {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  let source = "";
  for (const stream of streams) {
    if (stream instanceof PDFRawStream) source += new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
  }
  const drawn: DrawnText[] = [];
  let font = "";
  let size = 0;
  for (const match of source.matchAll(/\/(\S+) ([\d.]+) Tf|<([0-9A-Fa-f]*)> Tj|\((.*?)\) Tj/g)) {
    if (match[1]) {
      font = match[1];
      size = Number(match[2]);
    } else {
      const text = match[3] !== undefined ? Buffer.from(match[3], "hex").toString("latin1") : (match[4] ?? "");
      drawn.push({ text, font, size });
    }
  }
  return drawn;
}

/** The base font (e.g. Helvetica-Bold) behind a page's font resource name. */
export function baseFont(page: PDFPage, resource: string): string {
  const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
  const font = fonts?.lookup(PDFName.of(resource), PDFDict);
  return font?.get(PDFName.of("BaseFont"))?.toString().slice(1) ?? "";
}

export async function loadPdf(bytes: Buffer): Promise<PDFDocument> {
  return PDFDocument.load(new Uint8Array(bytes));
}
