import { decodePDFRawStream, PDFArray, PDFDict, type PDFDocument, PDFName, PDFRawStream, PDFRef } from "pdf-lib";

/** The decoded bytes of a stream object, as latin1 text. */
function streamText(stream: unknown): string {
  if (!(stream instanceof PDFRawStream)) return "";
  return new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
}

/** A font's ToUnicode CMap as a map from a glyph code (hex) to its text. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of section[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(code.toUpperCase(), utf16(text));
    }
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, text] of section[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const start = Number.parseInt(lo, 16);
      const base = Number.parseInt(text, 16);
      for (let c = start; c <= Number.parseInt(hi, 16); c++) {
        map.set(c.toString(16).toUpperCase().padStart(lo.length, "0"), String.fromCodePoint(base + c - start));
      }
    }
  }
  return map;
}

/**
 * The text a PDF shows, page after page, as a reader would copy it: each drawn string's glyph codes
 * mapped back to characters through its font's ToUnicode CMap (how an embedded TrueType font's text
 * is read), or taken as is for a standard font. Strings drawn on one line are joined.
 */
export function pdfText(doc: PDFDocument): string {
  let out = "";
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    const maps = new Map<string, Map<string, string> | null>();
    const mapOf = (resource: string) => {
      if (!maps.has(resource)) {
        const font = fonts?.lookup(PDFName.of(resource), PDFDict);
        const ref = font?.get(PDFName.of("ToUnicode"));
        maps.set(resource, ref instanceof PDFRef ? toUnicode(streamText(doc.context.lookup(ref))) : null);
      }
      return maps.get(resource) ?? null;
    };
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const source = streams.map(streamText).join("\n");
    let font = "";
    let lastY: string | null = null;
    for (const m of source.matchAll(/\/(\S+) [\d.]+ Tf|([\d.-]+) ([\d.-]+) Td|<([0-9A-Fa-f]*)> Tj|\((.*?)\) Tj/g)) {
      if (m[1]) font = m[1];
      else if (m[3] !== undefined) {
        if (lastY !== null && m[3] !== lastY) out += "\n";
        lastY = m[3];
      } else if (m[4] !== undefined) {
        const map = mapOf(font);
        out += map
          ? (m[4].toUpperCase().match(/.{4}/g) ?? []).map((code) => map.get(code) ?? "\uFFFD").join("")
          : Buffer.from(m[4], "hex").toString("latin1");
      } else out += m[5] ?? "";
    }
    out += "\n";
  }
  return out;
}
