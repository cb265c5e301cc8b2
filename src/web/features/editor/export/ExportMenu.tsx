import type { RichBody } from "@shared/documents";
import type { Editor } from "@tiptap/core";
import { ChevronDown, Download, FileCode, FileDown, FileText, FileType, type LucideIcon } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { withKeys } from "../shortcuts";
import { plainText } from "../WritingEditor";
import type { ExportFormat } from "./make-export";

const FORMATS: { format: ExportFormat; label: string; icon: LucideIcon }[] = [
  { format: "docx", label: "Word (.docx)", icon: FileDown },
  { format: "pdf", label: "PDF (.pdf)", icon: FileType },
  { format: "md", label: "Markdown (.md)", icon: FileCode },
  { format: "txt", label: "Plain text (.txt)", icon: FileText },
];

/** A file name from a title: letters, digits and dashes. */
export function fileBase(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .toLowerCase() || "document"
  );
}

/**
 * The editor's Export menu (Mod+Shift+E): the document as it is in the editor, with its headings,
 * lists, quotes and links, as .docx, .pdf, .md or .txt. The export code loads on the first pick.
 */
export function ExportMenu({ editor, title }: { editor: Editor; title: string }) {
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.shiftKey && event.key.toLowerCase() === "e") {
        event.preventDefault();
        trigger.current?.focus();
        setOpen(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    try {
      const { exportDocument } = await import("./make-export");
      await exportDocument(format, {
        body: editor.getJSON() as RichBody,
        text: plainText(editor),
        title,
        base: fileBase(title),
      });
      toast.success("Exported", { description: `Saved as ${format.toUpperCase()} file.` });
    } catch {
      toast.error("Error", { description: "Failed to create the file. Please try again." });
    } finally {
      setBusy(false);
    }
  };

  return (
    // Not modal: a modal menu hides the page from assistive technology while focusable, which axe flags.
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild disabled={busy}>
        <Button
          ref={trigger}
          variant="outline"
          size="sm"
          className="gap-1.5 px-2.5"
          title={withKeys("Export", "Mod+Shift+E")}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          {/* In a narrow toolbar (a panel open beside the text) the icon alone shows; the name stays. */}
          <span className="@max-3xl:sr-only">{busy ? "Exporting…" : "Export"}</span>
          <ChevronDown className="h-3.5 w-3.5 opacity-70" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-border bg-card p-1 text-foreground shadow-lg"
        >
          {FORMATS.map(({ format, label, icon: Icon }) => (
            <DropdownMenu.Item
              key={format}
              onSelect={() => void run(format)}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted"
            >
              <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
