import { type DocumentSummary, EDITOR_DOCUMENT_NAME, EDITOR_DOCUMENT_TOOL } from "@shared/documents";
import { TOOLS } from "@shared/tools";
import { Download, FileText, Loader2, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FilterBar } from "~/components/ui/filter-bar";
import { NativeSelect } from "~/components/ui/native-select";
import { Skeleton } from "~/components/ui/skeleton";
import { Link } from "~/lib/nav";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { DeleteAllDialog } from "./DeleteAllDialog";
import { DocumentMeta } from "./DocumentMeta";
import { deleteDocument, restoreDocument, useDocumentList, useRefreshDocuments } from "./documents-api";
import { NewDocumentButton } from "./NewDocumentButton";
import { RenameDialog } from "./RenameDialog";

const TOOL_CHOICES = [
  { value: "", label: "All tools" },
  ...[
    ...TOOLS.map((t) => ({ value: t.slug, label: t.name })),
    { value: EDITOR_DOCUMENT_TOOL, label: EDITOR_DOCUMENT_NAME },
  ].sort((a, b) => a.label.localeCompare(b.label)),
];

/** /documents: every document (run) of the user, newest first; new document, search, filter by tool, rename, delete with undo. */
export function DocumentsPage() {
  const [search, setSearch] = useState("");
  const [tool, setTool] = useState("");
  const q = useDebouncedValue(search, 300);
  const list = useDocumentList({ q, tool });
  const refresh = useRefreshDocuments();
  const [renaming, setRenaming] = useState<DocumentSummary | null>(null);
  const [deletingAll, setDeletingAll] = useState(false);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = q.trim() !== "" || tool !== "";

  const remove = async (doc: DocumentSummary) => {
    try {
      await deleteDocument(doc.id);
    } catch (error) {
      toast.error("Error", { description: (error as Error).message });
      return;
    }
    await refresh();
    toast("Document deleted", {
      description: doc.title,
      action: {
        label: "Undo",
        onClick: () =>
          void restoreDocument(doc.id).then(refresh, (error: Error) =>
            toast.error("Could not restore", { description: error.message }),
          ),
      },
    });
  };

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-8">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Documents</h1>
          <p className="mt-1 text-muted-foreground">Everything your tools wrote, kept as you left it.</p>
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-row-reverse">
          <NewDocumentButton size="sm" shortcut />
          <Button variant="outline" size="sm" asChild>
            <a href="/api/documents/export" download>
              <Download className="h-4 w-4" aria-hidden="true" /> Download all (JSON)
            </a>
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDeletingAll(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete all
          </Button>
        </div>
      </div>

      <FilterBar search={search} onSearch={setSearch} placeholder="Search documents..." label="Search documents">
        <NativeSelect value={tool} choices={TOOL_CHOICES} onChange={setTool} label="Filter by tool" />
      </FilterBar>

      {list.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label="Loading documents">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <Card className="p-6 text-center">
          <p className="font-medium">Your documents could not be loaded.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <EmptyDocuments filtered={filtered} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Documents">
          {items.map((doc) => (
            <li key={doc.id}>
              <DocumentRow doc={doc} onRename={() => setRenaming(doc)} onDelete={() => void remove(doc)} />
            </li>
          ))}
        </ul>
      )}

      {list.hasNextPage && (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
          Load more
        </Button>
      )}

      <RenameDialog document={renaming} onClose={() => setRenaming(null)} />
      <DeleteAllDialog open={deletingAll} onOpenChange={setDeletingAll} />
    </div>
  );
}

function DocumentRow({
  doc,
  onRename,
  onDelete,
}: {
  doc: DocumentSummary;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <FileText className="h-4 w-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <Link to={`/documents/${doc.id}`} className="block truncate font-medium hover:underline">
            {doc.title}
          </Link>
          <DocumentMeta doc={doc} className="text-xs" />
        </div>
      </div>
      <div className="flex gap-1 self-end sm:self-auto">
        <Button variant="ghost" size="sm" onClick={onRename} aria-label={`Rename ${doc.title}`}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> Rename
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          disabled={doc.status === "running"}
          aria-label={`Delete ${doc.title}`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
        </Button>
      </div>
    </Card>
  );
}

function EmptyDocuments({ filtered }: { filtered: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <span className="flex h-11 w-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <FileText className="h-5 w-5" aria-hidden="true" />
      </span>
      {filtered ? (
        <p className="font-medium">No documents match your search.</p>
      ) : (
        <>
          <p className="font-medium">No documents yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Start a document of your own, or let a tool write one: everything is kept here, so you can come back to it,
            edit it and reopen it in its tool.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <NewDocumentButton size="sm" />
            <Button asChild size="sm" variant="outline">
              <Link to="/tools/paraphraser">Try the Paraphraser</Link>
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
