import { DOCUMENT_TITLE_MAX, type DocumentSummary } from "@shared/documents";
import { type FormEvent, useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ApiError } from "~/lib/api";
import { renameDocument, useRefreshDocuments } from "./documents-api";

/** Renames a document from the documents list. */
export function RenameDialog({ document, onClose }: { document: DocumentSummary | null; onClose: () => void }) {
  const [title, setTitle] = useState("");
  const [saving, setSaving] = useState(false);
  const refresh = useRefreshDocuments();
  useEffect(() => setTitle(document?.title ?? ""), [document]);
  const trimmed = title.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!document || !trimmed) return;
    setSaving(true);
    try {
      await renameDocument(document.id, trimmed);
      await refresh();
      toast.success("Document renamed.");
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.title : "Error", { description: (error as Error).message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && onClose()} title="Rename document">
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="document-title">Title</Label>
          <Input
            id="document-title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={DOCUMENT_TITLE_MAX}
            required
            autoFocus
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || !trimmed}>
            {saving ? "Saving..." : "Save"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
