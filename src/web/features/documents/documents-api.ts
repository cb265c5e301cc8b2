import type { DocumentDetail, DocumentPage } from "@shared/documents";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { apiFetch } from "~/lib/api";
import { DOCUMENTS_KEY, patchDocument } from "~/lib/documents";

export type DocumentFilters = { q: string; tool: string };

/** The signed-in user's documents, newest first, a page at a time (server-side paging and search). */
export function useDocumentList({ q, tool }: DocumentFilters) {
  return useInfiniteQuery({
    queryKey: [...DOCUMENTS_KEY, "list", { q, tool }],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q.trim()) params.set("q", q.trim());
      if (tool) params.set("tool", tool);
      if (pageParam) params.set("cursor", pageParam);
      return apiFetch<DocumentPage>(`/api/documents?${params}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

const send = (method: string, path: string, body?: unknown) =>
  apiFetch<unknown>(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

export const deleteDocument = (id: string) => send("DELETE", `/api/documents/${id}`);
export const restoreDocument = (id: string) => send("POST", `/api/documents/${id}/restore`);
export const deleteAllDocuments = () => send("DELETE", "/api/documents", { confirm: "DELETE" });

/** Re-reads every documents list (after a run, a rename, a delete). */
export function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: [...DOCUMENTS_KEY, "list"] }), [queryClient]);
}

/**
 * Renames a document. A rename changes only the title, so it is sent on the document's current
 * version (read just before): it never touches text another tab is editing.
 */
export async function renameDocument(id: string, title: string): Promise<DocumentDetail> {
  const { version } = await apiFetch<DocumentDetail>(`/api/documents/${id}`);
  return patchDocument(id, { title, version });
}
