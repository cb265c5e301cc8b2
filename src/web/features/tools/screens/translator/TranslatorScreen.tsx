import { ArrowLeftRight, FileDown, FileText, Languages, Square } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Textarea } from "~/components/ui/input";
import { docxBlob, saveBlob, textBlob } from "~/lib/download";
import { useUsage } from "~/lib/queries";
import { streamToolRun } from "~/lib/tool-run-stream";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { REFUSALS } from "../../../../../shared/run";
import { defaultValues, type Field, specFor, type Values } from "../../../../../shared/tool-spec";
import { languageName } from "../../../../../shared/tool-spec/languages";
import { countWords } from "../../../../../shared/words";
import { appendDictation, SubmitButton } from "../../InputPanel";
import { ModelStatusNotice } from "../../ModelStatusNotice";
import { VoiceInputButton } from "../../VoiceInputButton";
import type { ToolScreenProps } from "../index";
import {
  CopyAndSaveRow,
  CountedTextarea,
  CountsLine,
  EmptyState,
  SaveMenu,
  SelectField,
  SwitchRow,
  useBusyAction,
  useRefreshUsage,
} from "../long-form/widgets";

type SelectSpec = Extract<Field, { kind: "select" }>;
type SwitchSpec = Extract<Field, { kind: "switch" }>;

export default function TranslatorScreen({ tool }: ToolScreenProps) {
  const spec = specFor(tool.slug);
  if (!spec) throw new Error(`No spec for ${tool.slug}`);
  const field = (name: string) => spec.fields.find((f) => f.name === name) as Field;
  const textField = field("text") as Extract<Field, { kind: "textarea" | "text" }>;
  const sourceField = field("source") as SelectSpec;
  const targetField = field("target") as SelectSpec;
  const switches = spec.fields.filter((f): f is SwitchSpec => f.kind === "switch");

  const [values, setValues] = useState<Values>(() => defaultValues(spec));
  const [translation, setTranslation] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const refreshUsage = useRefreshUsage();
  const remaining = useUsage().data?.remaining;
  const saving = useBusyAction();

  useEffect(() => () => controller.current?.abort(), []);

  const set = (name: string, value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));
  const text = String(values.text ?? "");
  const source = String(values.source);
  const target = String(values.target);
  const words = countWords(useDebouncedValue(text, 300));
  // The server applies the same rule (spec §5); checking here keeps the click from spending a request.
  const sameLanguage = spec.validate?.(values) ?? null;

  const swap = () => {
    if (source === "auto") return;
    setValues((current) => ({
      ...current,
      source: target,
      target: source,
      ...(translation?.trim() ? { text: translation } : {}),
    }));
    if (translation?.trim()) setTranslation(text);
  };

  const translate = async () => {
    if (text.trim() === "") {
      toast.error("Error", { description: textField.required });
      return;
    }
    if (sameLanguage) {
      toast.error("Error", { description: sameLanguage });
      return;
    }
    if (remaining !== undefined && countWords(text) > remaining) {
      const refusal = REFUSALS.inputTooLong(countWords(text), remaining);
      toast.error(refusal.title, { description: refusal.message });
      return;
    }
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    const previous = translation;
    setBusy(true);
    const { text: _text, ...options } = values;
    try {
      const outcome = await streamToolRun(
        tool.slug,
        { input: { text }, options },
        setTranslation,
        abort.signal,
        spec.failure,
      );
      if (outcome.kind === "done") {
        setTranslation(outcome.done.output);
        toast.success(spec.success.title, { description: spec.success.description });
      } else if (outcome.kind === "stopped") {
        toast("Stopped", { description: "Translation stopped. You were charged only for the words generated." });
        setTimeout(refreshUsage, 1500);
      } else {
        setTranslation(previous);
        toast.error(outcome.error.title, { description: outcome.error.message });
      }
    } finally {
      controller.current = null;
      setBusy(false);
      refreshUsage();
    }
  };

  const result = translation ?? "";
  const hasResult = result.trim() !== "";

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:p-5">
        <SelectField
          id="translator-source"
          label={sourceField.label}
          value={source}
          choices={sourceField.choices}
          onChange={(v) => set("source", v)}
          disabled={busy}
          className="flex-1"
        />
        <Button
          variant="outline"
          size="icon"
          onClick={swap}
          disabled={busy || source === "auto"}
          aria-label="Swap languages"
          title={source === "auto" ? "Choose a source language to swap" : "Swap languages"}
          className="self-center sm:self-end"
        >
          <ArrowLeftRight className="h-4 w-4 rotate-90 sm:rotate-0" aria-hidden="true" />
        </Button>
        <SelectField
          id="translator-target"
          label={targetField.label}
          value={target}
          choices={targetField.choices}
          onChange={(v) => set("target", v)}
          disabled={busy}
          className="flex-1"
        />
      </Card>
      {sameLanguage && (
        <p role="alert" className="-mt-3 text-sm font-medium text-destructive">
          {sameLanguage}
        </p>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <Card className="flex flex-col gap-4 p-4 sm:p-6">
          <CountedTextarea
            id="translator-text"
            label={textField.label}
            words={words}
            value={text}
            onChange={(v) => set("text", v)}
            onSubmitShortcut={() => {
              if (!busy) void translate();
            }}
            placeholder={textField.placeholder}
            maxLength={textField.maxChars}
            className="min-h-[260px]"
          />
          <div className="grid gap-2">
            {switches.map((f) => (
              <SwitchRow
                key={f.name}
                id={`translator-${f.name}`}
                label={f.label}
                hint={f.hint}
                checked={Boolean(values[f.name])}
                onChange={(v) => set(f.name, v)}
                disabled={busy}
              />
            ))}
          </div>
          <ModelStatusNotice />
          <div className="flex flex-wrap items-center gap-2">
            <VoiceInputButton onText={(t) => set("text", appendDictation(text, t))} disabled={busy} />
            <div className="ml-auto flex gap-2">
              {busy && (
                <Button variant="secondary" onClick={() => controller.current?.abort()}>
                  <Square className="h-3.5 w-3.5 fill-current" aria-hidden="true" /> Stop
                </Button>
              )}
              <SubmitButton busy={busy} submit={spec.submit} onClick={translate} icon={Languages} />
            </div>
          </div>
        </Card>

        <Card className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold leading-tight">
              <label htmlFor="translator-result">Translation</label>
            </h2>
            <span className="text-sm text-muted-foreground">{languageName(target)}</span>
          </div>
          <span role="status" aria-live="polite" className="sr-only">
            {busy ? "Translating" : ""}
          </span>
          {translation === null ? (
            <EmptyState icon={Languages} title="No translation yet" className="min-h-[260px]">
              Enter your text, choose the languages and click Translate.
            </EmptyState>
          ) : (
            <Textarea
              id="translator-result"
              value={result}
              onChange={(e) => setTranslation(e.target.value)}
              readOnly={busy}
              className="min-h-[260px] resize-y text-base leading-relaxed sm:text-sm"
            />
          )}
          <CountsLine text={result} className="-mt-1" />
          <CopyAndSaveRow
            text={result}
            disabled={!hasResult || busy}
            save={
              <SaveMenu
                label="Download"
                disabled={!hasResult || busy || saving.busy}
                options={[
                  {
                    label: "Download .txt",
                    icon: FileText,
                    onSelect: () => {
                      saveBlob(textBlob(result), "translation.txt");
                      toast.success("Downloaded!", { description: "Translation saved as TXT file." });
                    },
                  },
                  {
                    label: "Download .docx",
                    icon: FileDown,
                    onSelect: () =>
                      saving.run(async () => {
                        saveBlob(await docxBlob(result, "Translation"), "translation.docx");
                        toast.success("Downloaded!", { description: "Translation saved as DOCX file." });
                      }),
                  },
                ]}
              />
            }
          />
        </Card>
      </div>
    </div>
  );
}
