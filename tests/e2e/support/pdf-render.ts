import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/*
 * A PDF as a reader sees it: its pages drawn by poppler (`pdftoppm`, Debian's poppler-utils) and
 * read back by OCR (`tesseract`, Debian's tesseract-ocr). Reading a PDF's text layer says what the
 * file claims to show; a page drawn with blank glyphs passes that and fails this.
 */

function inTempDir<T>(bytes: Buffer, work: (dir: string, file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "qs-pdf-"));
  try {
    const file = join(dir, "doc.pdf");
    writeFileSync(file, bytes);
    return work(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The words OCR reads on every page, drawn at 200 dpi in grey, page after page, lower-cased. */
export function ocrWords(bytes: Buffer): { pages: number; words: string[] } {
  return inTempDir(bytes, (dir, file) => {
    execFileSync("pdftoppm", ["-r", "200", "-gray", "-png", file, join(dir, "page")]);
    const pages = readdirSync(dir)
      .filter((name) => name.startsWith("page"))
      .sort();
    const text = pages
      .map((page) => execFileSync("tesseract", [join(dir, page), "-", "-l", "eng"], { stdio: "pipe" }).toString())
      .join("\n");
    return { pages: pages.length, words: wordsOf(text) };
  });
}

/** Lower-case words of letters and digits (punctuation dropped), as OCR and the source are compared. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
}

/** The share of `source`'s words that `read` holds, each read word matching at most one source word. */
export function wordRecall(source: string[], read: string[]): number {
  const left = new Map<string, number>();
  for (const word of read) left.set(word, (left.get(word) ?? 0) + 1);
  let found = 0;
  for (const word of source) {
    const n = left.get(word) ?? 0;
    if (n > 0) {
      found++;
      left.set(word, n - 1);
    }
  }
  return found / source.length;
}

type Box = { page: number; word: string; x: number; y: number; width: number; height: number };

/** Each word of the text layer with its page and box in points (`pdftotext -bbox`). */
function wordBoxes(dir: string, file: string): Box[] {
  execFileSync("pdftotext", ["-bbox", file, join(dir, "boxes.html")]);
  const html = readFileSync(join(dir, "boxes.html"), "utf8");
  const boxes: Box[] = [];
  html.split("<page ").forEach((page, index) => {
    for (const m of page.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    )) {
      const [x, y, xMax, yMax] = m.slice(1, 5).map(Number);
      boxes.push({ page: index, word: m[5], x, y, width: xMax - x, height: yMax - y });
    }
  });
  return boxes;
}

/** The share of dark pixels in a box of a page drawn at 144 dpi (a binary PGM from pdftoppm). */
function inkIn(dir: string, file: string, box: Box): number {
  const scale = 2; // 144 dpi over the 72 points per inch of the box
  const out = join(dir, "crop");
  execFileSync("pdftoppm", [
    ...["-f", String(box.page), "-l", String(box.page), "-r", "144", "-gray", "-singlefile"],
    ...["-x", String(Math.floor(box.x * scale)), "-y", String(Math.floor(box.y * scale))],
    ...["-W", String(Math.ceil(box.width * scale)), "-H", String(Math.ceil(box.height * scale))],
    file,
    out,
  ]);
  const pgm = readFileSync(`${out}.pgm`);
  // "P5\n<width> <height>\n255\n" then one byte per pixel.
  const header = pgm.toString("latin1", 0, 40).match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error("pdftoppm did not write a binary PGM");
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const value of pixels) if (value < 128) dark++;
  return dark / pixels.length;
}

/**
 * For each word of the text layer that `matches`, the share of its box that is drawn in ink: a word
 * whose glyphs are blank, or drawn elsewhere, has next to none.
 */
export function inkOfWords(bytes: Buffer, matches: (word: string) => boolean): { word: string; ink: number }[] {
  return inTempDir(bytes, (dir, file) =>
    wordBoxes(dir, file)
      .filter((box) => matches(box.word))
      .map((box) => ({ word: box.word, ink: inkIn(dir, file, box) })),
  );
}
