import * as fontkit from "fontkit";
import type { PDFDocument } from "pdf-lib";

/**
 * fontkit 2, the maintained font engine (pdfkit's), in the shape pdf-lib 1.17 asks for. pdf-lib's
 * own fork, `@pdf-lib/fontkit` 1.1, wrote subset TrueType glyphs that viewers could not draw (blank
 * letters in Chromium, poppler and MuPDF: docs/decisions/0051-pdf-fonts-fontkit-2.md). The one
 * difference pdf-lib meets: a subset's bytes come from `encode()` now, where pdf-lib listens to the
 * events of fontkit 1's `encodeStream()`.
 */
type Subset = { encode(): Uint8Array; encodeStream?: () => Events };
type Events = { on(event: string, listener: (value?: Uint8Array) => void): Events };

function streamOf(subset: Subset): Events {
  const listeners = new Map<string, (value?: Uint8Array) => void>();
  const events: Events = {
    on(event, listener) {
      listeners.set(event, listener);
      return events;
    },
  };
  // pdf-lib attaches its listeners right after the call; the bytes follow once it has.
  queueMicrotask(() => {
    try {
      listeners.get("data")?.(subset.encode());
      listeners.get("end")?.();
    } catch (error) {
      listeners.get("error")?.(error as Uint8Array);
    }
  });
  return events;
}

export const fontkitForPdfLib = {
  create(bytes: Uint8Array, postscriptName?: string) {
    const font = fontkit.create(bytes as Buffer, postscriptName) as unknown as { createSubset(): Subset };
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      subset.encodeStream = () => streamOf(subset);
      return subset;
    };
    return font;
  },
} as unknown as Parameters<PDFDocument["registerFontkit"]>[0];
