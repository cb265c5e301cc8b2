import { humanScore } from "@shared/humanizer-score";
import { Gauge } from "lucide-react";
import { useMemo } from "react";
import { cn } from "~/lib/cn";

const LABEL_STYLES = {
  "Highly Human": "bg-success/15 text-success",
  "Moderately Human": "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  "Needs Improvement": "bg-destructive/15 text-destructive",
} as const;

/**
 * How human the result reads: a deterministic score from the text itself (same text, same score),
 * with the four signals it adds up, so the number can be understood and improved on.
 */
export function HumanScorePanel({ text }: { text: string }) {
  const { score, label, factors } = useMemo(() => humanScore(text), [text]);
  return (
    <section aria-labelledby="human-score-heading" className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="human-score-heading" className="flex items-center gap-2 font-semibold">
          <Gauge className="h-4 w-4 text-primary" aria-hidden="true" />
          Human score
        </h3>
        <div className="flex items-center gap-2">
          <span className="text-2xl font-bold tabular-nums" data-testid="human-score">
            {score}
            <span className="text-sm font-normal text-muted-foreground">/100</span>
          </span>
          <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-medium", LABEL_STYLES[label])}>{label}</span>
        </div>
      </div>
      <ul className="flex flex-col gap-2.5" aria-label="What the score is based on">
        {factors.map((factor) => (
          <li key={factor.name} className="flex flex-col gap-1">
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="font-medium">{factor.name}</span>
              <span className="tabular-nums text-muted-foreground">
                {factor.points}/{factor.max}
              </span>
            </div>
            <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div
                className="h-full rounded-full bg-primary"
                style={{ width: `${(factor.points / factor.max) * 100}%` }}
              />
            </div>
            <p className="text-xs text-muted-foreground">{factor.detail}</p>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">
        Measured from the text itself; edit the result and the score follows. 80+ reads as Highly Human, 60+ as
        Moderately Human.
      </p>
    </section>
  );
}
