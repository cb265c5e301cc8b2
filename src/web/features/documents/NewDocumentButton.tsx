import type { DocumentDetail } from "@shared/documents";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2, Plus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button, type ButtonProps } from "~/components/ui/button";
import { apiFetch, reasonOf } from "~/lib/api";
import { DOCUMENTS_KEY } from "~/lib/documents";
import { useNavigate } from "~/lib/nav";
import { useShortcut } from "~/lib/use-shortcut";

/** Creates a blank document and opens it in the editor. `shortcut`: also on Alt+N (one button a page has it). */
export function NewDocumentButton({ shortcut = false, ...props }: ButtonProps & { shortcut?: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);

  const create = async () => {
    if (creating) return;
    setCreating(true);
    try {
      const doc = await apiFetch<DocumentDetail>("/api/documents", { method: "POST", body: "{}" });
      queryClient.setQueryData([...DOCUMENTS_KEY, "detail", doc.id], doc);
      void queryClient.invalidateQueries({ queryKey: [...DOCUMENTS_KEY, "list"] });
      navigate(`/documents/${doc.id}`);
    } catch (error) {
      toast.error("Could not create a document", { description: reasonOf(error) });
      setCreating(false);
    }
  };
  useShortcut("Alt+N", () => void create(), shortcut);

  return (
    <Button
      {...props}
      onClick={() => void create()}
      disabled={creating}
      aria-busy={creating}
      aria-keyshortcuts={shortcut ? "Alt+N" : undefined}
    >
      {creating ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Plus className="h-4 w-4" aria-hidden="true" />
      )}
      {creating ? "Creating…" : "New document"}
    </Button>
  );
}
