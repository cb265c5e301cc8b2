import { RadioGroup } from "radix-ui";
import { useId } from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

type Option = { value: string; label: string; description?: string };

type OptionCardsProps = {
  label: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
};

/** A radio group drawn as cards with a title and a one-line description (modes, styles). */
export function OptionCards({ label, options, value, onChange, disabled, className }: OptionCardsProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label id={`${id}-label`}>{label}</Label>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        className={cn(
          "grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] [&>*]:min-w-0",
          className,
        )}
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
    </div>
  );
}
