import { documentGuideLine } from "@shared/documents";
import { findTool } from "@shared/tools";
import type { Editor } from "@tiptap/core";
import { ArrowLeft, BarChart3, ExternalLink, Keyboard, Loader2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { SaveStatus } from "~/components/documents/SaveStatus";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { ApiError } from "~/lib/api";
import { useDocument } from "~/lib/documents";
import { Link } from "~/lib/nav";
import { useAutosave } from "~/lib/use-autosave";
import { AiSelectionMenu } from "../editor/ai/AiSelectionMenu";
import { IssuePanel } from "../editor/checking/IssuePanel";
import { IssuesToggle } from "../editor/checking/IssuesToggle";
import { useIssuePanel } from "../editor/checking/use-issue-panel";
import { ExportMenu } from "../editor/export/ExportMenu";
import { HistoryButton } from "../editor/history/HistoryButton";
import { InsightPanel } from "../editor/insight/InsightPanel";
import { withKeys } from "../editor/shortcuts";
import { ShortcutsDialog, useShortcutsKey } from "../editor/shortcuts/ShortcutsDialog";
import { EditorToolbar } from "../editor/toolbar/EditorToolbar";
import { WritingEditor } from "../editor/WritingEditor";
import { DocumentMeta } from "./DocumentMeta";
import { DocumentTitle } from "./DocumentTitle";

/** /documents/{id}: one document in the writing workspace's editor (saved as you type), and a way back into its tool. */
export function DocumentPage({ id }: { id: string }) {
  const query = useDocument(id);
  const doc = query.data;
  const autosave = useAutosave(doc ? doc.id : null, doc?.version);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [insight, setInsight] = useState(false);
  const issues = useIssuePanel(editor);
  const [shortcuts, setShortcuts] = useState(false);
  useShortcutsKey(useCallback(() => setShortcuts(true), []));
  useInsightKey(setInsight);
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
  const showIssues = issues.open && !running && editor !== null;
  const showInsight = insight && editor !== null;
  return (
    <Shell>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <DocumentTitle doc={doc} autosave={autosave} />
          <DocumentMeta doc={doc} className="mt-1 text-sm" />
          {doc.styleGuide && (
            <p className="mt-0.5 text-xs text-muted-foreground">{documentGuideLine(doc.styleGuide)}</p>
          )}
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
      <div
        className={
          showIssues || showInsight
            ? "grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start"
            : undefined
        }
      >
        <WritingEditor
          // A running document is shown as it is; it opens for editing once its run has ended.
          key={running ? "running" : `editable-${contentGeneration}`}
          body={doc.body}
          text={doc.output}
          editable={!running}
          // A blank document is opened to be written in; one with text is opened to be read first.
          autofocus={!running && doc.output.trim() === ""}
          onChange={({ output, body }) => autosave.save(output, body)}
          onReady={setEditor}
          header={(ed) => (
            <EditorToolbar editor={ed}>
              {!running && (
                <IssuesToggle editor={ed} open={issues.open} onToggle={() => issues.setOpen(!issues.open)} />
              )}
              <Button
                variant="outline"
                size="sm"
                className="gap-1.5 px-2.5"
                aria-pressed={insight}
                title={withKeys("Insight", "Mod+Alt+I")}
                onClick={() => setInsight((open) => !open)}
              >
                <BarChart3 className="h-4 w-4" aria-hidden="true" /> <span className="@max-3xl:sr-only">Insight</span>
              </Button>
              <ExportMenu editor={ed} title={doc.title} />
              <Button
                variant="ghost"
                size="sm"
                className="px-2"
                aria-label="Keyboard shortcuts"
                title={withKeys("Keyboard shortcuts", "? or Mod+/")}
                onClick={() => setShortcuts(true)}
              >
                <Keyboard className="h-4 w-4" aria-hidden="true" />
              </Button>
            </EditorToolbar>
          )}
        >
          {(ed) =>
            !running && (
              <AiSelectionMenu
                editor={ed}
                documentId={doc.id}
                // An accepted AI reply is saved at once, as a revision made by that run.
                onAccept={({ output, body }, runId) =>
                  void autosave.saveNow(output, body, { reason: "ai", sourceRunId: runId })
                }
              />
            )
          }
        </WritingEditor>
        {(showIssues || showInsight) && editor && (
          <div className="flex min-w-0 flex-col gap-4">
            {showIssues && (
              <IssuePanel
                documentId={id}
                editor={editor}
                dialect={issues.dialect}
                onDialect={issues.setDialect}
                onClose={() => issues.setOpen(false)}
              />
            )}
            {showInsight && <InsightPanel editor={editor} onClose={() => setInsight(false)} />}
          </div>
        )}
      </div>
      <ShortcutsDialog open={shortcuts} onOpenChange={setShortcuts} />
      <div className="text-xs text-muted-foreground">
        <SaveStatus state={autosave.state} />
      </div>
    </Shell>
  );
}

/** Mod+Alt+I shows or hides Insight, from the text or anywhere on the page. */
function useInsightKey(setOpen: (toggle: (open: boolean) => boolean) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // With Alt held, macOS reports a composed character as the key: read the physical key.
      if ((event.metaKey || event.ctrlKey) && event.altKey && event.code === "KeyI") {
        event.preventDefault();
        setOpen((open) => !open);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [setOpen]);
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
