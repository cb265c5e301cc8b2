import { ResultPanel } from "../../ResultPanel";
import { SpecInputPanel, SpecScreenLayout } from "../../SpecScreen";
import { ToolFields } from "../../ToolFields";
import { useSpecTool } from "../../use-spec-tool";
import type { ToolScreenProps } from "../index";
import { HumanScorePanel } from "./HumanScorePanel";

/** Humanizer: the spec-driven form, and after a result its human score and what it is based on. */
export default function HumanizerScreen({ tool }: ToolScreenProps) {
  const t = useSpecTool(tool.slug);
  const { spec, values, setValue } = t;
  const humanize = () => void t.submit();
  const reset = () => {
    t.resetForm();
    t.setResult(null);
  };

  return (
    <SpecScreenLayout spec={spec}>
      <SpecInputPanel tool={t} onSubmit={humanize} onReset={reset}>
        <ToolFields
          spec={spec}
          values={values}
          onChange={setValue}
          ids={{ text: "humanizer-input" }}
          onSubmitShortcut={t.whenReady(humanize)}
        />
      </SpecInputPanel>
      <ResultPanel
        id="humanizer-result"
        label="Humanized Text"
        result={t.result}
        onChange={t.setResult}
        streaming={t.busy}
        empty={{ hint: "Your humanized text and its human score will appear here." }}
        download={{ base: spec.download.base, title: tool.name, formats: spec.download.formats }}
      >
        {t.result?.trim() && !t.busy ? <HumanScorePanel text={t.result} /> : null}
      </ResultPanel>
    </SpecScreenLayout>
  );
}
