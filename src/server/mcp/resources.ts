import {
  ProtocolError,
  ProtocolErrorCode,
  type Resource,
  type ResourceLink,
  ResourceNotFoundError,
} from "@modelcontextprotocol/server";
import type { DocumentSummary } from "@shared/documents";
import { findTool } from "@shared/tools";
import type { Db } from "../db/client";
import { decodeCursor, getDocument, listDocuments } from "../documents/store";

/** A document's address as an MCP resource. */
export const documentUri = (id: string) => `quillstack://documents/${id}`;
const URI = /^quillstack:\/\/documents\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const DOCUMENT_TEMPLATE = {
  uriTemplate: "quillstack://documents/{id}",
  name: "document",
  title: "Quillstack document",
  description: "One of your documents: its title and text.",
  mimeType: "text/plain",
};

const describe = (doc: DocumentSummary) =>
  `${findTool(doc.tool)?.name ?? "Document"}, ${doc.createdAt.slice(0, 10)}, ${doc.status}`;

const resourceOf = (doc: DocumentSummary): Resource => ({
  uri: documentUri(doc.id),
  name: doc.title,
  title: doc.title,
  description: describe(doc),
  mimeType: "text/plain",
});

/** resources/list: the user's documents, newest first, one page per cursor (the documents list's own). */
export async function listDocumentResources(db: Db, userId: string, cursor: string | undefined) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  if (cursor && !after) throw new ProtocolError(ProtocolErrorCode.InvalidParams, "Invalid cursor.");
  const page = await listDocuments(db, userId, { cursor: after ?? undefined });
  return { resources: page.items.map(resourceOf), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

/** search_documents: links to the documents whose title, input or text match. */
export async function searchDocuments(db: Db, userId: string, query: string, limit: number): Promise<ResourceLink[]> {
  const page = await listDocuments(db, userId, { q: query }, limit);
  return page.items.map((doc) => ({ type: "resource_link", ...resourceOf(doc) }));
}

/** resources/read: a document's text, with its title as the first line. */
export async function readDocumentResource(db: Db, userId: string, uri: string) {
  const id = URI.exec(uri)?.[1];
  const doc = id ? await getDocument(db, userId, id) : null;
  // Another user's document is as unknown as one that never existed. -32602 with the uri in every era:
  // 2026-07-28's code, which the SDK also sends to 2025 clients (they accept it beside -32002).
  if (!doc) throw new ResourceNotFoundError(uri, "Resource not found");
  return { contents: [{ uri, mimeType: "text/plain", text: `${doc.title}\n\n${doc.output}` }] };
}
