import type { DocumentDetail } from "@shared/documents";
import { useQueryClient } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { DOCUMENTS_KEY } from "~/lib/documents";
import { useShortcut } from "~/lib/use-shortcut";
import { HistoryPanel } from "./HistoryPanel";
import { revisionsKey } from "./history-api";

type Autosave = { flush: () => Promise<void>; adopt: (version: number) => void };

/**
 * The History button of a document's page (Mod+Alt+H) and its panel. What is still waiting to be
 * saved is saved first (on opening, and before a restore), so the history and the restore work on
 * the text as it is on screen.
 */
export function HistoryButton({
  doc,
  autosave,
  onRestored,
}: {
  doc: DocumentDetail;
  autosave: Autosave;
  onRestored: (doc: DocumentDetail) => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const detailKey = [...DOCUMENTS_KEY, "detail", doc.id];

  const settle = async () => {
    await autosave.flush();
    return queryClient.getQueryData<DocumentDetail>(detailKey)?.version ?? doc.version;
  };
  const show = () => {
    setOpen(true);
    void settle().then(() => queryClient.invalidateQueries({ queryKey: revisionsKey(doc.id) }));
  };
  useShortcut("Mod+Alt+H", show);

  return (
    <>
      <Button ref={button} variant="outline" onClick={show} aria-keyshortcuts="Control+Alt+H Meta+Alt+H">
        <History className="h-4 w-4" aria-hidden="true" /> History
      </Button>
      <HistoryPanel
        doc={doc}
        open={open}
        onOpenChange={setOpen}
        settle={settle}
        onRestored={(restored) => {
          queryClient.setQueryData(detailKey, restored);
          autosave.adopt(restored.version);
          onRestored(restored);
        }}
        returnFocusTo={button}
      />
    </>
  );
}
