import { AlertTriangle, Loader2, type LucideIcon, RotateCcw, Square, Wand2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { ModelStatusNotice } from "./ModelStatusNotice";
import { ShortcutHint, useRunShortcut } from "./ShortcutHint";

type InputPanelProps = {
  /** The form: preset picker and fields. */
  children: ReactNode;
  busy: boolean;
  submit: { label: string; busy: string };
  onSubmit: () => void;
  onStop?: () => void;
  /** Clears input and result; no reset button when absent. */
  onReset?: () => void;
  submitDisabled?: boolean;
  /** Words typed and words left, when the typed text is over what remains this month. */
  overAllowance?: { words: number; remaining: number } | null;
  /** Controls at the start of the action row (e.g. the voice input button). */
  leading?: ReactNode;
  submitIcon?: LucideIcon;
  /** The form's text box runs the tool on Ctrl/⌘+Enter: say so beside the button. */
  shortcut?: boolean;
  className?: string;
};

/** The input card of a tool: its fields, the allowance warning, and Reset / Stop / submit. */
export function InputPanel(props: InputPanelProps) {
  const { busy, submit, onSubmit, onStop, onReset, overAllowance } = props;
  const shortcut = useRunShortcut();
  return (
    <Card className={cn("flex min-w-0 flex-col gap-4 p-4 sm:p-6", props.className)}>
      {props.children}
      {overAllowance && <AllowanceWarning {...overAllowance} />}
      <ModelStatusNotice />
      <div className="flex flex-wrap items-center gap-2">
        {props.leading}
        {onReset && (
          <Button variant="outline" size="icon" aria-label="Reset" title="Reset" onClick={onReset} disabled={busy}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
        <div className="ml-auto flex items-center gap-2">
          {props.shortcut && !busy && <ShortcutHint label={shortcut.label} />}
          {busy && onStop && (
            <Button variant="secondary" onClick={onStop}>
              <Square className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
              Stop
            </Button>
          )}
          <SubmitButton
            busy={busy}
            submit={submit}
            onClick={onSubmit}
            disabled={props.submitDisabled}
            icon={props.submitIcon}
            keyshortcuts={props.shortcut ? shortcut.keys : undefined}
          />
        </div>
      </div>
    </Card>
  );
}

export function SubmitButton({
  busy,
  submit,
  onClick,
  disabled,
  className,
  icon: Icon = Wand2,
  keyshortcuts,
}: {
  busy: boolean;
  submit: { label: string; busy: string };
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  icon?: LucideIcon;
  /** The keys that press it from the form (aria-keyshortcuts syntax). */
  keyshortcuts?: string;
}) {
  return (
    <Button onClick={onClick} disabled={busy || disabled} aria-keyshortcuts={keyshortcuts} className={className}>
      {busy ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <Icon className="h-4 w-4" aria-hidden="true" />
      )}
      {busy ? submit.busy : submit.label}
    </Button>
  );
}

/** A warning before the run, not a refusal after it: the typed text is longer than the words left this month. */
export function AllowanceWarning({ words, remaining }: { words: number; remaining: number }) {
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      This text contains {words} words, but you only have {remaining} words remaining in your free plan.
    </p>
  );
}

/** Dictated text joins what is there with one space. */
export function appendDictation(text: string, dictated: string): string {
  return text === "" || /\s$/.test(text) ? text + dictated : `${text} ${dictated}`;
}
