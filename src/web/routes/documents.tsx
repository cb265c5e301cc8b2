import { RequireAuth } from "~/features/auth/RequireAuth";
import { DocumentsPage } from "~/features/documents/DocumentsPage";
import { pageMeta } from "~/lib/meta";
import { QueryProvider } from "~/lib/query-client";

export const meta = () => pageMeta("Documents", "Everything your Quillstack tools wrote for you.");

export default function Route() {
  return (
    <RequireAuth>
      <QueryProvider>
        <DocumentsPage />
      </QueryProvider>
    </RequireAuth>
  );
}
