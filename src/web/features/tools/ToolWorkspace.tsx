import { useState } from "react";
import { toast } from "sonner";
import { useUsage } from "~/lib/queries";
import { presetsFor } from "../../../shared/presets";
import { REFUSALS } from "../../../shared/run";
import { isTextField, specFor } from "../../../shared/tool-spec";
import type { ToolEntry } from "../../../shared/tools";
import { countWords } from "../../../shared/words";
import { InputPanel } from "./InputPanel";
import { PresetPicker } from "./PresetPicker";
import { ResultPanel } from "./ResultPanel";
import { useToolRun } from "./use-tool-run";

/** The generic tool screen: input (with the AI Style picker) on the left, the streamed result on the right. */
export function ToolWorkspace({ tool }: { tool: ToolEntry }) {
  const presets = presetsFor(tool.slug);
  // Remembered per tool, so switching tools always starts from that tool's first (default) preset.
  const [choice, setChoice] = useState<{ slug: string; id: string } | null>(null);
  const presetId = choice?.slug === tool.slug ? choice.id : presets[0]?.id;
  const [text, setText] = useState("");
  const remaining = useUsage().data?.remaining;
  const { result, setResult, busy, run, stop } = useToolRun(tool.slug);

  const process = () => {
    if (text.trim() === "") {
      toast.error("Error", { description: "Please enter some text to process." });
      return;
    }
    const words = countWords(text);
    if (remaining !== undefined && words > remaining) {
      const refusal = REFUSALS.inputTooLong(words, remaining);
      toast.error(refusal.title, { description: refusal.message });
      return;
    }
    void run(text, presetId);
  };

  const reset = () => {
    setText("");
    setResult(null);
  };

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <InputPanel
        id={`${tool.slug}-input`}
        text={text}
        onTextChange={setText}
        placeholder={textPlaceholder(tool.slug)}
        remaining={remaining}
        busy={busy}
        onProcess={process}
        onStop={stop}
        onReset={reset}
      >
        {presets.length >= 2 && presetId && (
          <PresetPicker
            presets={presets}
            value={presetId}
            onChange={(id) => setChoice({ slug: tool.slug, id })}
            disabled={busy}
          />
        )}
      </InputPanel>
      <ResultPanel
        id={`${tool.slug}-result`}
        slug={tool.slug}
        title={tool.name}
        result={result}
        onChange={setResult}
        streaming={busy}
      />
    </div>
  );
}

/** The main text box's hint, from the tool's spec. */
function textPlaceholder(slug: string): string {
  const field = specFor(slug)?.fields.find((f) => f.name === "text");
  return (field && isTextField(field) && field.placeholder) || "Enter or paste your text here...";
}
