import { Copy, FileDown, FileText, Loader2, PenLine, RefreshCw } from "lucide-react";
import { Tabs } from "radix-ui";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { docxBlob, saveBlob, textBlob } from "~/lib/download";
import { slugFor } from "./seo";
import { CountsLine, copyText, EmptyState, SaveMenu, useBusyAction } from "./widgets";

type Props = {
  drafts: string[];
  setDraft: (index: number, text: string) => void;
  tab: string;
  setTab: (tab: string) => void;
  /** The draft being written, or null when idle. */
  generating: number | null;
  canRegenerate: boolean;
  onRegenerate: () => void;
  /** The URL slug as typed, or the default file name. */
  fileBase: string;
  title: string;
};

export function DraftsCard(props: Props) {
  const { drafts, tab, generating } = props;
  const busy = generating !== null;
  const hasContent = drafts.some((d) => d.trim() !== "");
  const current = drafts[Number(tab)] ?? "";
  const currentEmpty = current.trim() === "";
  const fileName = slugFor(props.fileBase) || "long-form-content";
  const saving = useBusyAction();

  const saveTxt = () => {
    saveBlob(textBlob(current), `${fileName}.txt`);
    toast.success("Downloaded!", { description: "Content saved as TXT file." });
  };
  const saveDocx = () =>
    saving.run(async () => {
      saveBlob(await docxBlob(current, props.title), `${fileName}.docx`);
      toast.success("Downloaded!", { description: "Content saved as DOCX file." });
    });

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-6 lg:sticky lg:top-20">
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <PenLine className="h-5 w-5 text-primary" aria-hidden="true" />
          <h2 className="text-lg font-semibold leading-tight">Generated Content</h2>
        </div>
        <span role="status" aria-live="polite" className="text-sm text-primary">
          {busy && (
            <span className="flex items-center gap-1.5">
              <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
              Writing draft {generating + 1} of 3…
            </span>
          )}
        </span>
      </div>

      {!hasContent && !busy ? (
        <EmptyState icon={FileText} title="No content generated yet" className="min-h-[400px]">
          Configure your settings and click generate to create 3 different variations of your content
        </EmptyState>
      ) : (
        <Tabs.Root value={tab} onValueChange={props.setTab} className="flex flex-col gap-3">
          <Tabs.List aria-label="Drafts" className="grid grid-cols-3 rounded-lg border border-border bg-muted p-1">
            {drafts.map((_, index) => (
              <Tabs.Trigger
                key={index}
                value={String(index)}
                className={cn(
                  "flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors",
                  "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  "data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
                )}
              >
                Draft {index + 1}
                {generating === index && <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {drafts.map((draft, index) => (
            <Tabs.Content key={index} value={String(index)} className="focus-visible:outline-none">
              <Textarea
                aria-label={`Draft ${index + 1} text`}
                value={draft}
                onChange={(e) => props.setDraft(index, e.target.value)}
                readOnly={busy}
                placeholder={busy && generating !== null && index > generating ? "Waiting for its turn…" : undefined}
                className="h-[400px] resize-none overflow-y-auto text-base leading-relaxed sm:text-sm"
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}

      <CountsLine text={current} className="-mt-1" />

      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          className="gap-1.5 px-2.5"
          onClick={() => copyText(current)}
          disabled={currentEmpty || busy}
        >
          <Copy className="h-4 w-4" aria-hidden="true" /> Copy
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="gap-1.5 px-2.5"
          onClick={props.onRegenerate}
          disabled={!hasContent || busy || !props.canRegenerate}
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Regenerate
        </Button>
        <div className="ml-auto">
          <SaveMenu
            label="Save"
            disabled={currentEmpty || busy || saving.busy}
            options={[
              { label: "Save as .txt", icon: FileText, onSelect: saveTxt },
              { label: "Save as .docx", icon: FileDown, onSelect: saveDocx },
            ]}
          />
        </div>
      </div>
    </Card>
  );
}
