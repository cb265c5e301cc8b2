import { groupDigits } from "@shared/format";
import type { Field, Tool, Values } from "@shared/tools";
import { lengthBand, targetWords } from "@shared/tools/write";
import { ChevronDown, ListTree, Loader2, Settings2, Sparkles, Square, X } from "lucide-react";
import { Collapsible, Slider } from "radix-ui";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Input, Textarea } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { SelectField, SwitchRow } from "../../form-widgets";
import { ModelStatusNotice } from "../../ModelStatusNotice";
import { VoiceInputButton } from "../../VoiceInputButton";
import { buildOutline } from "./seo";

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
  const [outline, setOutline] = useState<string[] | null>(null);
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

      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-2">
          <span className="text-sm font-medium" id="lf-outline-label">
            Content Outline
          </span>
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              setOutline(
                buildOutline(topic, String(values.primaryKeywords ?? ""), String(values.semanticKeywords ?? "")),
              )
            }
            disabled={topicMissing}
          >
            <ListTree className="h-4 w-4" aria-hidden="true" />
            Preview
          </Button>
        </div>
        {outline ? (
          <section
            className="relative rounded-lg border border-border bg-muted/40 p-4 pr-10"
            aria-labelledby="lf-outline-label"
          >
            <ol className="list-decimal space-y-1 pl-5 text-sm marker:text-muted-foreground">
              {outline.map((heading) => (
                <li key={heading}>{heading}</li>
              ))}
            </ol>
            <button
              type="button"
              onClick={() => setOutline(null)}
              aria-label="Close outline"
              className="absolute top-2 right-2 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </section>
        ) : (
          <p className="text-xs text-muted-foreground">
            Preview the structure of your article: an introduction, its main sections and a conclusion.
          </p>
        )}
      </div>

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

/** One field as a control (the topic and word count have their own markup above). */
function FieldControl(props: {
  field: Field;
  values: Values;
  setValue: (name: string, value: string | number | boolean) => void;
  disabled: boolean;
}) {
  const { field: f, values, setValue, disabled } = props;
  const id = `lf-${f.name}`;
  switch (f.kind) {
    case "select":
      return (
        <SelectField
          id={id}
          label={f.label}
          value={String(values[f.name])}
          choices={f.choices}
          onChange={(v) => setValue(f.name, v)}
          disabled={disabled}
        />
      );
    case "switch":
    case "checkbox":
      return (
        <SwitchRow
          id={id}
          label={f.label}
          hint={f.hint ?? SWITCH_HINTS[f.name]}
          checked={Boolean(values[f.name])}
          onChange={(v) => setValue(f.name, v)}
          disabled={disabled}
        />
      );
    case "slider":
    case "number": {
      const value = Number(values[f.name]);
      const step = f.kind === "slider" ? f.step : 1;
      const unit = f.kind === "slider" ? (f.unit ?? "") : "";
      return (
        <div className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <span className="text-sm font-medium" id={`${id}-label`}>
              {f.label}
            </span>
            <span className="rounded-md bg-accent px-2 py-0.5 text-sm font-medium text-accent-foreground tabular-nums">
              {value}
              {unit}
            </span>
          </div>
          <Slider.Root
            className="relative flex h-5 touch-none items-center select-none"
            min={f.min}
            max={f.max}
            step={step}
            value={[value]}
            onValueChange={([v]) => setValue(f.name, v)}
            disabled={disabled}
          >
            <Slider.Track className="relative h-1.5 grow rounded-full bg-input">
              <Slider.Range className="absolute h-full rounded-full bg-primary" />
            </Slider.Track>
            <Slider.Thumb
              aria-labelledby={`${id}-label`}
              aria-valuetext={`${value}${unit}`}
              className="block h-5 w-5 rounded-full border-2 border-primary bg-background shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          </Slider.Root>
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>
              {f.min}
              {unit}
            </span>
            <span>
              {f.max}
              {unit}
            </span>
          </div>
        </div>
      );
    }
    default: {
      const value = String(values[f.name] ?? "");
      const common = {
        id,
        value,
        placeholder: f.placeholder,
        maxLength: f.maxChars,
        disabled,
        "aria-describedby": TEXT_HINTS[f.name] ? `${id}-hint` : undefined,
      };
      return (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={id}>{f.label}</Label>
          {f.kind === "textarea" ? (
            <Textarea
              {...common}
              rows={f.rows ?? 3}
              className="min-h-[88px]"
              onChange={(e) => setValue(f.name, e.target.value)}
            />
          ) : (
            <Input {...common} onChange={(e) => setValue(f.name, e.target.value)} />
          )}
          {TEXT_HINTS[f.name] && (
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {TEXT_HINTS[f.name]}
              {f.name === "metaDescription" && ` (${value.length}/160 recommended)`}
            </p>
          )}
        </div>
      );
    }
  }
}

const TEXT_HINTS: Record<string, string> = {
  seoTitle: "Filled from your topic until you edit it.",
  slug: "Lowercase words joined by hyphens; also names your saved files.",
  metaDescription: "The snippet search engines show under your title",
  semanticKeywords: "Related terms that help search engines understand the topic.",
};

const SWITCH_HINTS: Record<string, string> = {
  citationsEnabled: "Cite sources inline and end with a References section.",
  linkSuggestions: "Suggest internal links where they fit.",
};
