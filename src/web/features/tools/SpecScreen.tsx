import type { Tool } from "@shared/tools";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { InputPanel } from "./InputPanel";
import { ToolExtras } from "./ToolExtras";
import type { SpecTool } from "./use-spec-tool";
import { SpecVoiceButton } from "./VoiceInputButton";

/** A tool screen: input and result side by side on wide screens, then the FAQ and related tools. */
export function SpecScreenLayout({ tool, children }: { tool: Tool; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      {/* grid-cols-1 on a phone: its one column may shrink below a card's widest row (a row of
          option cards that scrolls sideways), where an implicit column grew to it. */}
      <div className="grid grid-cols-1 items-start gap-6 md:grid-cols-2">{children}</div>
      <ToolExtras tool={tool} />
    </div>
  );
}

/** The input card wired to a tool's run: its submit wording, Stop, the allowance and voice input. */
export function SpecInputPanel({
  tool,
  onSubmit,
  onReset,
  leading,
  submitIcon,
  children,
}: {
  tool: SpecTool;
  onSubmit: () => void;
  onReset?: () => void;
  /** Replaces the voice button that adds dictation to the tool's text field. */
  leading?: ReactNode;
  submitIcon?: LucideIcon;
  children: ReactNode;
}) {
  const { tool: entry, busy } = tool;
  return (
    <InputPanel
      busy={busy}
      submit={entry.submit}
      onSubmit={onSubmit}
      onStop={tool.stop}
      onReset={onReset}
      submitDisabled={Boolean(tool.overAllowance)}
      overAllowance={tool.overAllowance}
      submitIcon={submitIcon}
      shortcut
      leading={
        leading ?? <SpecVoiceButton tool={entry} values={tool.values} onChange={tool.setValue} disabled={busy} />
      }
    >
      {children}
    </InputPanel>
  );
}
