import { Toaster } from "sonner";
import { useTheme } from "~/lib/theme";

/** The page's toaster, in the current theme. Loaded after hydration (root.tsx). */
export default function ThemedToaster() {
  const theme = useTheme();
  return <Toaster richColors closeButton theme={theme} position="top-right" />;
}
