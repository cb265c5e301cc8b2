import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Previous / Next with a line saying where we are. */
export function Pager({
  summary,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  summary: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav
      aria-label="Pages"
      className="flex items-center justify-between gap-3 border-t border-border px-4 py-3 text-sm"
    >
      <p className="text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={!hasPrevious}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext}>
          Next
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
