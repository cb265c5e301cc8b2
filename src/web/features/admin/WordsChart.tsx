import type { AdminStats } from "@shared/admin";
import { formatNumber } from "~/components/data-table/format";

const WIDTH = 600;
const HEIGHT = 180;
const GAP = 4;
const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));

/** Words generated per day for the last 30 days: plain SVG bars plus the same numbers as a hidden table. */
export function WordsChart({ days }: { days: AdminStats["dailyWords"] }) {
  const max = Math.max(1, ...days.map((d) => d.words));
  const total = days.reduce((sum, d) => sum + d.words, 0);
  const peak = days.reduce((best, d) => (d.words > best.words ? d : best), days[0] ?? { day: "", words: 0 });
  const slot = WIDTH / Math.max(1, days.length);
  const summary =
    days.length === 0
      ? "No words generated in the last 30 days."
      : `Words generated per day, ${label(days[0].day)} to ${label(days[days.length - 1].day)}: ${formatNumber(total)} in total` +
        (peak.words > 0 ? `, most on ${label(peak.day)} with ${formatNumber(peak.words)}.` : ".");

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between text-xs text-muted-foreground">
        <span>Peak {formatNumber(peak?.words ?? 0)}</span>
        <span>{formatNumber(total)} words in 30 days</span>
      </div>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-44 w-full"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-border" strokeWidth="1" />
        {days.map((d, i) => {
          const h = d.words === 0 ? 0 : Math.max(2, (d.words / max) * (HEIGHT - 8));
          return (
            <rect
              key={d.day}
              x={i * slot + GAP / 2}
              y={HEIGHT - h}
              width={Math.max(1, slot - GAP)}
              height={h}
              rx="2"
              className="fill-primary"
            >
              <title>{`${label(d.day)}: ${formatNumber(d.words)} words`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{days[0] ? label(days[0].day) : ""}</span>
        <span>{days.length > 14 ? label(days[Math.floor(days.length / 2)].day) : ""}</span>
        <span>{days.length > 0 ? label(days[days.length - 1].day) : ""}</span>
      </div>
      <figcaption className="sr-only">
        <table>
          <caption>Words generated per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Words</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{label(d.day)}</td>
                <td>{formatNumber(d.words)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
