import { ResultPane } from "../../result/ResultPane";
import { SpecInputPanel, SpecScreenLayout } from "../../SpecScreen";
import { ToolFields } from "../../ToolFields";
import { useSpecTool } from "../../use-spec-tool";
import type { ToolScreenProps } from "../types";
import { HumanScorePanel } from "./HumanScorePanel";

/** Humanizer: the generic form, and after a result its human score and what it is based on. */
export default function HumanizerScreen({ tool }: ToolScreenProps) {
  const t = useSpecTool(tool);
  const humanize = () => void t.submit();

  return (
    <SpecScreenLayout tool={tool}>
      <SpecInputPanel tool={t} onSubmit={humanize} onReset={t.clear}>
        <ToolFields
          tool={tool}
          values={t.values}
          onChange={t.setValue}
          ids={{ text: "humanizer-input" }}
          onSubmitShortcut={t.whenReady(humanize)}
        />
      </SpecInputPanel>
      <ResultPane run={t} tool={tool}>
        {t.result?.trim() && !t.busy ? <HumanScorePanel text={t.result} /> : null}
      </ResultPane>
    </SpecScreenLayout>
  );
}
