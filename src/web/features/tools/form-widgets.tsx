/** Form controls for dedicated screens that lay out their fields themselves, so they look alike. */
import type { Choice } from "@shared/tools";
import { RadioGroup } from "radix-ui";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Switch } from "~/components/ui/switch";
import { cn } from "~/lib/cn";
import { checkOnArrow } from "~/lib/radio-arrows";

export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
  disabled?: boolean;
  hint?: string;
  className?: string;
}) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  return (
    <div className={cn("flex min-w-0 flex-col gap-1.5", props.className)}>
      <Label htmlFor={props.id}>{props.label}</Label>
      <NativeSelect
        id={props.id}
        value={props.value}
        choices={props.choices}
        onChange={props.onChange}
        disabled={props.disabled}
        aria-describedby={hintId}
      />
      {props.hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {props.hint}
        </p>
      )}
    </div>
  );
}

export function SwitchRow(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  disabled?: boolean;
}) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-border px-3 py-2.5">
      <div className="flex min-w-0 flex-col gap-0.5">
        <Label htmlFor={props.id} className="cursor-pointer">
          {props.label}
        </Label>
        {props.hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {props.hint}
          </p>
        )}
      </div>
      <Switch
        id={props.id}
        checked={props.checked}
        onCheckedChange={props.onChange}
        disabled={props.disabled}
        aria-describedby={hintId}
      />
    </div>
  );
}

/**
 * Two or more mutually exclusive views (e.g. Original / Corrected), as a segmented control. It is a
 * radio group: the arrow keys move to the next view and show it, as radio buttons do.
 */
export function ViewToggle<T extends string>(props: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  items: { value: T; label: string; disabled?: boolean }[];
}) {
  return (
    <RadioGroup.Root
      aria-label={props.label}
      value={props.value}
      onValueChange={(value) => props.onChange(value as T)}
      onKeyDown={checkOnArrow((value) => props.onChange(value as T))}
      className="inline-flex rounded-lg border border-border bg-muted p-0.5"
    >
      {props.items.map((item) => (
        <RadioGroup.Item
          key={item.value}
          value={item.value}
          disabled={item.disabled}
          className={cn(
            "rounded-md px-3 py-1 text-sm font-medium text-muted-foreground transition-colors",
            "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50",
            "data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm",
          )}
        >
          {item.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
