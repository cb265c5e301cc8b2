import type { Field, Values } from "@shared/tools";
import { Slider } from "radix-ui";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { SelectField, SwitchRow } from "../../form-widgets";

/** One field as a control (the topic and word count have their own markup above). */
export function FieldControl(props: {
  field: Field;
  values: Values;
  setValue: (name: string, value: string | number | boolean) => void;
  disabled: boolean;
}) {
  const { field: f, values, setValue, disabled } = props;
  const id = `lf-${f.name}`;
  switch (f.kind) {
    case "select":
      return (
        <SelectField
          id={id}
          label={f.label}
          value={String(values[f.name])}
          choices={f.choices}
          onChange={(v) => setValue(f.name, v)}
          disabled={disabled}
        />
      );
    case "switch":
    case "checkbox":
      return (
        <SwitchRow
          id={id}
          label={f.label}
          hint={f.hint ?? SWITCH_HINTS[f.name]}
          checked={Boolean(values[f.name])}
          onChange={(v) => setValue(f.name, v)}
          disabled={disabled}
        />
      );
    case "slider":
    case "number": {
      const value = Number(values[f.name]);
      const step = f.kind === "slider" ? f.step : 1;
      const unit = f.kind === "slider" ? (f.unit ?? "") : "";
      return (
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium" id={`${id}-label`}>
              {f.label}
            </span>
            <span className="rounded-md bg-accent px-2 py-0.5 text-sm font-medium text-accent-foreground tabular-nums">
              {value}
              {unit}
            </span>
          </div>
          <Slider.Root
            className="relative flex h-5 touch-none items-center select-none"
            min={f.min}
            max={f.max}
            step={step}
            value={[value]}
            onValueChange={([v]) => setValue(f.name, v)}
            disabled={disabled}
          >
            <Slider.Track className="relative h-1.5 grow rounded-full bg-input">
              <Slider.Range className="absolute h-full rounded-full bg-primary" />
            </Slider.Track>
            <Slider.Thumb
              aria-labelledby={`${id}-label`}
              aria-valuetext={`${value}${unit}`}
              className="block h-5 w-5 rounded-full border-2 border-primary bg-background shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          </Slider.Root>
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>
              {f.min}
              {unit}
            </span>
            <span>
              {f.max}
              {unit}
            </span>
          </div>
        </div>
      );
    }
    default: {
      const value = String(values[f.name] ?? "");
      const common = {
        id,
        value,
        placeholder: f.placeholder,
        maxLength: f.maxChars,
        disabled,
        "aria-describedby": TEXT_HINTS[f.name] ? `${id}-hint` : undefined,
      };
      return (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>{f.label}</Label>
          {f.kind === "textarea" ? (
            <Textarea
              {...common}
              rows={f.rows ?? 3}
              className="min-h-[88px]"
              onChange={(e) => setValue(f.name, e.target.value)}
            />
          ) : (
            <Input {...common} onChange={(e) => setValue(f.name, e.target.value)} />
          )}
          {TEXT_HINTS[f.name] && (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {TEXT_HINTS[f.name]}
              {f.name === "metaDescription" && ` (${value.length}/160 recommended)`}
            </p>
          )}
        </div>
      );
    }
  }
}

const TEXT_HINTS: Record<string, string> = {
  seoTitle: "Filled from your topic until you edit it.",
  slug: "Lowercase words joined by hyphens; also names your saved files.",
  metaDescription: "The snippet search engines show under your title",
  semanticKeywords: "Related terms that help search engines understand the topic.",
};

const SWITCH_HINTS: Record<string, string> = {
  citationsEnabled: "Cite sources inline and end with a References section.",
  linkSuggestions: "Suggest internal links where they fit.",
};
