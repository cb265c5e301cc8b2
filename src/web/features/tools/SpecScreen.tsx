import type { ReactNode } from "react";
import type { ToolSpec } from "../../../shared/tool-spec";
import { InputPanel } from "./InputPanel";
import { ToolExtras } from "./ToolExtras";
import type { SpecTool } from "./use-spec-tool";
import { SpecVoiceButton } from "./VoiceInputButton";

/** A spec-driven screen: input and result side by side on wide screens, then the FAQ and related tools. */
export function SpecScreenLayout({ spec, children }: { spec: ToolSpec; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <div className="grid items-start gap-6 md:grid-cols-2">{children}</div>
      <ToolExtras spec={spec} />
    </div>
  );
}

/** The input card wired to a spec tool's run: its submit wording, Stop, the allowance and voice input. */
export function SpecInputPanel({
  tool,
  onSubmit,
  onReset,
  leading,
  children,
}: {
  tool: SpecTool;
  onSubmit: () => void;
  onReset?: () => void;
  /** Replaces the voice button that adds dictation to the spec's text field. */
  leading?: ReactNode;
  children: ReactNode;
}) {
  const { spec, busy } = tool;
  return (
    <InputPanel
      busy={busy}
      submit={spec.submit}
      onSubmit={onSubmit}
      onStop={tool.stop}
      onReset={onReset}
      submitDisabled={Boolean(tool.overAllowance)}
      overAllowance={tool.overAllowance}
      leading={leading ?? <SpecVoiceButton spec={spec} values={tool.values} onChange={tool.setValue} disabled={busy} />}
    >
      {children}
    </InputPanel>
  );
}
