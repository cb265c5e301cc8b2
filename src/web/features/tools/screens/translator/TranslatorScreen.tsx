import { languageName } from "@shared/tools/languages";
import { ArrowLeftRight, Languages } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { appendDictation } from "../../InputPanel";
import { ResultPane } from "../../result/ResultPane";
import { SpecInputPanel } from "../../SpecScreen";
import { ToolField, ToolFields } from "../../ToolFields";
import { useSpecTool } from "../../use-spec-tool";
import { fieldNamed } from "../../use-tool-form";
import { VoiceInputButton } from "../../VoiceInputButton";
import type { ToolScreenProps } from "../types";

/** Language translator: a language bar with swap, the text and its switches, and the translation. */
export default function TranslatorScreen({ tool }: ToolScreenProps) {
  const t = useSpecTool(tool);
  const { values, setValue, busy } = t;
  const text = String(values.text ?? "");
  const source = String(values.source);
  const target = String(values.target);
  // The server refuses this too; saying it as the languages are picked saves a click.
  const sameLanguage = tool.validate?.(values) ?? null;
  const fieldProps = { values, onChange: setValue, disabled: busy };

  const translate = () => void t.submit();

  /** Swapping needs a known source; a translation on screen becomes the new text, and the other way. */
  const swap = () => {
    if (source === "auto") return;
    const translation = t.result?.trim() ? t.result : null;
    t.setValues((current) => ({
      ...current,
      source: target,
      target: source,
      ...(translation ? { text: translation } : {}),
    }));
    if (translation) t.setResult(text);
  };

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end sm:p-5">
        <ToolField field={fieldNamed(tool, "source")} {...fieldProps} className="flex-1" />
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
        <ToolField field={fieldNamed(tool, "target")} {...fieldProps} className="flex-1" />
      </Card>
      {sameLanguage && (
        <p role="alert" className="-mt-3 text-sm font-medium text-destructive">
          {sameLanguage}
        </p>
      )}

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SpecInputPanel
          tool={t}
          onSubmit={translate}
          submitIcon={Languages}
          leading={
            <VoiceInputButton onText={(said) => setValue("text", appendDictation(text, said))} disabled={busy} />
          }
        >
          <ToolField
            field={fieldNamed(tool, "text")}
            id="translator-text"
            values={values}
            onChange={setValue}
            boxClassName="min-h-[260px]"
            onSubmitShortcut={t.whenReady(translate)}
          />
          <ToolFields tool={tool} exclude={["text", "source", "target"]} {...fieldProps} className="sm:grid-cols-1" />
        </SpecInputPanel>
        <ResultPane
          run={t}
          tool={tool}
          emptyIcon={Languages}
          busyLabel="Translating…"
          aside={<span className="text-muted-foreground">{languageName(target)}</span>}
          downloads={{ of: tool.download, title: "Translation" }}
        />
      </div>
    </div>
  );
}
