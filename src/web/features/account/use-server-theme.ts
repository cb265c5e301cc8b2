import { useEffect } from "react";
import { useMe } from "~/lib/queries";
import { applyTheme } from "~/lib/theme";

/** After sign-in, the theme saved on the account wins over this browser's last choice. */
export function useServerTheme(): void {
  const me = useMe().data;
  const theme = me?.theme;
  useEffect(() => {
    if (theme && !document.documentElement.classList.contains(theme)) applyTheme(theme);
  }, [theme]);
}
