import { ResultPanel } from "../../ResultPanel";
import { SpecInputPanel, SpecScreenLayout } from "../../SpecScreen";
import { ToolField } from "../../ToolFields";
import { useSpecTool } from "../../use-spec-tool";
import { fieldNamed } from "../../use-tool-form";
import { VoiceInputButton } from "../../VoiceInputButton";
import type { ToolScreenProps } from "../index";

/** Tone adjuster: text, target tone and audience on the left; the editable adjusted text on the right. */
export default function ToneAdjusterScreen({ tool }: ToolScreenProps) {
  const t = useSpecTool(tool.slug);
  const { spec, values, setValue } = t;
  const adjust = () => void t.submit();

  return (
    <SpecScreenLayout spec={spec}>
      <SpecInputPanel
        tool={t}
        onSubmit={adjust}
        // Spec §2: here the transcription replaces the text rather than adding to it.
        leading={<VoiceInputButton onText={(dictated) => setValue("text", dictated)} disabled={t.busy} />}
      >
        <ToolField
          field={fieldNamed(spec, "text")}
          boxClassName="min-h-[200px]"
          id="tone-adjuster-input"
          values={values}
          onChange={setValue}
          onSubmitShortcut={t.whenReady(adjust)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ToolField field={fieldNamed(spec, "tone")} values={values} onChange={setValue} />
          <ToolField field={fieldNamed(spec, "audience")} values={values} onChange={setValue} />
        </div>
      </SpecInputPanel>
      <ResultPanel
        id="tone-adjuster-result"
        label="Tone-Adjusted Text"
        result={t.result}
        onChange={t.setResult}
        streaming={t.busy}
        height={400}
        empty={{ hint: "Enter text and select a tone to adjust your writing style." }}
        hideActionsUntilResult
        copyDescription="Adjusted text copied to clipboard."
        download={{
          base: spec.download.base,
          title: tool.name,
          formats: spec.download.formats,
          labels: { txt: "Download" },
          savedMessage: () => "Tone-adjusted text saved as TXT file.",
        }}
      />
    </SpecScreenLayout>
  );
}
