import type { RunStatus } from "@shared/documents";
import { Badge } from "~/components/ui/badge";

const LABELS: Record<RunStatus, { label: string; variant: "default" | "outline" | "success" }> = {
  running: { label: "Writing…", variant: "default" },
  done: { label: "Complete", variant: "success" },
  stopped: { label: "Stopped", variant: "outline" },
  failed: { label: "Failed", variant: "outline" },
  interrupted: { label: "Interrupted", variant: "outline" },
  truncated: { label: "Cut at word limit", variant: "outline" },
};

/** How the run behind a document ended (or that it is still being written). */
export function StatusBadge({ status }: { status: RunStatus }) {
  const { label, variant } = LABELS[status];
  return <Badge variant={variant}>{label}</Badge>;
}
