import type { DocumentDetail, DocumentPatch } from "@shared/documents";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./api";

/*
 * What of the documents API a tool page needs as much as the documents pages do: a run is saved as
 * a document and its result is edited in place (autosave), so both read and patch one document.
 */

/** Prefix of every documents query: invalidate it after a run or an edit. */
export const DOCUMENTS_KEY = ["documents"] as const;

export function useDocument(id: string | null) {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, "detail", id],
    queryFn: ({ signal }) => apiFetch<DocumentDetail>(`/api/documents/${id}`, { signal }),
    enabled: Boolean(id),
    // The page edits the document itself: a background refetch must not overwrite what is typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export const patchDocument = (id: string, patch: DocumentPatch) =>
  apiFetch<DocumentDetail>(`/api/documents/${id}`, { method: "PATCH", body: JSON.stringify(patch) });

/**
 * Re-reads what the document's AI actions have been charged (after one ran) into the cached
 * document. Only that figure: the page is editing the text, and its version is the autosave's.
 */
export async function refreshAiWords(queryClient: QueryClient, id: string) {
  try {
    const fresh = await apiFetch<DocumentDetail>(`/api/documents/${id}`);
    queryClient.setQueryData<DocumentDetail>(
      [...DOCUMENTS_KEY, "detail", id],
      (old) => old && { ...old, aiWordsCharged: fresh.aiWordsCharged },
    );
  } catch {
    // The figure stays as it was; the next save's answer brings it.
  }
}
