import { AlertTriangle, Check, Loader2 } from "lucide-react";
import type { SaveState } from "~/lib/use-autosave";

/** How saving edits to the document goes, beside the text (live, for screen readers too). */
export function SaveStatus({ state }: { state: SaveState }) {
  return (
    <span role="status" aria-live="polite" className="flex items-center gap-1">
      {state === "saving" && (
        <>
          <Loader2 className="h-3 w-3 animate-spin" aria-hidden="true" /> Saving…
        </>
      )}
      {state === "saved" && (
        <>
          <Check className="h-3 w-3" aria-hidden="true" /> Saved to Documents
        </>
      )}
      {state === "conflict" && (
        <span className="flex items-center gap-1 text-destructive">
          <AlertTriangle className="h-3 w-3" aria-hidden="true" /> Not saved: this document was changed in another tab.
          Reload to see it.
        </span>
      )}
      {state === "error" && (
        <span className="flex items-center gap-1 text-destructive">
          <AlertTriangle className="h-3 w-3" aria-hidden="true" /> Not saved. Check your connection; your edit is kept
          here.
        </span>
      )}
    </span>
  );
}
