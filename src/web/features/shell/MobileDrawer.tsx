import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef } from "react";
import { buttonStyles } from "~/components/ui/button";
import { LogoMark } from "~/components/ui/logo";
import { Link, useLocation } from "~/lib/nav";
import { useSession } from "~/lib/session";
import { ToolNav } from "./ToolNav";

/** The sidebar below 1024 px: a slide-in dialog closed by navigation, Escape or a backdrop click. */
export default function MobileDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { pathname } = useLocation();
  const { user, isPending } = useSession();
  const searchRef = useRef<HTMLInputElement>(null);
  const shownPath = useRef(pathname);

  // Close whenever the path changes (it mounts open, on the first click of the menu button).
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    onOpenChange(false);
  }, [pathname, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto border-r border-border bg-background shadow-xl focus:outline-none lg:hidden"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            // Spec: the search box takes focus 100 ms after the drawer opens.
            setTimeout(() => searchRef.current?.focus(), 100);
          }}
        >
          <div className="flex h-16 items-center justify-between border-b border-border px-4">
            <Dialog.Title className="flex items-center gap-2 font-semibold">
              <LogoMark className="h-7 w-7" /> Tools
            </Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {!user && !isPending && (
            <div className="border-b border-border p-4">
              <Link to="/auth" className={`${buttonStyles("outline", "md")} w-full`}>
                Sign in
              </Link>
            </div>
          )}
          <ToolNav idPrefix="drawer-tools" searchRef={searchRef} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
