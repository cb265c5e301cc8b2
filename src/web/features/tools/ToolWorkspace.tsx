import { useState } from "react";
import { presetsFor } from "../../../shared/presets";
import type { ToolEntry } from "../../../shared/tools";
import { PresetPicker } from "./PresetPicker";
import { RefreshAuthentication } from "./RefreshAuthentication";
import { ResultPanel } from "./ResultPanel";
import { SpecInputPanel, SpecScreenLayout } from "./SpecScreen";
import { ToolFields } from "./ToolFields";
import { useSpecTool } from "./use-spec-tool";

/** Result box heights of spec §9 for tools on the generic screen. */
const RESULT_HEIGHTS: Record<string, number> = { "question-generator": 500, "resume-writer": 700 };

/**
 * The generic tool screen, driven by the tool's spec: every field on the left (with the AI Style
 * picker when the tool has presets), the streamed, editable result on the right, then FAQ and
 * related tools.
 */
export function ToolWorkspace({ tool }: { tool: ToolEntry }) {
  const presets = presetsFor(tool.slug);
  // Remembered per tool, so switching tools always starts from that tool's first (default) preset.
  const [choice, setChoice] = useState<{ slug: string; id: string } | null>(null);
  const presetId = choice?.slug === tool.slug ? choice.id : presets[0]?.id;
  const t = useSpecTool(tool.slug);
  const { spec } = t;

  const process = () => void t.submit({ presetId });
  const reset = () => {
    t.resetForm();
    t.setResult(null);
  };

  return (
    <SpecScreenLayout spec={spec}>
      <SpecInputPanel tool={t} onSubmit={process} onReset={reset}>
        {presets.length >= 2 && presetId && (
          <PresetPicker
            presets={presets}
            value={presetId}
            onChange={(id) => setChoice({ slug: tool.slug, id })}
            disabled={t.busy}
          />
        )}
        <ToolFields
          spec={spec}
          values={t.values}
          onChange={t.setValue}
          ids={{ text: `${tool.slug}-input` }}
          onSubmitShortcut={t.whenReady(process)}
        />
      </SpecInputPanel>
      <ResultPanel
        id={`${tool.slug}-result`}
        result={t.result}
        onChange={t.setResult}
        streaming={t.busy}
        height={RESULT_HEIGHTS[tool.slug]}
        download={{ base: spec.download.base, title: tool.name, formats: spec.download.formats }}
      >
        {t.failure && !t.busy && <RefreshAuthentication failure={t.failure} />}
      </ResultPanel>
    </SpecScreenLayout>
  );
}
