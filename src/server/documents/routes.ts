import {
  DOCUMENT_ERRORS,
  type DocumentConflict,
  type DocumentDeleted,
  type DocumentDetail,
  type DocumentsDeleted,
  deleteAllDocumentsSchema,
  documentCreateSchema,
  documentListQuery,
  documentPatchSchema,
  type RevisionList,
  restoreRevisionSchema,
} from "@shared/documents";
import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { apiError, validationError } from "../http/errors";
import { type AppEnv, requireUser, type SessionDeps } from "../http/session";
import type { Logger } from "../log";
import { UNDO_WINDOW_MS } from "./retention";
import { getRevision, listRevisions, restoreRevision } from "./revisions";
import {
  allDocuments,
  createDocument,
  decodeCursor,
  deleteAllDocuments,
  getDocument,
  listDocuments,
  patchDocument,
  restoreDocument,
  softDeleteDocument,
} from "./store";

const documentId = z.guid();

const notFound = (c: Context) => {
  const { code, title, message } = DOCUMENT_ERRORS.notFound;
  return apiError(c, 404, code, title, message);
};
const runInProgress = (c: Context) => {
  const { code, title, message } = DOCUMENT_ERRORS.runInProgress;
  return apiError(c, 409, code, title, message);
};
const revisionNotFound = (c: Context) => {
  const { code, title, message } = DOCUMENT_ERRORS.revisionNotFound;
  return apiError(c, 404, code, title, message);
};
const versionConflict = (c: Context, current: DocumentDetail) => {
  const conflict: DocumentConflict = {
    error: DOCUMENT_ERRORS.versionConflict,
    current: { version: current.version, title: current.title, output: current.output, updatedAt: current.updatedAt },
  };
  return c.json(conflict, 409);
};

/**
 * /api/documents: the signed-in user's documents (every run is one). Only the owner ever sees a
 * document: another user's, a deleted one or a malformed id all answer the same 404, administrators
 * included (they see usage figures in /api/admin, never document text). The public API serves the
 * same routes behind its key authenticator (`authenticate`; api/routes.ts).
 */
export function documentRoutes(
  deps: SessionDeps & { log: Logger },
  authenticate: MiddlewareHandler<AppEnv> = requireUser(deps),
) {
  const { db, log } = deps;
  const app = new Hono<AppEnv>();
  app.use("*", authenticate);

  app.get("/", async (c) => {
    const parsed = documentListQuery.safeParse(c.req.query());
    if (!parsed.success) return validationError(c, parsed.error);
    const { q, tool, cursor: cursorText } = parsed.data;
    const cursor = cursorText === undefined ? undefined : decodeCursor(cursorText);
    if (cursor === null) {
      const { code, title, message } = DOCUMENT_ERRORS.badCursor;
      return apiError(c, 400, code, title, message);
    }
    return c.json(await listDocuments(db, c.get("user").id, { q, tool, cursor }));
  });

  /** A JSON download of every document in full, streamed a batch at a time (GET /export). */
  const exportAll = (c: Context<AppEnv>) => {
    const userId = c.get("user").id;
    const encoder = new TextEncoder();
    const batches = allDocuments(db, userId);
    let first = true;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(`{"exportedAt":${JSON.stringify(new Date().toISOString())},"documents":[`));
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) {
            controller.enqueue(encoder.encode("]}\n"));
            controller.close();
            return;
          }
          const chunk = next.value.map((doc) => JSON.stringify(doc)).join(",");
          controller.enqueue(encoder.encode(first ? chunk : `,${chunk}`));
          first = false;
        } catch (error) {
          log.error("GET /api/documents/export failed mid-stream", error);
          controller.error(error);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    });
    return c.body(body, 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="quillstack-documents.json"',
      "Cache-Control": "no-store",
    });
  };

  /** A new document begun in the editor (blank, or with the given title and text). */
  app.post("/", async (c) => {
    const text = await c.req.text();
    let json: unknown = {};
    try {
      if (text.trim() !== "") json = JSON.parse(text);
    } catch {
      json = null;
    }
    const parsed = documentCreateSchema.safeParse(json);
    if (!parsed.success) return validationError(c, parsed.error);
    return c.json(await createDocument(db, c.get("user").id, parsed.data), 201);
  });

  app.delete("/", async (c) => {
    const parsed = deleteAllDocumentsSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const result: DocumentsDeleted = { deleted: await deleteAllDocuments(db, c.get("user").id) };
    return c.json(result);
  });

  // One GET route for /export and /:id: a static route and a parameter at the same place, under
  // the "*" middleware, is what Hono's RegExpRouter cannot express, and with it the whole app (every
  // request) fell back to the slower TrieRouter.
  app.get("/:id", async (c) => {
    const id = c.req.param("id");
    if (id === "export") return exportAll(c);
    if (!documentId.safeParse(id).success) return notFound(c);
    const doc = await getDocument(db, c.get("user").id, id);
    return doc ? c.json(doc) : notFound(c);
  });

  app.patch("/:id", async (c) => {
    const id = c.req.param("id");
    if (!documentId.safeParse(id).success) return notFound(c);
    const parsed = documentPatchSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const outcome = await patchDocument(db, c.get("user").id, id, parsed.data);
    if (!("refused" in outcome)) return c.json(outcome);
    if (outcome.refused === "not_found") return notFound(c);
    if (outcome.refused === "running") return runInProgress(c);
    if (outcome.refused === "source") {
      const { code, title, message } = DOCUMENT_ERRORS.badSourceRun;
      return apiError(c, 400, code, title, message);
    }
    return versionConflict(c, outcome.current);
  });

  app.delete("/:id", async (c) => {
    const id = c.req.param("id");
    if (!documentId.safeParse(id).success) return notFound(c);
    const outcome = await softDeleteDocument(db, c.get("user").id, id);
    if ("refused" in outcome) return outcome.refused === "running" ? runInProgress(c) : notFound(c);
    const deleted: DocumentDeleted = {
      id: outcome.id,
      deletedAt: outcome.deletedAt.toISOString(),
      restorableUntil: new Date(outcome.deletedAt.getTime() + UNDO_WINDOW_MS).toISOString(),
    };
    return c.json(deleted);
  });

  app.get("/:id/revisions", async (c) => {
    const id = c.req.param("id");
    if (!documentId.safeParse(id).success) return notFound(c);
    const items = await listRevisions(db, c.get("user").id, id);
    if (!items) return notFound(c);
    const list: RevisionList = { items };
    return c.json(list);
  });

  app.get("/:id/revisions/:revisionId", async (c) => {
    const { id, revisionId } = c.req.param();
    if (!documentId.safeParse(id).success) return notFound(c);
    if (!documentId.safeParse(revisionId).success) return revisionNotFound(c);
    const revision = await getRevision(db, c.get("user").id, id, revisionId);
    if (revision === "document") return notFound(c);
    if (revision === "revision") return revisionNotFound(c);
    return c.json(revision);
  });

  app.post("/:id/revisions/:revisionId/restore", async (c) => {
    const { id, revisionId } = c.req.param();
    if (!documentId.safeParse(id).success) return notFound(c);
    const parsed = restoreRevisionSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    if (!documentId.safeParse(revisionId).success) return revisionNotFound(c);
    const outcome = await restoreRevision(db, c.get("user").id, id, revisionId, parsed.data.version);
    if (!("refused" in outcome)) return c.json(outcome);
    if (outcome.refused === "not_found") return notFound(c);
    if (outcome.refused === "revision") return revisionNotFound(c);
    if (outcome.refused === "running") return runInProgress(c);
    return versionConflict(c, outcome.current);
  });

  app.post("/:id/restore", async (c) => {
    const id = c.req.param("id");
    if (!documentId.safeParse(id).success) return notFound(c);
    const doc = await restoreDocument(db, c.get("user").id, id);
    return doc ? c.json(doc) : notFound(c);
  });

  return app;
}
