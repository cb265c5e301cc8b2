import type { DocumentDetail, DocumentPatch, RichBody } from "@shared/documents";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiFetch } from "./api";
import { DOCUMENTS_KEY, patchDocument } from "./documents";

export type SaveState = "idle" | "saving" | "saved" | "conflict" | "error";

/** Why a save makes a revision of the document: an accepted AI reply, by the run that wrote it. */
export type SaveRevision = NonNullable<DocumentPatch["revision"]>;

/** Edits wait this long after the last keystroke before they are saved. */
const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves a document's edited output as the user types, with the version check: the server refuses
 * an edit made on a version someone else (another tab) has replaced, and this says `conflict`
 * instead of overwriting. `initialVersion` may be unknown (a run that just finished): it is read
 * before the first save. A saved document replaces the cached one, so reopening it elsewhere in
 * this tab (its page, its tool) shows the edit.
 */
export function useAutosave(documentId: string | null, initialVersion?: number) {
  const queryClient = useQueryClient();
  // Both belong to one document: another document starts idle, from its own version.
  const [status, setStatus] = useState<{ id: string | null; state: SaveState }>({ id: null, state: "idle" });
  const version = useRef<{ id: string | null; value?: number }>({ id: null });
  if (version.current.id !== documentId) version.current = { id: documentId, value: initialVersion };
  version.current.value ??= initialVersion;
  const pending = useRef<{
    output: string;
    body?: RichBody;
    revision?: SaveRevision;
    timer: ReturnType<typeof setTimeout>;
  } | null>(null);
  const saving = useRef<Promise<void>>(Promise.resolve());

  const flush = useCallback(async () => {
    const job = pending.current;
    if (!job || !documentId) return;
    pending.current = null;
    clearTimeout(job.timer);
    const setState = (state: SaveState) => setStatus({ id: documentId, state });
    const run = saving.current.then(async () => {
      setState("saving");
      try {
        const known = version.current;
        known.value ??= (await apiFetch<DocumentDetail>(`/api/documents/${documentId}`)).version;
        const patch = { output: job.output, body: job.body, version: known.value, revision: job.revision };
        const saved = await patchDocument(documentId, patch);
        known.value = saved.version;
        queryClient.setQueryData([...DOCUMENTS_KEY, "detail", documentId], saved);
        setState("saved");
      } catch (error) {
        if (error instanceof ApiError && error.code === "RUN_IN_PROGRESS" && !pending.current) {
          // The run is being settled this very moment: save again once it is finished.
          pending.current = { ...job, timer: setTimeout(() => void flush(), AUTOSAVE_DELAY_MS) };
          return;
        }
        setState(error instanceof ApiError && error.status === 409 ? "conflict" : "error");
      }
    });
    saving.current = run;
    await run;
  }, [documentId, queryClient]);

  /** Queues `output` (and the editor's rich text of it, when there is one) to be saved once typing pauses. */
  const save = useCallback(
    (output: string, body?: RichBody) => {
      if (!documentId) return;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { output, body, timer: setTimeout(() => void flush(), AUTOSAVE_DELAY_MS) };
      // The same state object while already saving: React then skips re-rendering on every keystroke.
      setStatus((s) => (s.id === documentId && s.state === "saving" ? s : { id: documentId, state: "saving" }));
    },
    [documentId, flush],
  );

  /** Saves `output` now (not once typing pauses), as a revision when `revision` says why. */
  const saveNow = useCallback(
    (output: string, body?: RichBody, revision?: SaveRevision) => {
      if (!documentId) return Promise.resolve();
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { output, body, revision, timer: setTimeout(() => {}, 0) };
      return flush();
    },
    [documentId, flush],
  );

  /** The document was replaced in this tab by other means (a restored revision): later saves build on `next`. */
  const adopt = useCallback(
    (next: number) => {
      version.current = { id: documentId, value: next };
    },
    [documentId],
  );

  // Leaving the page (or another document) saves what is still waiting.
  useEffect(() => () => void flush(), [flush]);

  return { state: status.id === documentId ? status.state : "idle", save, saveNow, flush, adopt };
}
