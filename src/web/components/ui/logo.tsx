import { Feather } from "lucide-react";
import { cn } from "~/lib/cn";

export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex h-8 w-8 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm",
        className,
      )}
    >
      <Feather className="h-[55%] w-[55%]" aria-hidden="true" />
    </span>
  );
}

/** Pulsing logo shown while the session loads. */
export function LoadingLogo({ className }: { className?: string }) {
  return (
    <div role="status" aria-label="Loading" className={cn("flex min-h-[50vh] items-center justify-center", className)}>
      <LogoMark className="h-14 w-14 animate-pulse" />
    </div>
  );
}
