import { type LucideIcon, Sparkles } from "lucide-react";
import type { CSSProperties } from "react";
import { cn } from "~/lib/cn";

export type EmptyCopy = { icon?: LucideIcon; title?: string; hint: string };

/** What a result area shows before the first result: an icon, an optional title and a hint. */
export function EmptyResult({
  icon: Icon = Sparkles,
  title,
  hint,
  style,
  className,
}: EmptyCopy & { style?: CSSProperties; className?: string }) {
  return (
    <div
      style={style}
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground",
        className,
      )}
    >
      <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      {title && <p className="font-medium text-foreground">{title}</p>}
      <p className="max-w-sm text-sm">{hint}</p>
    </div>
  );
}
