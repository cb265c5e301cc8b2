import { Copy } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";

/** Copies `text`; the toast says 'Copied!' with an optional description (the tone adjuster has one). */
async function copyText(text: string, description?: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied!", description ? { description } : undefined);
  } catch {
    toast.error("Error", { description: "Failed to copy content." });
  }
}

export function CopyButton(props: {
  text: string;
  disabled?: boolean;
  description?: string;
  variant?: "outline" | "ghost";
}) {
  return (
    <Button
      variant={props.variant ?? "outline"}
      size="sm"
      className="gap-1.5 px-2.5"
      onClick={() => void copyText(props.text, props.description)}
      disabled={props.disabled}
    >
      <Copy className="h-4 w-4" aria-hidden="true" /> Copy
    </Button>
  );
}
