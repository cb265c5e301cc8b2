import { Columns2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PARAPHRASE_MODES } from "../../../../../shared/tool-spec/rewrite";
import { OptionCards } from "../../OptionCards";
import { ResultPanel } from "../../ResultPanel";
import { SpecInputPanel, SpecScreenLayout } from "../../SpecScreen";
import { ToolField } from "../../ToolFields";
import { useSpecTool } from "../../use-spec-tool";
import { fieldNamed } from "../../use-tool-form";
import type { ToolScreenProps } from "../index";
import { CompareDialog } from "./CompareDialog";

/** Paraphraser: five mode cards, tone and target language, and a real side-by-side comparison. */
export default function ParaphraserScreen({ tool }: ToolScreenProps) {
  const t = useSpecTool(tool.slug);
  const { spec, values, setValue } = t;
  // The text the shown result was made from, so Compare diffs the right pair even after edits.
  const [source, setSource] = useState("");
  const [comparing, setComparing] = useState(false);
  const fieldProps = { values, onChange: setValue };

  const paraphrase = async () => {
    const typed = String(values.text);
    const output = await t.submit();
    if (output !== null) setSource(typed);
  };

  const compare = () => {
    setComparing(true);
    toast("Compare Mode", { description: "Side-by-side comparison view activated." });
  };

  const hasResult = Boolean(t.result?.trim()) && !t.busy;

  return (
    <SpecScreenLayout spec={spec}>
      <Card className="p-4 sm:p-6 md:col-span-2">
        <OptionCards
          label="Paraphrase Mode"
          options={PARAPHRASE_MODES}
          value={String(values.mode)}
          onChange={(mode) => setValue("mode", mode)}
          disabled={t.busy}
          className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
        />
      </Card>
      <SpecInputPanel tool={t} onSubmit={paraphrase}>
        <ToolField
          field={fieldNamed(spec, "text")}
          id="paraphraser-input"
          {...fieldProps}
          onSubmitShortcut={t.whenReady(paraphrase)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ToolField field={fieldNamed(spec, "tone")} {...fieldProps} />
          <ToolField field={fieldNamed(spec, "language")} {...fieldProps} />
        </div>
      </SpecInputPanel>
      <ResultPanel
        id="paraphraser-result"
        label="Paraphrased Text"
        result={t.result}
        onChange={t.setResult}
        streaming={t.busy}
        empty={{
          title: "No content paraphrased yet",
          hint: "Pick a mode, paste your text and press Paraphrase to see it rewritten here.",
        }}
        download={{
          base: spec.download.base,
          title: tool.name,
          formats: spec.download.formats,
          labels: { txt: "Download TXT" },
          savedMessage: () => "Paraphrased text saved as TXT file.",
        }}
        actions={
          <Button
            variant="outline"
            size="sm"
            className="gap-1.5 px-2.5"
            onClick={compare}
            disabled={!hasResult || !source}
          >
            <Columns2 className="h-4 w-4" aria-hidden="true" /> Compare Original vs New
          </Button>
        }
      />
      <CompareDialog open={comparing} onOpenChange={setComparing} original={source} revised={t.result ?? ""} />
    </SpecScreenLayout>
  );
}
