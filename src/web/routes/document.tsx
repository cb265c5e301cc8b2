import { RequireAuth } from "~/features/auth/RequireAuth";
import { DocumentPage } from "~/features/documents/DocumentPage";
import { pageMeta } from "~/lib/meta";
import { QueryProvider } from "~/lib/query-client";
import type { Route } from "./+types/document";

export const meta = () => pageMeta("Document", "A document written with Quillstack.");

export default function DocumentRoute({ params }: Route.ComponentProps) {
  return (
    <RequireAuth>
      <QueryProvider>
        <DocumentPage key={params.id} id={params.id} />
      </QueryProvider>
    </RequireAuth>
  );
}
