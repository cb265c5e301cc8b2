import { type Field, type Tool, tooLongMessage, type Values } from "@shared/tools";
import { countWords } from "@shared/words";
import { type KeyboardEvent, type ReactNode, useId } from "react";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Switch } from "~/components/ui/switch";
import { cn } from "~/lib/cn";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { countLabel } from "./counts";
import { choicesFor } from "./use-tool-form";

/** Word counter debounce: long texts are not recounted on every key. */
export const COUNT_DEBOUNCE_MS = 300;

type FieldProps = {
  field: Field;
  values: Values;
  onChange: (name: string, value: Values[string]) => void;
  disabled?: boolean;
  /** Element id of the control; defaults to a generated one. */
  id?: string;
  /** Ctrl/Cmd+Enter in a text box submits the form. */
  onSubmitShortcut?: () => void;
  /** Shown under a text box (e.g. the voice input button). */
  footer?: ReactNode;
  className?: string;
  /** Extra classes for a text box (e.g. a screen's own minimum height). */
  boxClassName?: string;
};

/** Renders one spec field with its visible label: text box, select, switch, slider or number. */
export function ToolField(props: FieldProps) {
  const { field, values, onChange, disabled, id, onSubmitShortcut, footer, className, boxClassName } = props;
  const generated = useId();
  const controlId = id ?? `${generated}-${field.name}`;
  const hintId = field.hint ? `${controlId}-hint` : undefined;
  const hint = field.hint && (
    <p id={hintId} className="text-xs text-muted-foreground">
      {field.hint}
    </p>
  );

  switch (field.kind) {
    case "textarea":
    case "text": {
      const value = String(values[field.name] ?? "");
      const tooLong = value.length > field.maxChars;
      const errorId = `${controlId}-error`;
      const describedBy = [hintId, tooLong ? errorId : undefined].filter(Boolean).join(" ") || undefined;
      const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && onSubmitShortcut) {
          event.preventDefault();
          onSubmitShortcut();
        }
      };
      const common = {
        id: controlId,
        value,
        placeholder: field.placeholder,
        disabled,
        onKeyDown,
        "aria-describedby": describedBy,
        "aria-invalid": tooLong || undefined,
        "aria-required": field.required ? true : undefined,
      };
      return (
        <div className={cn("flex flex-col gap-1.5", className)}>
          <div className="flex items-end justify-between gap-2">
            <Label htmlFor={controlId}>{field.label}</Label>
            {field.kind === "textarea" && <WordCount text={value} />}
          </div>
          {field.kind === "textarea" ? (
            <Textarea
              {...common}
              rows={field.rows ?? 6}
              onChange={(event) => onChange(field.name, event.target.value)}
              className={cn(
                "resize-y text-base leading-relaxed sm:text-sm",
                (field.rows ?? 6) >= 8 ? "min-h-[220px]" : "min-h-0",
                boxClassName,
              )}
            />
          ) : (
            <Input
              {...common}
              onChange={(event) => onChange(field.name, event.target.value)}
              className="text-base sm:text-sm"
            />
          )}
          {hint}
          {tooLong && (
            <p id={errorId} className="text-sm text-destructive">
              {tooLongMessage(field)}
            </p>
          )}
          {footer}
        </div>
      );
    }
    case "select":
      return (
        <div className={cn("flex flex-col gap-1.5", className)}>
          <Label htmlFor={controlId}>{field.label}</Label>
          <NativeSelect
            id={controlId}
            value={String(values[field.name] ?? field.default)}
            choices={choicesFor(field, values)}
            onChange={(value) => onChange(field.name, value)}
            disabled={disabled}
            aria-describedby={hintId}
          />
          {hint}
        </div>
      );
    case "switch":
      return (
        <div className={cn("flex items-start justify-between gap-4 rounded-lg border border-border p-3", className)}>
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={controlId}>{field.label}</Label>
            {hint}
          </div>
          <Switch
            id={controlId}
            checked={Boolean(values[field.name])}
            onCheckedChange={(checked) => onChange(field.name, checked)}
            disabled={disabled}
            aria-describedby={hintId}
          />
        </div>
      );
    case "checkbox":
      return (
        <div className={cn("flex items-start gap-3 rounded-lg border border-border p-3", className)}>
          <input
            id={controlId}
            type="checkbox"
            checked={Boolean(values[field.name])}
            onChange={(event) => onChange(field.name, event.target.checked)}
            disabled={disabled}
            aria-describedby={hintId}
            className="mt-0.5 h-4 w-4 shrink-0 accent-primary"
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={controlId}>{field.label}</Label>
            {hint}
          </div>
        </div>
      );
    case "slider": {
      const value = Number(values[field.name] ?? field.default);
      return (
        <div className={cn("flex flex-col gap-1.5", className)}>
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={controlId}>{field.label}</Label>
            <output htmlFor={controlId} className="text-sm font-medium tabular-nums text-primary">
              {value}
              {field.unit}
            </output>
          </div>
          <input
            id={controlId}
            type="range"
            min={field.min}
            max={field.max}
            step={field.step}
            value={value}
            disabled={disabled}
            aria-describedby={hintId}
            aria-valuetext={`${value}${field.unit ?? ""}`}
            onChange={(event) => onChange(field.name, Number(event.target.value))}
            className="h-2 w-full cursor-pointer accent-primary disabled:cursor-not-allowed"
          />
          {hint}
        </div>
      );
    }
    case "number":
      return (
        <div className={cn("flex flex-col gap-1.5", className)}>
          <Label htmlFor={controlId}>{field.label}</Label>
          <Input
            id={controlId}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            value={String(values[field.name] ?? field.default)}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={(event) =>
              onChange(field.name, event.target.value === "" ? field.default : Number(event.target.value))
            }
          />
          {hint}
        </div>
      );
  }
}

/** "12 words", counted after typing pauses. */
export function WordCount({ text, className }: { text: string; className?: string }) {
  const words = countWords(useDebouncedValue(text, COUNT_DEBOUNCE_MS));
  return (
    <span className={cn("text-xs text-muted-foreground tabular-nums", className)}>{countLabel(words, "word")}</span>
  );
}

type FieldsProps = Omit<FieldProps, "field" | "id" | "footer" | "boxClassName"> & {
  tool: Tool;
  /** Fields a screen lays out itself. */
  exclude?: string[];
  /** Control id per field name (e.g. the main text box's stable id). */
  ids?: Record<string, string>;
  footers?: Record<string, ReactNode>;
};

/**
 * Every field of a tool in order, on a two-column grid where there is room: text areas and switches
 * take the full width, short inputs and selects pair up.
 */
export function ToolFields({ tool, exclude = [], ids = {}, footers = {}, className, ...rest }: FieldsProps) {
  return (
    <div className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {tool.fields
        .filter((f) => !exclude.includes(f.name))
        .map((field) => (
          <ToolField
            key={field.name}
            field={field}
            id={ids[field.name]}
            footer={footers[field.name]}
            className={
              field.kind === "textarea" || field.kind === "switch" || field.kind === "checkbox"
                ? "sm:col-span-2"
                : undefined
            }
            {...rest}
          />
        ))}
    </div>
  );
}
