import type { DocumentDetail, DocumentRevision, RevisionList } from "@shared/documents";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "~/lib/api";
import { DOCUMENTS_KEY } from "~/lib/documents";

/** The query keys of a document's revisions: invalidate `revisionsKey(id)` after a save or a restore. */
export const revisionsKey = (id: string) => [...DOCUMENTS_KEY, "revisions", id] as const;

/** The document's revisions, newest first, read when the history is open. */
export function useRevisions(id: string, enabled: boolean) {
  return useQuery({
    queryKey: revisionsKey(id),
    queryFn: ({ signal }) => apiFetch<RevisionList>(`/api/documents/${id}/revisions`, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** One revision in full (a revision never changes once it is older than a minute; the newest may). */
export function useRevision(id: string, revisionId: string | null) {
  return useQuery({
    queryKey: [...revisionsKey(id), revisionId],
    queryFn: ({ signal }) => apiFetch<DocumentRevision>(`/api/documents/${id}/revisions/${revisionId}`, { signal }),
    enabled: revisionId !== null,
    staleTime: 0,
  });
}

export const restoreRevision = (id: string, revisionId: string, version: number) =>
  apiFetch<DocumentDetail>(`/api/documents/${id}/revisions/${revisionId}/restore`, {
    method: "POST",
    body: JSON.stringify({ version }),
  });
