/**
 * Small form and result pieces shared by the group-B dedicated screens (long-form writer, grammar
 * checker, legal draft, translator), so they look and behave alike.
 */
import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, Copy, Download, type LucideIcon } from "lucide-react";
import { DropdownMenu, ToggleGroup } from "radix-ui";
import { type ReactNode, useCallback, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Switch } from "~/components/ui/switch";
import { cn } from "~/lib/cn";
import { USAGE_QUERY_KEY } from "~/lib/queries";
import type { Choice } from "../../../../../shared/tool-spec";
import { countWords } from "../../../../../shared/words";
import { countLabel } from "../../counts";

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

/** The main text box of a dedicated screen: label, live word count, and Ctrl/Cmd+Enter to submit. */
export function CountedTextarea(props: {
  id: string;
  label: string;
  words: number;
  value: string;
  onChange: (value: string) => void;
  onSubmitShortcut: () => void;
  placeholder?: string;
  maxLength: number;
  className: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end justify-between gap-2">
        <Label htmlFor={props.id}>{props.label}</Label>
        <span className="text-xs text-muted-foreground tabular-nums">{countLabel(props.words, "word")}</span>
      </div>
      <Textarea
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            props.onSubmitShortcut();
          }
        }}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        className={cn("resize-y text-base leading-relaxed sm:text-sm", props.className)}
      />
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

export type SaveOption = { label: string; icon: LucideIcon; onSelect: () => void | Promise<void> };

/** A button opening a menu of file formats. */
export function SaveMenu(props: { label: string; options: SaveOption[]; disabled?: boolean; title?: string }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild disabled={props.disabled}>
        <Button variant="outline" size="sm" className="gap-1.5 px-2.5" disabled={props.disabled} title={props.title}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {props.label}
          <ChevronDown className="h-3.5 w-3.5 opacity-70" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-lg border border-border bg-card p-1 text-foreground shadow-lg"
        >
          {props.options.map(({ label, icon: Icon, onSelect }) => (
            <DropdownMenu.Item
              key={label}
              onSelect={() => void onSelect()}
              className="flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-muted"
            >
              <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** Copy on the left and a save/export menu on the right, under a dedicated screen's result. */
export function CopyAndSaveRow({ text, disabled, save }: { text: string; disabled: boolean; save: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" className="gap-1.5 px-2.5" onClick={() => copyText(text)} disabled={disabled}>
        <Copy className="h-4 w-4" aria-hidden="true" /> Copy
      </Button>
      <div className="ml-auto">{save}</div>
    </div>
  );
}

/** Two or more mutually exclusive views (e.g. Original / Corrected), as a segmented control. */
export function ViewToggle<T extends string>(props: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  items: { value: T; label: string; disabled?: boolean }[];
}) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={props.label}
      value={props.value}
      onValueChange={(value) => value && props.onChange(value as T)}
      className="inline-flex rounded-lg border border-border bg-muted p-0.5"
    >
      {props.items.map((item) => (
        <ToggleGroup.Item
          key={item.value}
          value={item.value}
          disabled={item.disabled}
          className={cn(
            "rounded-md px-3 py-1 text-sm font-medium text-muted-foreground transition-colors",
            "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50",
            "data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-sm",
          )}
        >
          {item.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

/** "120 words · 734 characters" under a result. */
export function CountsLine({ text, className }: { text: string; className?: string }) {
  return (
    <p className={cn("text-xs text-muted-foreground tabular-nums", className)}>
      {countLabel(countWords(text), "word")} · {countLabel(text.length, "character")}
    </p>
  );
}

export function EmptyState(props: { icon: LucideIcon; title: string; children?: ReactNode; className?: string }) {
  const Icon = props.icon;
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border p-6 text-center",
        props.className,
      )}
    >
      <span className="flex h-11 w-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <p className="font-medium">{props.title}</p>
      {props.children && <p className="max-w-sm text-sm text-muted-foreground">{props.children}</p>}
    </div>
  );
}

/** Re-reads every word meter after a run spent words. */
export function useRefreshUsage() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY }), [queryClient]);
}

export async function copyText(text: string, description?: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied!", description ? { description } : undefined);
  } catch {
    toast.error("Error", { description: "Failed to copy content." });
  }
}

/** Runs an async export with a busy flag and the spec's failure wording. */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      toast.error("Error", { description: "Failed to create the file. Please try again." });
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
