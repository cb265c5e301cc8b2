import type { Me, Role, Theme } from "@shared/api";
import { useQueryClient } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Button } from "~/components/ui/button";
import { apiFetch } from "~/lib/api";
import { Link } from "~/lib/nav";
import { useMe } from "~/lib/queries";
import { QueryProvider } from "~/lib/query-client";
import type { SessionUser } from "~/lib/session";
import { useServerTheme } from "../account/use-server-theme";
import { ThemeToggle } from "./ThemeToggle";
import { UserMenu } from "./UserMenu";

// Inlined rather than imported: shared/api also holds the zod schemas, which the header does not need.
const isAdminRole = (role: Role | undefined) => role === "admin" || role === "super_admin";

/**
 * The header's right-hand side for a signed-in user: Admin Portal for admins, the theme toggle
 * (which then saves the choice to the account) and the user menu. Loaded only once someone is
 * signed in, with the query library it needs.
 */
export default function SignedInControls({ user }: { user: SessionUser }) {
  return (
    <QueryProvider>
      <Controls user={user} />
    </QueryProvider>
  );
}

function Controls({ user }: { user: SessionUser }) {
  const me = useMe().data;
  const queryClient = useQueryClient();
  useServerTheme();

  // Signed in, the choice follows the account too, so the saved theme applied at sign-in never undoes it.
  function saveTheme(next: Theme) {
    if (!me) return;
    queryClient.setQueryData<Me>(["me", me.id], { ...me, theme: next });
    apiFetch<Me>("/api/me", { method: "PATCH", body: JSON.stringify({ theme: next }) }).catch((error: unknown) =>
      console.warn("Could not save theme preference", error),
    );
  }

  return (
    <>
      {isAdminRole(me?.role) && (
        <Button asChild variant="outline" size="sm">
          <Link to="/admin-dashboard">
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">Admin Portal</span>
          </Link>
        </Button>
      )}
      <ThemeToggle onToggle={saveTheme} />
      <UserMenu email={user.email} name={user.name || null} image={user.image ?? null} />
    </>
  );
}
