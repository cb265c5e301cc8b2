import type { ReactNode } from "react";
import { EmptyState, LoadingRows } from "./PanelStates";

type PanelBodyProps<T> = {
  /** The loaded rows; undefined while loading or after a failed load. */
  items: T[] | undefined;
  failed: boolean;
  busy?: boolean;
  failedText: string;
  emptyText: string;
  loadingLabel: string;
  /** Placeholder rows while loading: how many, their height and the gap between them. */
  skeleton: { rows: 2 | 3; height: string; gap: string };
  /** Under the rows, inside the frame (e.g. the pager). */
  footer?: ReactNode;
  children: (items: T[]) => ReactNode;
};

/** A framed list (the admin panels'): loading placeholders, a failure or "nothing matches" line, or the rows. */
export function PanelBody<T>({ items, failed, busy, skeleton, footer, children, ...text }: PanelBodyProps<T>) {
  return (
    <div className="overflow-hidden rounded-lg border border-border" aria-busy={busy}>
      {!items ? (
        failed ? (
          <EmptyState>{text.failedText}</EmptyState>
        ) : (
          <LoadingRows
            label={text.loadingLabel}
            rows={skeleton.rows}
            height={skeleton.height}
            className={`${skeleton.gap} p-4`}
          />
        )
      ) : items.length === 0 ? (
        <EmptyState>{text.emptyText}</EmptyState>
      ) : (
        children(items)
      )}
      {footer}
    </div>
  );
}
