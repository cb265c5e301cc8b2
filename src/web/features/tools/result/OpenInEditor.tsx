import { PenLine } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Link } from "~/lib/nav";

/** The result's document in the writing workspace's editor, to format, check and export it. */
export function OpenInEditor({ documentId }: { documentId: string }) {
  return (
    <Button asChild variant="outline" size="sm" className="gap-1.5 px-2.5">
      <Link to={`/documents/${documentId}`}>
        <PenLine className="h-4 w-4" aria-hidden="true" /> Open in editor
      </Link>
    </Button>
  );
}
