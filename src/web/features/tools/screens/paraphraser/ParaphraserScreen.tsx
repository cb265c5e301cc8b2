import { PARAPHRASE_MODES } from "@shared/tools/rewrite";
import { useState } from "react";
import { Card } from "~/components/ui/card";
import { OptionCards } from "../../OptionCards";
import { ResultPane } from "../../result/ResultPane";
import { SpecInputPanel, SpecScreenLayout } from "../../SpecScreen";
import { ToolField } from "../../ToolFields";
import { useSpecTool } from "../../use-spec-tool";
import { fieldNamed } from "../../use-tool-form";
import type { ToolScreenProps } from "../types";

/** Paraphraser: five mode cards, tone and target language, and a real side-by-side comparison. */
export default function ParaphraserScreen({ tool }: ToolScreenProps) {
  // The text the shown result was made from, so Compare diffs the right pair even after edits.
  const [source, setSource] = useState("");
  const t = useSpecTool(tool, { onOpen: (doc) => setSource(doc.input.text ?? "") });
  const { values, setValue } = t;
  const fieldProps = { values, onChange: setValue };

  const paraphrase = async () => {
    const typed = String(values.text);
    if ((await t.submit()).kind === "done") setSource(typed);
  };

  return (
    <SpecScreenLayout tool={tool}>
      <Card className="p-4 md:col-span-2">
        {/* On a phone the five cards scroll sideways in one row, so the text box starts on the first screen. */}
        <OptionCards
          label="Paraphrase Mode"
          options={PARAPHRASE_MODES}
          value={String(values.mode)}
          onChange={(mode) => setValue("mode", mode)}
          disabled={t.busy}
          className="-m-1 auto-cols-[9.5rem] grid-flow-col grid-cols-none overflow-x-auto p-1 sm:grid-flow-row sm:grid-cols-3 lg:grid-cols-5"
        />
      </Card>
      <SpecInputPanel tool={t} onSubmit={paraphrase}>
        <ToolField
          field={fieldNamed(tool, "text")}
          id="paraphraser-input"
          {...fieldProps}
          // Beside the result on a desktop: short enough for the button to show above the fold.
          boxClassName="md:h-48 md:min-h-48"
          onSubmitShortcut={t.whenReady(paraphrase)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ToolField field={fieldNamed(tool, "tone")} {...fieldProps} />
          <ToolField field={fieldNamed(tool, "language")} {...fieldProps} />
        </div>
      </SpecInputPanel>
      <ResultPane run={t} tool={tool} compare={{ original: source }} />
    </SpecScreenLayout>
  );
}
