import { InputPanel } from "../../InputPanel";
import { ResultPanel } from "../../ResultPanel";
import { ToolExtras } from "../../ToolExtras";
import { ToolFields } from "../../ToolFields";
import { useSpecTool } from "../../use-spec-tool";
import { SpecVoiceButton } from "../../VoiceInputButton";
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
    <div className="flex flex-col gap-8">
      <div className="grid items-start gap-6 md:grid-cols-2">
        <InputPanel
          busy={t.busy}
          submit={spec.submit}
          onSubmit={humanize}
          onStop={t.stop}
          onReset={reset}
          submitDisabled={Boolean(t.overAllowance)}
          overAllowance={t.overAllowance}
          leading={<SpecVoiceButton spec={spec} values={values} onChange={setValue} disabled={t.busy} />}
        >
          <ToolFields
            spec={spec}
            values={values}
            onChange={setValue}
            ids={{ text: "humanizer-input" }}
            onSubmitShortcut={() => {
              if (!t.busy && !t.overAllowance) humanize();
            }}
          />
        </InputPanel>
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
      </div>
      <ToolExtras spec={spec} />
    </div>
  );
}
