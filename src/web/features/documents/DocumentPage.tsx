import { findTool } from "@shared/tools";
import { ArrowLeft, ExternalLink, Loader2 } from "lucide-react";
import { useState } from "react";
import { SaveStatus } from "~/components/documents/SaveStatus";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { ApiError } from "~/lib/api";
import { useDocument } from "~/lib/documents";
import { Link } from "~/lib/nav";
import { useAutosave } from "~/lib/use-autosave";
import { HistoryButton } from "../editor/history/HistoryButton";
import { WritingEditor } from "../editor/WritingEditor";
import { DocumentMeta } from "./DocumentMeta";

/** /documents/{id}: one document in the writing workspace's editor (saved as you type), and a way back into its tool. */
export function DocumentPage({ id }: { id: string }) {
  const query = useDocument(id);
  const doc = query.data;
  const autosave = useAutosave(doc ? doc.id : null, doc?.version);
  // Bumped when the document's text is replaced from outside the editor (a restored version): the editor reopens on it.
  const [contentGeneration, setContentGeneration] = useState(0);

  if (query.isPending) {
    return (
      <Shell>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-[400px] w-full" />
      </Shell>
    );
  }
  if (!doc) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Shell>
        <Card className="p-8 text-center">
          <p className="font-medium">
            {missing ? "This document does not exist." : "The document could not be loaded."}
          </p>
          {!missing && (
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
              Try again
            </Button>
          )}
        </Card>
      </Shell>
    );
  }

  const tool = findTool(doc.tool);
  const running = doc.status === "running";
  return (
    <Shell>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold tracking-tight">{doc.title}</h1>
          <DocumentMeta doc={doc} className="mt-1 text-sm" />
        </div>
        <div className="flex flex-wrap gap-2">
          {!running && (
            <HistoryButton doc={doc} autosave={autosave} onRestored={() => setContentGeneration((n) => n + 1)} />
          )}
          {tool && (
            <Button asChild>
              <Link to={`/tools/${tool.slug}?document=${doc.id}`}>
                <ExternalLink className="h-4 w-4" aria-hidden="true" /> Open in {tool.name}
              </Link>
            </Button>
          )}
        </div>
      </div>
      {running && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Still being written. Reload to see more.
        </p>
      )}
      <WritingEditor
        // A running document is shown as it is; it opens for editing once its run has ended.
        key={running ? "running" : `editable-${contentGeneration}`}
        body={doc.body}
        text={doc.output}
        editable={!running}
        onChange={({ output, body }) => autosave.save(output, body)}
      />
      <div className="text-xs text-muted-foreground">
        <SaveStatus state={autosave.state} />
      </div>
    </Shell>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-8">
      <Link
        to="/documents"
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All documents
      </Link>
      {children}
    </div>
  );
}
