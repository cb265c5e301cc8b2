import type { DocumentDetail } from "@shared/documents";
import { useQueryClient } from "@tanstack/react-query";
import { History, X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type RefObject, useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { reasonOf } from "~/lib/api";
import { cn } from "~/lib/cn";
import { restoreRevision, revisionsKey, useRevision, useRevisions } from "./history-api";
import { RestoreConfirm } from "./RestoreConfirm";
import { RevisionDiff } from "./RevisionDiff";
import { relativeTime, revisionLabel } from "./revision-label";

type Props = {
  doc: DocumentDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves what is still waiting to be saved and answers the document's version after it. */
  settle: () => Promise<number>;
  /** The document as the restore left it: the page shows it in the editor. */
  onRestored: (doc: DocumentDetail) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * The document's history, in a panel at the side: its revisions newest first, what restoring one
 * would change in the current text, and "Restore this version" (asked first). Focus moves into the panel when it
 * opens and back to the History button when it closes; Escape closes it.
 */
export function HistoryPanel({ doc, open, onOpenChange, settle, onRestored, returnFocusTo }: Props) {
  const queryClient = useQueryClient();
  const revisions = useRevisions(doc.id, open);
  const items = revisions.data?.items ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(false);
  const revision = useRevision(doc.id, open ? selected : null);

  useEffect(() => {
    if (!open) setSelected(null);
  }, [open]);

  const restore = async () => {
    if (!selected || restoring) return;
    setRestoring(true);
    try {
      const version = await settle();
      const restored = await restoreRevision(doc.id, selected, version);
      onRestored(restored);
      await queryClient.invalidateQueries({ queryKey: revisionsKey(doc.id) });
      setSelected(null);
      toast.success("Version restored", { description: "Restore another version to undo it." });
    } catch (error) {
      toast.error("Could not restore this version", { description: reasonOf(error) });
    } finally {
      setRestoring(false);
    }
  };

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-xl flex-col gap-4 overflow-y-auto border-l border-border bg-card p-6 text-foreground shadow-xl focus:outline-none"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <div className="flex items-center justify-between gap-2">
            <DialogPrimitive.Title className="flex items-center gap-2 text-lg font-semibold">
              <History className="h-5 w-5" aria-hidden="true" /> History
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label="Close history"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>

          {revisions.isPending ? (
            <div className="flex flex-col gap-2" role="status" aria-busy="true" aria-label="Loading history">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : revisions.isError ? (
            <div className="rounded-lg border p-4 text-center" role="alert">
              <p className="font-medium">The history could not be loaded.</p>
              <Button variant="outline" size="sm" className="mt-3" onClick={() => void revisions.refetch()}>
                Try again
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="rounded-lg border p-4 text-sm text-muted-foreground">
              No earlier versions yet. Versions are kept as you write.
            </p>
          ) : (
            <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto" aria-label="Versions">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-pressed={selected === item.id}
                    onClick={() => setSelected(item.id)}
                    className={cn(
                      "flex w-full items-center justify-between gap-3 rounded-md border px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      selected === item.id && "border-primary bg-accent",
                    )}
                  >
                    <span className="font-medium">{revisionLabel(item)}</span>
                    <span className="text-xs text-muted-foreground">
                      <time dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString("en-US")}>
                        {relativeTime(item.createdAt)}
                      </time>{" "}
                      · {item.words.toLocaleString("en-US")} {item.words === 1 ? "word" : "words"}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}

          {selected && (
            <section aria-label="Selected version" className="flex flex-col gap-3">
              {revision.isPending ? (
                <Skeleton className="h-24 w-full" />
              ) : revision.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  This version could not be loaded. {reasonOf(revision.error)}
                </p>
              ) : (
                <>
                  <p className="text-sm text-muted-foreground">
                    Compared with the current text: underlined words come back and struck-through words go if you
                    restore this version.
                  </p>
                  <RevisionDiff current={doc.output} revision={revision.data.output} />
                  <RestoreConfirm restoring={restoring} onRestore={() => void restore()} />
                </>
              )}
            </section>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
