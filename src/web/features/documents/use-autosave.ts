import type { DocumentDetail } from "@shared/documents";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiFetch } from "~/lib/api";
import { patchDocument } from "./documents-api";

export type SaveState = "idle" | "saving" | "saved" | "conflict" | "error";

/** Edits wait this long after the last keystroke before they are saved. */
const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves a document's edited output as the user types, with the version check: the server refuses
 * an edit made on a version someone else (another tab) has replaced, and this says `conflict`
 * instead of overwriting. `version` may start unknown (a run that just finished): it is read first.
 */
export function useAutosave(documentId: string | null, initialVersion?: number) {
  const [state, setState] = useState<SaveState>("idle");
  const version = useRef<number | undefined>(initialVersion);
  const pending = useRef<{ output: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const saving = useRef<Promise<void>>(Promise.resolve());

  // biome-ignore lint/correctness/useExhaustiveDependencies: another document starts from its own version
  useEffect(() => {
    version.current = initialVersion;
    setState("idle");
  }, [documentId, initialVersion]);

  const flush = useCallback(async () => {
    const job = pending.current;
    if (!job || !documentId) return;
    pending.current = null;
    clearTimeout(job.timer);
    const run = saving.current.then(async () => {
      setState("saving");
      try {
        if (version.current === undefined) {
          version.current = (await apiFetch<DocumentDetail>(`/api/documents/${documentId}`)).version;
        }
        const saved = await patchDocument(documentId, { output: job.output, version: version.current });
        version.current = saved.version;
        setState("saved");
      } catch (error) {
        if (error instanceof ApiError && error.code === "RUN_IN_PROGRESS" && !pending.current) {
          // The run is being settled this very moment: save again once it is finished.
          pending.current = { output: job.output, timer: setTimeout(() => void flush(), AUTOSAVE_DELAY_MS) };
          return;
        }
        setState(error instanceof ApiError && error.status === 409 ? "conflict" : "error");
      }
    });
    saving.current = run;
    await run;
  }, [documentId]);

  /** Queues `output` to be saved once typing pauses. */
  const save = useCallback(
    (output: string) => {
      if (!documentId) return;
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { output, timer: setTimeout(() => void flush(), AUTOSAVE_DELAY_MS) };
      setState("saving");
    },
    [documentId, flush],
  );

  // Leaving the page (or another document) saves what is still waiting.
  useEffect(() => () => void flush(), [flush]);

  return { state, save, flush };
}
