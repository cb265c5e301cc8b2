import { useParams } from "react-router";
import { JoinPage } from "~/features/organization/JoinPage";
import { pageMeta } from "~/lib/meta";
import { QueryProvider } from "~/lib/query-client";

export const meta = () => pageMeta("Join an organization", "Accept an invitation to an organization on Quillstack.");

export default function Route() {
  const { token = "" } = useParams();
  return (
    <QueryProvider>
      <JoinPage token={token} />
    </QueryProvider>
  );
}
