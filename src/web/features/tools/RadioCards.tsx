import { RadioGroup } from "radix-ui";
import { cn } from "~/lib/cn";
import { checkOnArrow } from "~/lib/radio-arrows";

export type RadioCard = { value: string; label: string; description?: string };

/** Radio buttons drawn as cards: a title with a round marker, and an optional one-line description. */
export function RadioCards({
  labelledBy,
  options,
  value,
  onChange,
  disabled,
  className,
}: {
  labelledBy: string;
  options: readonly RadioCard[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The grid of cards. */
  className: string;
}) {
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      value={value}
      onValueChange={onChange}
      onKeyDown={checkOnArrow(onChange)}
      disabled={disabled}
      className={className}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            "flex cursor-pointer flex-col items-start gap-0.5 rounded-lg border border-border bg-background p-3 text-left transition-colors",
            "hover:border-primary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            "data-[state=checked]:border-primary data-[state=checked]:bg-accent disabled:cursor-not-allowed disabled:opacity-60",
          )}
        >
          <span className="flex w-full items-center justify-between gap-2 text-sm font-medium">
            {option.label}
            <span
              aria-hidden="true"
              className="flex h-4 w-4 shrink-0 items-center justify-center rounded-full border border-input"
            >
              <RadioGroup.Indicator className="h-2 w-2 rounded-full bg-primary" />
            </span>
          </span>
          {option.description && <span className="text-xs text-muted-foreground">{option.description}</span>}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
