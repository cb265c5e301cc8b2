import type { Tool } from "@shared/tools";
import { FileText, Loader2, PenLine, RefreshCw } from "lucide-react";
import { Tabs } from "radix-ui";
import { SaveStatus } from "~/components/documents/SaveStatus";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { useAutosave } from "~/lib/use-autosave";
import { ResultPane } from "../../result/ResultPane";
import { slugFor } from "./seo";

/** The document a draft was saved as (the version is read before the first edit when unknown). */
export type DraftDocument = { id: string; version?: number };

type Props = {
  drafts: string[];
  documents: (DraftDocument | null)[];
  setDraft: (index: number, text: string) => void;
  tab: string;
  setTab: (tab: string) => void;
  /** The draft being written, or null when idle. */
  generating: number | null;
  canRegenerate: boolean;
  onRegenerate: () => void;
  tool: Tool;
  /** The URL slug as typed, or the default file name. */
  fileBase: string;
  title: string;
};

/** The long-form writer's result pane: one tab per draft; Copy, Save and counts act on the open one. */
export function DraftsCard(props: Props) {
  const { drafts, tab, generating } = props;
  const busy = generating !== null;
  const hasContent = drafts.some((d) => d.trim() !== "");
  const current = drafts[Number(tab)] ?? "";

  return (
    <ResultPane
      tool={props.tool}
      id="long-form-drafts"
      icon={PenLine}
      emptyIcon={FileText}
      className="lg:sticky lg:top-20"
      text={hasContent || busy ? current : null}
      busy={busy}
      documentId={props.documents[Number(tab)]?.id ?? null}
      busyLabel={`Writing draft ${(generating ?? 0) + 1} of ${drafts.length}…`}
      body={
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
              <DraftEditor
                index={index}
                document={props.documents[index]}
                value={draft}
                onChange={(text) => props.setDraft(index, text)}
                busy={busy}
                waiting={busy && generating !== null && index > generating}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      }
      downloads={{
        of: props.tool.download,
        title: props.title,
        base: slugFor(props.fileBase) || props.tool.download.base,
      }}
      actions={
        <Button
          variant="outline"
          size="sm"
          className="gap-1.5 px-2.5"
          onClick={props.onRegenerate}
          disabled={!hasContent || busy || !props.canRegenerate}
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Regenerate
        </Button>
      }
    />
  );
}

/** One draft's text box; what the user types is saved to the draft's document. */
function DraftEditor(props: {
  index: number;
  document: DraftDocument | null;
  value: string;
  onChange: (text: string) => void;
  busy: boolean;
  waiting: boolean;
}) {
  const autosave = useAutosave(props.document?.id ?? null, props.document?.version);
  return (
    <div className="flex flex-col gap-1">
      <Textarea
        aria-label={`Draft ${props.index + 1} text`}
        value={props.value}
        onChange={(e) => {
          props.onChange(e.target.value);
          autosave.save(e.target.value);
        }}
        readOnly={props.busy}
        placeholder={props.waiting ? "Waiting for its turn…" : undefined}
        className="h-[400px] resize-none overflow-y-auto text-base leading-relaxed sm:text-sm"
      />
      {autosave.state !== "idle" && (
        <div className="text-xs text-muted-foreground">
          <SaveStatus state={autosave.state} />
        </div>
      )}
    </div>
  );
}
