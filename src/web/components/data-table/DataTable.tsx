import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type Column = {
  label: string;
  /** Read by screen readers only (an actions column, say). */
  hiddenLabel?: boolean;
  /** Replaces the default cell padding (e.g. narrower on phones, right-aligned, hidden). */
  className?: string;
};

/** A scrolling data table (admin panels, the organization page): a muted upper-case header row and divided body rows. */
export function DataTable({
  columns,
  scrollClassName,
  minWidth,
  stickyHeader,
  caption,
  children,
}: {
  columns: Column[];
  scrollClassName: string;
  minWidth?: string;
  stickyHeader?: boolean;
  /** The table's name for screen readers. */
  caption?: string;
  children: ReactNode;
}) {
  // `relative`: the visually hidden labels (absolutely placed) stay inside the scroller. Placed by the
  // page instead, a hidden label in a far-right column widened the whole page on a phone.
  return (
    <div className={cn("relative", scrollClassName)}>
      <table className={cn("w-full text-left text-sm", minWidth)}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={cn("bg-muted text-xs text-muted-foreground uppercase", stickyHeader && "sticky top-0")}>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn(column.className ?? "px-4 py-2.5", "font-medium")}>
                {column.hiddenLabel ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}
