import { useId } from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { type RadioCard, RadioCards } from "./RadioCards";

type OptionCardsProps = {
  label: string;
  options: readonly RadioCard[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
};

/** A labelled radio group drawn as cards with a title and a one-line description (modes, styles). */
export function OptionCards({ label, className, ...group }: OptionCardsProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label id={`${id}-label`}>{label}</Label>
      <RadioCards
        labelledBy={`${id}-label`}
        {...group}
        className={cn(
          "grid grid-cols-2 gap-2 sm:grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] [&>*]:min-w-0",
          className,
        )}
      />
    </div>
  );
}
