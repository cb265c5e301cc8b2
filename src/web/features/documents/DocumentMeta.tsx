import { type DocumentSummary, documentToolName } from "@shared/documents";
import { cn } from "~/lib/cn";
import { StatusBadge } from "./StatusBadge";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A document's tool, date, words charged and how its run ended, on one line. */
export function DocumentMeta({ doc, className }: { doc: DocumentSummary; className?: string }) {
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground", className)}>
      <span>{documentToolName(doc.tool)}</span>·<span>{dateTime.format(new Date(doc.createdAt))}</span>·
      <span>{doc.wordsCharged.toLocaleString("en-US")} words charged</span>
      <StatusBadge status={doc.status} />
    </p>
  );
}
