import { ChevronLeft, ChevronRight } from "lucide-react";
import { type Dispatch, type SetStateAction, useCallback, useState } from "react";
import { Button } from "~/components/ui/button";

/** Previous / Next with a line saying where we are. */
export function Pager({
  summary,
  page,
  setPage,
  hasNext,
}: {
  summary: string;
  page: number;
  setPage: Dispatch<SetStateAction<number>>;
  hasNext: boolean;
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
        <Button variant="outline" size="sm" onClick={() => setPage((p) => Math.max(1, p - 1))} disabled={page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => setPage((p) => p + 1)} disabled={!hasNext}>
          Next
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

/** The page of a filtered list: changing any filter goes back to page 1. */
export function useFilteredPage() {
  const [page, setPage] = useState(1);
  const resetting = useCallback(
    <T,>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(1);
      },
    [],
  );
  return { page, setPage, resetting };
}
