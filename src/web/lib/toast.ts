import type { ExternalToast } from "sonner";

let sonner: Promise<typeof import("sonner")> | undefined;

/** The toast library, loaded on first use (the toaster itself mounts after hydration, see root.tsx). */
export function loadSonner() {
  sonner ??= import("sonner");
  return sonner;
}

/**
 * Toasts for public pages, with sonner's signature: the library loads when the first toast is
 * shown instead of with the page. Screens behind sign-in import sonner directly.
 */
export const toast = {
  success: (message: string, data?: ExternalToast) => void loadSonner().then((m) => m.toast.success(message, data)),
  error: (message: string, data?: ExternalToast) => void loadSonner().then((m) => m.toast.error(message, data)),
};
