import { type DownloadFormat, type Downloads, downloadFormats } from "@shared/tools";
import { ChevronDown, Download, FileCode, FileDown, FileText, FileType, type LucideIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { docxBlob, htmlBlob, saveBlob, textBlob } from "~/lib/download";
import { pdfBlob } from "~/lib/pdf";

/** Builds one format's file from the result text; a tool may bring its own (the legal PDF). */
export type BlobMaker = (text: string, title: string) => Blob | Promise<Blob>;

const FORMATS: Record<DownloadFormat, { name: string; label: string; icon: LucideIcon; make: BlobMaker }> = {
  txt: { name: "TXT", label: "Plain text (.txt)", icon: FileText, make: textBlob },
  docx: { name: "DOCX", label: "Word (.docx)", icon: FileDown, make: docxBlob },
  pdf: { name: "PDF", label: "PDF (.pdf)", icon: FileType, make: (text, title) => pdfBlob(text, { title }) },
  html: { name: "HTML", label: "HTML (.html)", icon: FileCode, make: htmlBlob },
};

export type ResultDownloadsProps = {
  text: string;
  /** The tool's downloads: file name, its formats beyond the standard ones. */
  of: Downloads;
  /** Document title inside .docx, .html and .pdf files. */
  title: string;
  /** File name without extension, when it is not the tool's (e.g. the long-form writer's URL slug). */
  base?: string;
  /** Makers for formats the generic ones cover differently (the legal draft's headings). */
  makers?: Partial<Record<DownloadFormat, BlobMaker>>;
  disabled?: boolean;
};

/**
 * The one Download menu of every text result: .txt, .docx and .pdf (and a tool's extra formats),
 * each saving the current text and toasting 'Downloaded!'. The Word and PDF libraries load only
 * when one of those is picked.
 */
export function ResultDownloads({ text, of, title, base = of.base, makers, disabled }: ResultDownloadsProps) {
  const [saving, setSaving] = useState(false);

  const download = async (format: DownloadFormat) => {
    const make = makers?.[format] ?? FORMATS[format].make;
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

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild disabled={disabled || saving}>
        <Button variant="outline" size="sm" className="ml-auto gap-1.5 px-2.5" disabled={disabled || saving}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Download
          <ChevronDown className="h-3.5 w-3.5 opacity-70" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-border bg-card p-1 text-foreground shadow-lg"
        >
          {downloadFormats(of).map((format) => {
            const Icon = FORMATS[format].icon;
            return (
              <DropdownMenu.Item
                key={format}
                onSelect={() => void download(format)}
                className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted"
              >
                <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
                {FORMATS[format].label}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
