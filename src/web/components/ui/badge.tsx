import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const variants = {
  default: "bg-accent text-accent-foreground",
  outline: "border border-border text-muted-foreground",
  success: "bg-success/15 text-success",
} as const;

export function Badge({
  className,
  variant = "default",
  ...props
}: ComponentProps<"span"> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
