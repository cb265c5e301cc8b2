import { Toaster } from "sonner";
import { useTheme } from "~/lib/theme";

/**
 * The page's toaster, in the current theme. Loaded after hydration (root.tsx). Toasts rise from the
 * bottom right (on a phone, sonner spans them across the bottom), where they cover none of the
 * header's controls: the menu, the user menu and the word meter stay usable while one shows.
 */
export default function ThemedToaster() {
  const theme = useTheme();
  return <Toaster richColors closeButton theme={theme} position="bottom-right" />;
}
