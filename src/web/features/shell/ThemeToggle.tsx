import type { Theme } from "@shared/api";
import { Moon, Sun } from "lucide-react";
import { Button } from "~/components/ui/button";
import { applyTheme, useTheme } from "~/lib/theme";

/** Light/dark switch; `onToggle` lets the signed-in header save the choice to the account too. */
export function ThemeToggle({ onToggle }: { onToggle?: (theme: Theme) => void }) {
  const theme = useTheme();

  function toggle() {
    const next = theme === "dark" ? "light" : "dark";
    applyTheme(next);
    onToggle?.(next);
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
