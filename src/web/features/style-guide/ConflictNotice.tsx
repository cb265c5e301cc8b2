import { TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";

/**
 * Someone else saved the guide while this form was being edited. What was typed stays in the form
 * until the person chooses: load the other version (theirs replaces it), or keep theirs as the base
 * and save over it.
 */
export function ConflictNotice({ onLoadTheirs, onKeepMine }: { onLoadTheirs: () => void; onKeepMine: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border border-amber-500/60 bg-amber-500/10 p-4 text-sm focus:outline-none"
    >
      <p className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <span>
          Someone else saved this style guide while you were editing it. Your changes are still here: load their version
          to start again from it, or keep yours and save over theirs.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onLoadTheirs}>
          Load their version
        </Button>
        <Button size="sm" variant="outline" onClick={onKeepMine}>
          Keep my changes
        </Button>
      </div>
    </div>
  );
}
