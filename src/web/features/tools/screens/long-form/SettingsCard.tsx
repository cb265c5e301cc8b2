import { groupDigits } from "@shared/format";
import type { Tool, Values } from "@shared/tools";
import { lengthBand, targetWords } from "@shared/tools/write";
import { ChevronDown, Loader2, Settings2, Sparkles, Square } from "lucide-react";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { ModelStatusNotice } from "../../ModelStatusNotice";
import { VoiceInputButton } from "../../VoiceInputButton";
import { FieldControl } from "./FieldControl";
import { OutlinePreview } from "./OutlinePreview";

type Props = {
  tool: Tool;
  values: Values;
  setValue: (name: string, value: string | number | boolean) => void;
  busy: boolean;
  /** The words left this month, once known. */
  remaining?: number;
  draftCount: number;
  topicMissing: boolean;
  onGenerate: () => void;
  onStop: () => void;
};

export function SettingsCard(props: Props) {
  const { tool, values, setValue, busy, remaining, draftCount, topicMissing, onGenerate, onStop } = props;
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const field = (name: string) => tool.fields.find((f) => f.name === name);
  const render = (name: string) => {
    const f = field(name);
    return f ? <FieldControl key={name} field={f} values={values} setValue={setValue} disabled={busy} /> : null;
  };
  const topic = String(values.topic ?? "");
  const words = targetWords(values.wordCount);

  const appendDictation = (text: string) =>
    setValue("topic", topic === "" || /\s$/.test(topic) ? topic + text : `${topic} ${text}`);

  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex items-center gap-2">
        <Settings2 className="h-5 w-5 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold leading-tight">Content Settings</h2>
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor="lf-topic">
          Topic/Title{" "}
          <span className="text-destructive" aria-hidden="true">
            *
          </span>
        </Label>
        <div className="flex gap-2">
          <Input
            id="lf-topic"
            value={topic}
            onChange={(e) => setValue("topic", e.target.value)}
            placeholder={(field("topic") as { placeholder?: string } | undefined)?.placeholder}
            maxLength={200}
            required
            aria-required="true"
            disabled={busy}
          />
          <VoiceInputButton onText={appendDictation} disabled={busy} />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        {render("tone")}
        {render("persona")}
        {render("creativityLevel")}
      </div>

      <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="lf-wordCount">Length (Words)</Label>
          <Input
            id="lf-wordCount"
            inputMode="numeric"
            value={String(values.wordCount ?? "")}
            onChange={(e) => setValue("wordCount", e.target.value)}
            placeholder="800"
            maxLength={6}
            aria-describedby="lf-wordCount-hint"
            disabled={busy}
          />
          <p id="lf-wordCount-hint" className="text-xs text-muted-foreground">
            {words.toLocaleString("en-US")} words · {lengthBand(words)}
          </p>
        </div>
        {render("primaryKeywords")}
      </div>

      <Collapsible.Root
        open={advancedOpen}
        onOpenChange={setAdvancedOpen}
        className="rounded-lg border border-border bg-muted/40"
      >
        <Collapsible.Trigger asChild>
          <button
            type="button"
            className="flex w-full items-center justify-between gap-2 rounded-lg px-4 py-3 text-left text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Advanced SEO Settings
            <ChevronDown
              className={cn("h-4 w-4 text-muted-foreground transition-transform", advancedOpen && "rotate-180")}
              aria-hidden="true"
            />
          </button>
        </Collapsible.Trigger>
        <Collapsible.Content className="flex flex-col gap-4 border-t border-border px-4 pt-4 pb-4">
          {render("seoTitle")}
          {render("slug")}
          {render("metaDescription")}
          {render("keywordDensity")}
          {render("semanticKeywords")}
          {render("citationsEnabled")}
          {render("linkSuggestions")}
        </Collapsible.Content>
      </Collapsible.Root>

      <OutlinePreview
        topic={topic}
        primaryKeywords={String(values.primaryKeywords ?? "")}
        semanticKeywords={String(values.semanticKeywords ?? "")}
        disabled={topicMissing}
      />

      {render("ctaText")}
      {render("additionalInfo")}

      <ModelStatusNotice />

      <RunEstimate words={words * draftCount} remaining={remaining} />

      {/* The busy label is long: Stop wraps under it rather than leaving the card when both do not fit. */}
      <div className="flex flex-wrap gap-2">
        <Button
          size="lg"
          className="grow basis-60"
          onClick={onGenerate}
          disabled={busy || topicMissing}
          aria-describedby="lf-estimate"
        >
          {busy ? (
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Sparkles className="h-4 w-4" aria-hidden="true" />
          )}
          {busy ? "Generating 3 Variations..." : "Generate Content (3 Variations)"}
        </Button>
        {busy && (
          <Button size="lg" variant="secondary" className="grow" onClick={onStop}>
            <Square className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
            Stop
          </Button>
        )}
      </div>
    </Card>
  );
}

/** What a run may cost against what is left, before it starts: every draft is charged its words. */
function RunEstimate({ words, remaining }: { words: number; remaining?: number }) {
  const over = remaining !== undefined && words > remaining;
  return (
    <p id="lf-estimate" className={cn("text-sm", over ? "text-destructive" : "text-muted-foreground")}>
      Up to {groupDigits(words)} words
      {remaining !== undefined && <>; {groupDigits(remaining)} left</>}.
      {over && " The drafts stop where your words run out."}
    </p>
  );
}
