import type { Values } from "@shared/tools";
import { ListOrdered, Loader2 } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { ResultPane } from "../../result/ResultPane";
import { SpecInputPanel, SpecScreenLayout } from "../../SpecScreen";
import { ToolField } from "../../ToolFields";
import { useSpecTool } from "../../use-spec-tool";
import { fieldNamed } from "../../use-tool-form";
import { SpecVoiceButton } from "../../VoiceInputButton";
import type { ToolScreenProps } from "../types";

const SENTENCE_FAILED = "Failed to rewrite sentence. Please try again.";
const NO_SENTENCES = "Please enter sentences to rewrite.";

const linesOf = (text: string) => text.split(/\r\n|\r|\n/);
const isBlank = (line: string | undefined) => (line ?? "").trim() === "";

/** The first position at or after `from` that holds a sentence (blank lines are skipped). */
function nextSentence(lines: string[], from: number): number {
  let at = from;
  while (at < lines.length && isBlank(lines[at])) at++;
  return at;
}

/**
 * Sentence rewriter: 'Rewrite All' in one run, or Sentence-by-Sentence mode, which rewrites the line
 * at the counter, puts it in place in the (editable) output, and moves on until every line is done.
 */
export default function SentenceRewriterScreen({ tool }: ToolScreenProps) {
  const t = useSpecTool(tool);
  const { values, setValue } = t;
  const checkboxId = useId();
  const [sentenceMode, setSentenceMode] = useState(false);
  const [counter, setCounter] = useState(0);
  const lines = linesOf(String(values.text));
  const total = String(values.text) === "" ? 0 : lines.length;
  const finished = total > 0 && counter >= total;

  // A new text starts the sentence-by-sentence walk again from its first line.
  const onChange = (name: string, value: Values[string]) => {
    setValue(name, value);
    if (name === "text") setCounter(0);
  };

  const rewriteAll = () => void t.submit();

  const rewriteNext = async () => {
    if (String(values.text).trim() === "") {
      toast.error("Error", { description: NO_SENTENCES });
      return;
    }
    // The output starts as a copy of the input, then gets one line replaced per click.
    const output = counter === 0 || t.result === null ? [...lines] : linesOf(t.result);
    const at = nextSentence(lines, counter);
    if (at >= total) return;
    if (at !== counter) setCounter(at);
    const outcome = await t.submit(
      {},
      {
        into: "none",
        success: { title: "Success!", description: `Sentence ${at + 1} rewritten successfully.` },
        failure: SENTENCE_FAILED,
      },
      { text: lines[at] },
    );
    if (outcome.kind !== "done") {
      if (counter === 0) t.setResult(output.join("\n"));
      return;
    }
    while (output.length < lines.length) output.push("");
    output[at] = outcome.done.output.replace(/\s*\n\s*/g, " ").trim();
    t.setResult(output.join("\n"));
    const next = nextSentence(lines, at + 1);
    setCounter(next);
    if (next >= total) toast.success("Complete", { description: "All sentences have been rewritten." });
  };

  const position = Math.min(nextSentence(lines, counter) + 1, total);

  return (
    <SpecScreenLayout tool={tool}>
      <SpecInputPanel
        tool={t}
        onSubmit={rewriteAll}
        leading={<SpecVoiceButton tool={tool} values={values} onChange={onChange} disabled={t.busy} />}
      >
        <ToolField
          field={fieldNamed(tool, "text")}
          id="sentence-rewriter-input"
          values={values}
          onChange={onChange}
          onSubmitShortcut={t.whenReady(rewriteAll)}
        />
        <ToolField field={fieldNamed(tool, "styleFocus")} values={values} onChange={onChange} />
        <div className="flex flex-col gap-3 rounded-lg border border-border p-3">
          <div className="flex items-start gap-3">
            <input
              id={checkboxId}
              type="checkbox"
              checked={sentenceMode}
              onChange={(event) => {
                setSentenceMode(event.target.checked);
                setCounter(0);
              }}
              disabled={t.busy}
              aria-describedby={`${checkboxId}-hint`}
              className="mt-0.5 h-4 w-4 cursor-pointer accent-primary"
            />
            <div className="flex flex-col gap-0.5">
              <Label htmlFor={checkboxId}>Sentence-by-Sentence Mode</Label>
              <p id={`${checkboxId}-hint`} className="text-xs text-muted-foreground">
                Rewrite one line at a time and review each change as you go.
              </p>
            </div>
          </div>
          {sentenceMode && (
            <Button
              variant="secondary"
              onClick={() => void rewriteNext()}
              disabled={t.busy || finished}
              className="w-full"
            >
              {t.busy ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <ListOrdered className="h-4 w-4" aria-hidden="true" />
              )}
              Rewrite Next Sentence ({position}/{total})
            </Button>
          )}
        </div>
      </SpecInputPanel>
      <ResultPane run={t} tool={tool} />
    </SpecScreenLayout>
  );
}
