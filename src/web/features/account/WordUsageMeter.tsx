import { meterPercent, meterState } from "@shared/plans";
import { buttonStyles } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { cn } from "~/lib/cn";
import { Link } from "~/lib/nav";
import { useUsage } from "~/lib/queries";
import { UPGRADE_PATH } from "./upgrade";

const number = new Intl.NumberFormat("en-US");

/**
 * This month's words against the allowance, with a warning state from 80% and an exceeded one at 100%;
 * in those states it offers "Upgrade to Pro" (the way to more words), unless the page shows that already.
 * `steady`: the same height in every state and while loading (a tool page's header, where growing
 * would push the tool down mid-use); its last line says the words left until it warns.
 */
export function WordUsageMeter({
  className,
  upgrade = true,
  steady = false,
}: {
  className?: string;
  upgrade?: boolean;
  steady?: boolean;
}) {
  const { data: usage, isPending } = useUsage();

  if (steady) return <SteadyMeter usage={isPending ? undefined : usage} upgrade={upgrade} className={className} />;
  if (isPending || !usage) {
    return (
      <div className={cn("flex flex-col gap-2", className)} role="status" aria-label="Loading word usage">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-2 w-full rounded-full" />
      </div>
    );
  }

  const { wordsUsed: used, wordsLimit: limit, organization } = usage;
  const state = meterState(used, limit);

  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">{organization ? "Your words this month" : "Words this month"}</span>
        <UsageFigures used={used} limit={limit} pooled={Boolean(organization)} />
      </div>
      <UsageBar used={used} limit={limit} />
      {/* An organization's member is not sold Pro: their organization's managers set the words. */}
      {organization ? (
        state !== "normal" && (
          <p className="text-sm text-destructive">
            {state === "warning" ? "Approaching" : "You have reached"} what {organization} allows you this month. Ask
            its managers for more.
          </p>
        )
      ) : (
        <>
          {state === "warning" && (
            <p className="text-sm text-destructive">Approaching word limit. Consider upgrading.</p>
          )}
          {state === "exceeded" && (
            <p className="text-sm text-destructive">Word limit exceeded. Upgrade to continue.</p>
          )}
        </>
      )}
      {upgrade && !organization && state !== "normal" && (
        <Link to={UPGRADE_PATH} className={cn(buttonStyles("primary", "sm"), "w-fit")}>
          Upgrade to Pro
        </Link>
      )}
    </div>
  );
}

type Usage = NonNullable<ReturnType<typeof useUsage>["data"]>;

/** Three rows of fixed height: the figures, the bar, and the words left or the warning with Upgrade. */
function SteadyMeter({ usage, upgrade, className }: { usage?: Usage; upgrade: boolean; className?: string }) {
  const rows = cn("grid grid-rows-[1.25rem_0.5rem_2rem] gap-2", className);
  if (!usage) {
    return (
      <div className={rows} role="status" aria-label="Loading word usage">
        <Skeleton className="h-4 w-40 self-center" />
        <Skeleton className="h-2 w-full rounded-full" />
        <Skeleton className="h-3 w-32 self-center" />
      </div>
    );
  }

  const { wordsUsed: used, wordsLimit: limit, organization } = usage;
  const state = meterState(used, limit);
  // A member's words come from the organization's pool: the figures say "used" and "left" in words,
  // and the pool is named below, where a long name has room ("Words this month from…" was cut off).
  const label = organization ? "Your words this month" : "Words this month";
  const warning = organization
    ? `${state === "warning" ? "Approaching" : "You have reached"} what ${organization} allows you this month. Ask its managers for more.`
    : state === "warning"
      ? "Approaching word limit. Consider upgrading."
      : "Word limit exceeded. Upgrade to continue.";

  return (
    <div className={rows}>
      <div className="flex min-w-0 items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate font-medium" title={label}>
          {label}
        </span>
        <UsageFigures used={used} limit={limit} pooled={Boolean(organization)} className="shrink-0" />
      </div>
      <UsageBar used={used} limit={limit} className="self-center" />
      <div className="flex min-w-0 items-center justify-between gap-2">
        {state === "normal" ? (
          <p className="min-w-0 truncate text-xs text-muted-foreground">
            {organization
              ? `From ${organization}'s monthly pool`
              : `${number.format(limit - used)} words left this month`}
          </p>
        ) : (
          <>
            <p className="line-clamp-2 min-w-0 text-xs leading-4 text-destructive" title={warning}>
              {warning}
            </p>
            {upgrade && !organization && (
              <Link to={UPGRADE_PATH} className={cn(buttonStyles("primary", "sm"), "shrink-0")}>
                Upgrade to Pro
              </Link>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * "120 / 2,000 words used", the used figure in red once the meter warns. A member of an
 * organization (`pooled`) sees "10 used · 4,990 left": their limit is what the pool and their cap
 * leave them, a figure that read as the pool's size.
 */
function UsageFigures({
  used,
  limit,
  pooled,
  className,
}: {
  used: number;
  limit: number;
  pooled: boolean;
  className?: string;
}) {
  const state = meterState(used, limit);
  const usedFigure = (
    <span className={cn("font-semibold", state === "normal" ? "text-foreground" : "text-destructive")}>
      {number.format(used)}
    </span>
  );
  return (
    <span className={cn("whitespace-nowrap text-muted-foreground", className)}>
      {usedFigure}{" "}
      {pooled ? `used · ${number.format(Math.max(0, limit - used))} left` : `/ ${number.format(limit)} words used`}
    </span>
  );
}

/** The month's words as a bar, red once the meter warns. */
function UsageBar({ used, limit, className }: { used: number; limit: number; className?: string }) {
  const percent = meterPercent(used, limit);
  return (
    <div
      role="progressbar"
      aria-label="Word usage"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div
        className={cn(
          "h-full rounded-full transition-[width] duration-500",
          meterState(used, limit) === "normal" ? "bg-primary" : "bg-destructive",
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
