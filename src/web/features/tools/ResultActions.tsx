import { Copy, FileCode, FileDown, FileText } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { docxBlob, htmlBlob, saveBlob, textBlob, wordDocBlob } from "~/lib/download";
import type { DownloadFormat } from "../../../shared/tool-spec";

/** Copies `text`; the toast says 'Copied!' with an optional description (tone adjuster has its own). */
export function CopyButton({
  text,
  disabled,
  description,
  label = "Copy",
}: {
  text: string;
  disabled?: boolean;
  description?: string;
  label?: string;
}) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Copied!", description ? { description } : undefined);
    } catch {
      toast.error("Error", { description: "Failed to copy content." });
    }
  };
  return (
    <Button variant="outline" size="sm" className="gap-1.5 px-2.5" onClick={copy} disabled={disabled}>
      <Copy className="h-4 w-4" aria-hidden="true" /> {label}
    </Button>
  );
}

/** The generic screen handles these; PDF is the legal screen's own export. */
export type GenericFormat = Exclude<DownloadFormat, "pdf">;

const FORMATS: Record<GenericFormat, { label: string; name: string; icon: typeof FileText }> = {
  txt: { label: "Download .txt", name: "TXT", icon: FileText },
  docx: { label: "Download .docx", name: "DOCX", icon: FileDown },
  doc: { label: "Download .doc", name: "Word (.doc)", icon: FileDown },
  html: { label: "Download .html", name: "HTML", icon: FileCode },
};

async function blobFor(format: GenericFormat, text: string, title: string): Promise<Blob> {
  switch (format) {
    case "txt":
      return textBlob(text);
    case "docx":
      return docxBlob(text, title);
    case "doc":
      return wordDocBlob(text, title);
    case "html":
      return htmlBlob(text, title);
  }
}

type DownloadButtonsProps = {
  text: string;
  /** File name without extension: files are saved as `${base}.${ext}`. */
  base: string;
  /** Document title inside .docx, .doc and .html files. */
  title: string;
  formats: DownloadFormat[];
  disabled?: boolean;
  /** Toast description per format; defaults to 'Result saved as TXT file.' and so on. */
  savedMessage?: (format: GenericFormat) => string;
  /** Button label per format, e.g. 'Download TXT'. */
  labels?: Partial<Record<GenericFormat, string>>;
};

/** One button per download format of a tool's spec (PDF excluded), each toasting 'Downloaded!'. */
export function DownloadButtons({ text, base, title, formats, disabled, savedMessage, labels }: DownloadButtonsProps) {
  const [saving, setSaving] = useState<GenericFormat | null>(null);
  const shown = formats.filter((f): f is GenericFormat => f !== "pdf");

  const download = async (format: GenericFormat) => {
    setSaving(format);
    try {
      saveBlob(await blobFor(format, text, title), `${base}.${format}`);
      toast.success("Downloaded!", {
        description: savedMessage?.(format) ?? `Result saved as ${FORMATS[format].name} file.`,
      });
    } catch {
      toast.error("Error", { description: "Failed to create the file. Please try again." });
    } finally {
      setSaving(null);
    }
  };

  return shown.map((format) => {
    const { label, icon: Icon } = FORMATS[format];
    return (
      <Button
        key={format}
        variant="outline"
        size="sm"
        className="gap-1.5 px-2.5"
        onClick={() => void download(format)}
        disabled={disabled || saving !== null}
      >
        <Icon className="h-4 w-4" aria-hidden="true" /> {labels?.[format] ?? label}
      </Button>
    );
  });
}
