import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { streamToolRun } from "~/lib/tool-run-stream";
import { defaultValues, isTextField, specFor, type Values } from "../../../../../shared/tool-spec";
import type { ToolScreenProps } from "../index";
import { DraftsCard } from "./DraftsCard";
import { SettingsCard } from "./SettingsCard";
import { AUTO_FIELDS, type AutoField, autoValue } from "./seo";
import { TipsAndFaq } from "./TipsAndFaq";
import { useRefreshUsage } from "./widgets";

export const DRAFT_COUNT = 3;
const NEWSLETTER_CTA = "Subscribe to our newsletter for more guides like this.";

/** The long-form writer / SEO article generator: settings on the left, three drafts on the right. */
export default function LongFormScreen({ tool }: ToolScreenProps) {
  const spec = specFor(tool.slug);
  if (!spec) throw new Error(`No spec for ${tool.slug}`);
  const [values, setValues] = useState<Values>(() => ({
    ...defaultValues(spec),
    wordCount: "800",
    ctaText: NEWSLETTER_CTA,
  }));
  // SEO fields follow the topic until the user types in them.
  const [edited, setEdited] = useState<ReadonlySet<AutoField>>(new Set());
  const [drafts, setDrafts] = useState<string[]>(() => Array(DRAFT_COUNT).fill(""));
  const [tab, setTab] = useState("0");
  const [generating, setGenerating] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const refreshUsage = useRefreshUsage();

  useEffect(() => () => controller.current?.abort(), []);

  const setValue = (name: string, value: string | number | boolean) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === "topic") {
        for (const field of AUTO_FIELDS) if (!edited.has(field)) next[field] = autoValue[field](String(value));
      }
      return next;
    });
    if ((AUTO_FIELDS as readonly string[]).includes(name)) {
      setEdited((current) => (current.has(name as AutoField) ? current : new Set([...current, name as AutoField])));
    }
  };

  const busy = generating !== null;
  const topicMissing = String(values.topic ?? "").trim() === "";

  const generate = async () => {
    if (topicMissing || controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    const input: Record<string, string> = {};
    const options: Record<string, string | number | boolean> = {};
    for (const field of spec.fields) {
      if (isTextField(field)) input[field.name] = String(values[field.name] ?? "");
      else options[field.name] = values[field.name];
    }
    const previous = drafts;
    setTab("0");
    let completed = 0;
    try {
      for (let index = 0; index < DRAFT_COUNT; index++) {
        setGenerating(index);
        const put = (text: string) => setDrafts((current) => current.map((draft, i) => (i === index ? text : draft)));
        put("");
        const outcome = await streamToolRun(
          tool.slug,
          { input, options, draftIndex: index },
          put,
          abort.signal,
          spec.failure,
        );
        refreshUsage();
        if (outcome.kind === "done") {
          put(outcome.done.output);
          completed++;
          continue;
        }
        if (outcome.kind === "stopped") {
          // The partial draft was charged, so it stays; the drafts not yet started keep what they had.
          setDrafts((current) => current.map((draft, i) => (i <= index ? draft : previous[i])));
          toast("Stopped", { description: "Generation stopped. You were charged only for the words generated." });
          setTimeout(refreshUsage, 1500);
        } else {
          // A failed draft charges nothing: it and the ones after it keep their previous text.
          setDrafts((current) => current.map((draft, i) => (i < index ? draft : previous[i])));
          const { title, message } = outcome.error;
          toast.error(title, { description: message });
        }
        break;
      }
      if (completed === DRAFT_COUNT) toast.success(spec.success.title, { description: spec.success.description });
    } finally {
      controller.current = null;
      setGenerating(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <SettingsCard
          spec={spec}
          values={values}
          setValue={setValue}
          busy={busy}
          topicMissing={topicMissing}
          onGenerate={generate}
          onStop={() => controller.current?.abort()}
        />
        <DraftsCard
          drafts={drafts}
          setDraft={(index, text) => setDrafts((current) => current.map((d, i) => (i === index ? text : d)))}
          tab={tab}
          setTab={setTab}
          generating={generating}
          canRegenerate={!topicMissing}
          onRegenerate={generate}
          fileBase={String(values.slug ?? "").trim() ? String(values.slug).trim() : spec.download.base}
          title={String(values.seoTitle ?? "").trim() || String(values.topic ?? "").trim() || tool.name}
        />
      </div>
      <TipsAndFaq faq={spec.faq ?? []} />
    </div>
  );
}
