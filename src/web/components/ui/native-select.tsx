import { ChevronDown } from "lucide-react";
import { inputStyles } from "~/components/ui/input";
import { cn } from "~/lib/cn";

export type SelectChoice<T extends string = string> = { value: T; label: string };

type Props<T extends string> = {
  value: T;
  choices: readonly SelectChoice<T>[];
  onChange: (value: T) => void;
  id?: string;
  /** Accessible name when no visible <label> points at the select. */
  label?: string;
  disabled?: boolean;
  className?: string;
  "aria-describedby"?: string;
};

/** A native select (best on phones and for screen readers) styled like the other inputs. */
export function NativeSelect<T extends string>({
  value,
  choices,
  onChange,
  id,
  label,
  disabled,
  className,
  ...aria
}: Props<T>) {
  return (
    <div className={cn("relative", className)}>
      <select
        id={id}
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as T)}
        className={cn(inputStyles, "cursor-pointer appearance-none pr-9 text-base sm:text-sm")}
        {...aria}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
