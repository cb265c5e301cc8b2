import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export type Column = {
  label: string;
  /** Replaces the default cell padding (e.g. narrower on phones, right-aligned, hidden). */
  className?: string;
};

/** The scrolling table of an admin panel: a muted upper-case header row and divided body rows. */
export function AdminTable({
  columns,
  scrollClassName,
  minWidth,
  stickyHeader,
  children,
}: {
  columns: Column[];
  scrollClassName: string;
  minWidth?: string;
  stickyHeader?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={scrollClassName}>
      <table className={cn("w-full text-left text-sm", minWidth)}>
        <thead className={cn("bg-muted text-xs text-muted-foreground uppercase", stickyHeader && "sticky top-0")}>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cn(column.className ?? "px-4 py-2.5", "font-medium")}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}
