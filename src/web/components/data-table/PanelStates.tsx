import { ShieldAlert } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";

/** What a panel shows when the server refuses the signed-in account: the server's reason, nothing else. */
export function AccessDenied({ message }: { message: string }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 p-10 text-center">
      <ShieldAlert className="h-10 w-10 text-destructive" aria-hidden="true" />
      <h2 className="text-lg font-semibold">Access Denied</h2>
      <p className="text-muted-foreground">{message}</p>
    </Card>
  );
}

/** A table's "nothing matches" line. */
export function EmptyState({ children }: { children: string }) {
  return <p className="px-4 py-10 text-center text-sm text-muted-foreground">{children}</p>;
}

const SKELETON_KEYS = ["first", "second", "third"] as const;

/** Placeholder rows while a list loads, announced by `label`. */
export function LoadingRows({
  label,
  rows = 2,
  height = "h-10",
  className = "gap-2",
}: {
  label: string;
  rows?: 2 | 3;
  height?: string;
  /** The gap between rows and any padding around them. */
  className?: string;
}) {
  return (
    <div className={`flex flex-col ${className}`} role="status" aria-label={label}>
      {SKELETON_KEYS.slice(0, rows).map((key) => (
        <Skeleton key={key} className={`${height} w-full`} />
      ))}
    </div>
  );
}

/** A failed load with a way to ask again; `what` is the subject, e.g. "The members". */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm">
      <p>{what} could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
