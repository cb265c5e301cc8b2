/** Display formats of the data screens: dates as 'Month day, year HH:mm', numbers grouped, ids truncated. */
const dateTime = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const dateOnly = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const integer = new Intl.NumberFormat("en-US");

/** 'November 22, 2026 14:05' in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute}`;
}

export function formatDate(iso: string | null): string {
  return iso ? dateOnly.format(new Date(iso)) : "Never";
}

export const formatNumber = (n: number) => integer.format(n);

/** First 8 characters plus an ellipsis: enough to tell ids apart in a narrow column. */
export const shortId = (id: string) => (id.length > 8 ? `${id.slice(0, 8)}...` : id);

/** 'super_admin' → 'Super Admin'. */
export const labelOf = (value: string) =>
  value
    .split("_")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");

export function formatMoney(amount: string, currency: string): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(value);
  } catch {
    return `${amount} ${currency.toUpperCase()}`;
  }
}
