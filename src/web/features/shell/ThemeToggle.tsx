import type { Me } from "@shared/api";
import { useQueryClient } from "@tanstack/react-query";
import { Moon, Sun } from "lucide-react";
import { Button } from "~/components/ui/button";
import { apiFetch } from "~/lib/api";
import { useMe } from "~/lib/queries";
import { applyTheme, useTheme } from "~/lib/theme";

export function ThemeToggle() {
  const theme = useTheme();
  const me = useMe().data;
  const queryClient = useQueryClient();

  function toggle() {
    const next = theme === "dark" ? "light" : "dark";
    applyTheme(next);
    // Signed in, the choice follows the account too, so the saved theme applied at sign-in never undoes it.
    if (me) {
      queryClient.setQueryData<Me>(["me", me.id], { ...me, theme: next });
      apiFetch<Me>("/api/me", { method: "PATCH", body: JSON.stringify({ theme: next }) }).catch((error: unknown) =>
        console.warn("Could not save theme preference", error),
      );
    }
  }

  return (
    <Button variant="ghost" size="icon" aria-label="Toggle theme" onClick={toggle}>
      {theme === "dark" ? (
        <Sun className="h-5 w-5" aria-hidden="true" />
      ) : (
        <Moon className="h-5 w-5" aria-hidden="true" />
      )}
    </Button>
  );
}
