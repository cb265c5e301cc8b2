import { type DocumentSummary, documentToolName, EDITOR_DOCUMENT_TOOL } from "@shared/documents";
import { cn } from "~/lib/cn";
import { StatusBadge } from "./StatusBadge";

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * A document's tool, date, words charged and how its run ended, on one line. A document begun in
 * the editor never had a run: it shows no run's status, and words charged only once its AI actions
 * (`aiWordsCharged`, known on the document's own page) have cost some.
 */
export function DocumentMeta({
  doc,
  className,
}: {
  doc: DocumentSummary & { aiWordsCharged?: number };
  className?: string;
}) {
  const hadRun = doc.tool !== EDITOR_DOCUMENT_TOOL;
  const charged = doc.wordsCharged + (doc.aiWordsCharged ?? 0);
  return (
    <p className={cn("flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground", className)}>
      <span>{documentToolName(doc.tool)}</span>·<span>{dateTime.format(new Date(doc.createdAt))}</span>
      {(hadRun || charged > 0) && (
        <>
          ·<span>{charged.toLocaleString("en-US")} words charged</span>
        </>
      )}
      {hadRun && <StatusBadge status={doc.status} />}
    </p>
  );
}
