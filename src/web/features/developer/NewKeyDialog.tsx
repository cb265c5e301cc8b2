import type { CreatedApiKey } from "@shared/api-v1";
import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";

/** The one time a key is shown: copy it now, it is never shown again. */
export function NewKeyDialog({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      toast.success("Copied!", { description: "The API key is on your clipboard." });
    } catch {
      toast.error("Error", { description: "Failed to copy the key. Select it and copy it yourself." });
    }
  };
  return (
    <Dialog
      open={created !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Your new API key"
      description="Copy it now: this is the only time it is shown. Keep it secret, like a password."
      className="max-w-lg"
    >
      {created && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="new-api-key">API key “{created.name}”</Label>
            <input
              id="new-api-key"
              readOnly
              value={created.key}
              onFocus={(e) => e.currentTarget.select()}
              className="w-full rounded-lg border border-input bg-muted px-3 py-2 font-mono text-sm break-all"
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => void copy()} className="gap-1.5">
              <Copy className="h-4 w-4" aria-hidden="true" /> Copy key
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
