import { DOCUMENT_TITLE_MAX, type DocumentDetail } from "@shared/documents";
import { useQueryClient } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { reasonOf } from "~/lib/api";
import { DOCUMENTS_KEY } from "~/lib/documents";
import { renameDocument, useRefreshDocuments } from "./documents-api";

type Autosave = { flush: () => Promise<void>; adopt: (version: number) => void };

/**
 * The document page's title, renamed in place: Rename turns it into a field; Enter or leaving the
 * field saves, Escape puts the title back. Text still waiting to be saved goes first, and the
 * rename's new version is adopted by the autosave, so the next keystroke does not meet a conflict.
 */
export function DocumentTitle({ doc, autosave }: { doc: DocumentDetail; autosave: Autosave }) {
  const queryClient = useQueryClient();
  const refreshList = useRefreshDocuments();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  // Escape and Enter end the editing before the field's blur fires: the blur then has nothing to do.
  const done = useRef(false);
  // Disabling the field while it saves blurs it: that blur must not send the rename again.
  const busy = useRef(false);

  const start = () => {
    done.current = false;
    setError(null);
    setDraft(doc.title);
  };
  // `refocus`: ended from the keyboard in the field, so the focus goes back where the rename started
  // (not to the page's top). Ended by leaving the field, the focus stays where the person went.
  const finish = (refocus: boolean) => {
    done.current = true;
    setDraft(null);
    setError(null);
    if (refocus) requestAnimationFrame(() => renameButton.current?.focus());
  };
  const save = async (refocus: boolean) => {
    if (draft === null || done.current || busy.current) return;
    const title = draft.trim();
    if (!title) {
      setError("Please enter a title.");
      return;
    }
    if (title === doc.title) return finish(refocus);
    busy.current = true;
    setSaving(true);
    try {
      await autosave.flush();
      const saved = await renameDocument(doc.id, title);
      autosave.adopt(saved.version);
      queryClient.setQueryData([...DOCUMENTS_KEY, "detail", doc.id], saved);
      void refreshList();
      toast.success("Document renamed.");
      finish(refocus);
    } catch (failure) {
      setError(`Not renamed: ${reasonOf(failure)}`);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      void save(true);
    } else if (event.key === "Escape") {
      event.preventDefault();
      finish(true);
    }
  };

  if (draft === null) {
    const running = doc.status === "running";
    return (
      <div className="flex min-w-0 items-center gap-1">
        <h1 className="truncate text-2xl font-bold tracking-tight">{doc.title}</h1>
        {/* A document still being written is renamed once its run has ended (the server refuses it before). */}
        {!running && (
          <Button
            ref={renameButton}
            variant="ghost"
            size="sm"
            className="shrink-0 px-2"
            aria-label="Rename"
            title="Rename"
            onClick={start}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <Input
        aria-label="Document title"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "document-title-error" : undefined}
        className="h-10 text-xl font-bold"
        value={draft}
        maxLength={DOCUMENT_TITLE_MAX}
        disabled={saving}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => void save(false)}
        // The field appears because Rename was pressed: typing goes into it.
        autoFocus
        onFocus={(event) => event.target.select()}
      />
      {error && (
        <p id="document-title-error" role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
