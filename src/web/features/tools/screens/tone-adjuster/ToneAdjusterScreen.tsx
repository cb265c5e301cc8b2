import { ResultPane } from "../../result/ResultPane";
import { SpecInputPanel, SpecScreenLayout } from "../../SpecScreen";
import { ToolField } from "../../ToolFields";
import { useSpecTool } from "../../use-spec-tool";
import { fieldNamed } from "../../use-tool-form";
import { VoiceInputButton } from "../../VoiceInputButton";
import type { ToolScreenProps } from "../types";

/** Tone adjuster: text, target tone and audience on the left; the editable adjusted text on the right. */
export default function ToneAdjusterScreen({ tool }: ToolScreenProps) {
  const t = useSpecTool(tool);
  const { values, setValue } = t;
  const adjust = () => void t.submit();

  return (
    <SpecScreenLayout tool={tool}>
      <SpecInputPanel
        tool={t}
        onSubmit={adjust}
        // Here the transcription replaces the text rather than adding to it, as other tools do.
        leading={<VoiceInputButton onText={(dictated) => setValue("text", dictated)} disabled={t.busy} />}
      >
        <ToolField
          field={fieldNamed(tool, "text")}
          boxClassName="min-h-[200px]"
          id="tone-adjuster-input"
          values={values}
          onChange={setValue}
          onSubmitShortcut={t.whenReady(adjust)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ToolField field={fieldNamed(tool, "tone")} values={values} onChange={setValue} />
          <ToolField field={fieldNamed(tool, "audience")} values={values} onChange={setValue} />
        </div>
      </SpecInputPanel>
      <ResultPane run={t} tool={tool} hideActionsUntilResult copyDescription="Adjusted text copied to clipboard." />
    </SpecScreenLayout>
  );
}
