import { useEffect } from "react";
import { toast } from "sonner";
import { reasonOf } from "~/lib/api";

/** Shows a failed load once (per failure), as a destructive (error) toast. */
export function useErrorToast(query: { error: unknown; errorUpdatedAt: number }, title: string, description?: string) {
  const { error, errorUpdatedAt } = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: errorUpdatedAt marks each new failure
  useEffect(() => {
    if (error) toast.error(title, { description: description ?? reasonOf(error) });
  }, [error, errorUpdatedAt]);
}
