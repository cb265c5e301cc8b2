import { Copy, FileDown, FileText, Loader2, Sparkles } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/input";
import { docxBlob, saveBlob, textBlob } from "~/lib/download";
import { countWords } from "../../../shared/words";
import { countLabel } from "./counts";

type ResultPanelProps = {
  id: string;
  slug: string;
  title: string;
  /** null until the first run writes something. */
  result: string | null;
  onChange: (text: string) => void;
  streaming: boolean;
};

/** The Generated Result card: the editable result, its counts, copy and downloads. */
export function ResultPanel({ id, slug, title, result, onChange, streaming }: ResultPanelProps) {
  const [savingDocx, setSavingDocx] = useState(false);
  const text = result ?? "";
  const empty = text.trim() === "";
  const actionsDisabled = empty || streaming;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success("Copied!");
    } catch {
      toast.error("Error", { description: "Failed to copy content." });
    }
  };

  const downloadTxt = () => {
    saveBlob(textBlob(text), `${slug}-result.txt`);
    toast.success("Downloaded!", { description: "Result saved as TXT file." });
  };

  const downloadDocx = async () => {
    setSavingDocx(true);
    try {
      saveBlob(await docxBlob(text, title), `${slug}-result.docx`);
      toast.success("Downloaded!", { description: "Result saved as DOCX file." });
    } catch {
      toast.error("Error", { description: "Failed to create the Word document. Please try again." });
    } finally {
      setSavingDocx(false);
    }
  };

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold leading-tight">
          <label htmlFor={id}>Generated Result</label>
        </h2>
        <span role="status" aria-live="polite" className="text-sm text-primary">
          {streaming && (
            <span className="flex items-center gap-1.5">
              <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
              Generating…
            </span>
          )}
        </span>
      </div>
      {result === null ? (
        <div className="flex min-h-[260px] flex-1 flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Sparkles className="h-5 w-5" aria-hidden="true" />
          </span>
          <p className="text-sm">Your result will appear here.</p>
        </div>
      ) : (
        <Textarea
          id={id}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          readOnly={streaming}
          className="min-h-[260px] flex-1 resize-y text-base leading-relaxed sm:text-sm"
        />
      )}
      <p className="-mt-2 text-xs text-muted-foreground tabular-nums">
        {countLabel(countWords(text), "word")} · {countLabel(text.length, "character")}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" className="gap-1.5 px-2.5" onClick={copy} disabled={actionsDisabled}>
          <Copy className="h-4 w-4" aria-hidden="true" /> Copy
        </Button>
        <Button variant="outline" size="sm" className="gap-1.5 px-2.5" onClick={downloadTxt} disabled={actionsDisabled}>
          <FileText className="h-4 w-4" aria-hidden="true" /> Download .txt
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="gap-1.5 px-2.5"
          onClick={downloadDocx}
          disabled={actionsDisabled || savingDocx}
        >
          <FileDown className="h-4 w-4" aria-hidden="true" /> Download .docx
        </Button>
      </div>
    </Card>
  );
}
