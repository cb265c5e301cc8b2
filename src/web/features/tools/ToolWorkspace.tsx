import type { ToolEntry } from "@shared/tools";
import { useState } from "react";
import { PresetPicker } from "./PresetPicker";
import { RefreshAuthentication } from "./RefreshAuthentication";
import { ResultPane } from "./result/ResultPane";
import { SpecInputPanel, SpecScreenLayout } from "./SpecScreen";
import { ToolFields } from "./ToolFields";
import { useSpecTool } from "./use-spec-tool";

/**
 * The generic tool screen, driven by the tool's entry: every field on the left (with the AI Style
 * picker when the tool has presets), the streamed, editable result on the right, then FAQ and
 * related tools.
 */
export function ToolWorkspace({ tool }: { tool: ToolEntry }) {
  const presets = tool.presets ?? [];
  // Remembered per tool, so switching tools always starts from that tool's first (default) preset.
  const [choice, setChoice] = useState<{ slug: string; id: string } | null>(null);
  const presetId = choice?.slug === tool.slug ? choice.id : presets[0]?.id;
  // A reopened document brings back the AI style it was written with.
  const t = useSpecTool(tool, { onOpen: (doc) => doc.presetId && setChoice({ slug: tool.slug, id: doc.presetId }) });

  const process = () => void t.submit({ presetId });

  return (
    <SpecScreenLayout tool={tool}>
      <SpecInputPanel tool={t} onSubmit={process} onReset={t.clear}>
        {presets.length >= 2 && presetId && (
          <PresetPicker
            presets={presets}
            value={presetId}
            onChange={(id) => setChoice({ slug: tool.slug, id })}
            disabled={t.busy}
          />
        )}
        <ToolFields
          tool={tool}
          values={t.values}
          onChange={t.setValue}
          ids={{ text: `${tool.slug}-input` }}
          onSubmitShortcut={t.whenReady(process)}
        />
      </SpecInputPanel>
      <ResultPane run={t} tool={tool}>
        {t.failure && !t.busy && <RefreshAuthentication failure={t.failure} />}
      </ResultPane>
    </SpecScreenLayout>
  );
}
