import type { DocumentDetail, DocumentPatch } from "@shared/documents";
import { useQuery } from "@tanstack/react-query";
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
