import { ShieldAlert } from "lucide-react";
import { Card } from "~/components/ui/card";

/** What a panel shows when the server refuses the signed-in account (spec §2, §6). */
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
