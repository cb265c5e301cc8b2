import type { DownloadFormat, Downloads } from "@shared/tools";
import { ChevronDown, Download, FileCode, FileDown, FileText, FileType, type LucideIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { docxBlob, htmlBlob, saveBlob, textBlob, wordDocBlob } from "~/lib/download";

/** Builds one format's file from the result text; a tool may bring its own (the legal PDF). */
export type BlobMaker = (text: string, title: string) => Blob | Promise<Blob>;

const FORMATS: Record<DownloadFormat, { name: string; icon: LucideIcon; make?: BlobMaker }> = {
  txt: { name: "TXT", icon: FileText, make: textBlob },
  docx: { name: "DOCX", icon: FileDown, make: docxBlob },
  doc: { name: "Word (.doc)", icon: FileDown, make: wordDocBlob },
  html: { name: "HTML", icon: FileCode, make: htmlBlob },
  pdf: { name: "PDF", icon: FileType },
};

export type ResultDownloadsProps = {
  text: string;
  /** The tool's downloads: formats, file name, and buttons or a menu. */
  of: Downloads;
  /** Document title inside .docx, .doc, .html and .pdf files. */
  title: string;
  /** File name without extension, when it is not the tool's (e.g. the long-form writer's URL slug). */
  base?: string;
  /** Makers for formats the generic ones do not cover, or cover differently. */
  makers?: Partial<Record<DownloadFormat, BlobMaker>>;
  disabled?: boolean;
};

/** One button per format, or a menu of them; each saves the current text and toasts 'Downloaded!'. */
export function ResultDownloads({ text, of, title, base = of.base, makers, disabled }: ResultDownloadsProps) {
  const [saving, setSaving] = useState(false);
  const formats = of.formats.filter((f) => makers?.[f] ?? FORMATS[f].make);
  const label = (format: DownloadFormat) => of.labels?.[format] ?? `Download .${format}`;

  const download = async (format: DownloadFormat) => {
    const make = (makers?.[format] ?? FORMATS[format].make)!;
    setSaving(true);
    try {
      saveBlob(await make(text, title), `${base}.${format}`);
      toast.success("Downloaded!", { description: `${of.noun ?? "Result"} saved as ${FORMATS[format].name} file.` });
    } catch {
      toast.error("Error", { description: "Failed to create the file. Please try again." });
    } finally {
      setSaving(false);
    }
  };

  if (of.menu) {
    return (
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild disabled={disabled || saving}>
          <Button variant="outline" size="sm" className="ml-auto gap-1.5 px-2.5" disabled={disabled || saving}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {of.menu}
            <ChevronDown className="h-3.5 w-3.5 opacity-70" aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-44 rounded-lg border border-border bg-card p-1 text-foreground shadow-lg"
          >
            {formats.map((format) => {
              const Icon = FORMATS[format].icon;
              return (
                <DropdownMenu.Item
                  key={format}
                  onSelect={() => void download(format)}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted"
                >
                  <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
                  {label(format)}
                </DropdownMenu.Item>
              );
            })}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    );
  }

  return formats.map((format) => {
    const Icon = FORMATS[format].icon;
    return (
      <Button
        key={format}
        variant="outline"
        size="sm"
        className="gap-1.5 px-2.5"
        onClick={() => void download(format)}
        disabled={disabled || saving}
      >
        <Icon className="h-4 w-4" aria-hidden="true" /> {label(format)}
      </Button>
    );
  });
}
