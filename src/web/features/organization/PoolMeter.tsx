import { formatNumber } from "~/components/data-table/format";
import { cn } from "~/lib/cn";

/** Words used of a monthly limit, as figures and a bar that turns red at the limit. */
export function PoolMeter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  const over = used >= limit;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">
          <span className={cn("font-semibold", over ? "text-destructive" : "text-foreground")}>
            {formatNumber(used)}
          </span>{" "}
          / {formatNumber(limit)} words this month
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn("h-full rounded-full", over ? "bg-destructive" : "bg-primary")}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
