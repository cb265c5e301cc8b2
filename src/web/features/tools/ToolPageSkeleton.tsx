import { Skeleton } from "~/components/ui/skeleton";

/** The tool page while it loads; `workspaceOnly` is the stand-in for a screen loading under its header. */
export function ToolPageSkeleton({ workspaceOnly = false }: { workspaceOnly?: boolean }) {
  const workspace = (
    <div className="grid gap-6 md:grid-cols-2">
      <Skeleton className="h-96 rounded-xl" />
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
  if (workspaceOnly) {
    return (
      <div role="status" aria-label="Loading tool">
        {workspace}
      </div>
    );
  }
  return (
    <div
      className="mx-auto flex max-w-6xl flex-col gap-4 p-4 sm:gap-6 sm:px-8 sm:py-6"
      role="status"
      aria-label="Loading tool"
    >
      <div className="flex items-start gap-4">
        <Skeleton className="h-12 w-12 shrink-0 rounded-xl" />
        <div className="flex w-full max-w-md flex-col gap-2">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-full" />
        </div>
      </div>
      {workspace}
    </div>
  );
}
