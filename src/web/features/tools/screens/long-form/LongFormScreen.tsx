import type { Values } from "@shared/tools";
import { DEFAULT_WORDS, fittingLength } from "@shared/tools/write";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { useNavigate } from "~/lib/nav";
import { useUsage } from "~/lib/queries";
import { UPGRADE_PATH } from "../../../account/upgrade";
import { truncatedToast } from "../../run/truncated-toast";
import { useSpecTool } from "../../use-spec-tool";
import type { ToolScreenProps } from "../types";
import { type DraftDocument, DraftsCard } from "./DraftsCard";
import { SettingsCard } from "./SettingsCard";
import { AUTO_FIELDS, type AutoField, autoValue } from "./seo";
import { Tips } from "./Tips";

/**
 * Where the form starts, beyond the entry's defaults (a module constant: the form's reset uses it).
 * The call to action starts empty, its example only a placeholder: a pre-filled one was sent with
 * every article whether the writer meant it or not.
 */
const INITIAL: Values = { wordCount: String(DEFAULT_WORDS) };

/** The long-form writer / SEO article generator: settings on the left, its drafts on the right. */
export default function LongFormScreen({ tool }: ToolScreenProps) {
  const draftCount = tool.drafts ?? 3;
  // Each draft is its own document; edits to a draft are saved to it.
  const [documents, setDocuments] = useState<(DraftDocument | null)[]>(() => Array(draftCount).fill(null));
  const t = useSpecTool(tool, {
    initial: INITIAL,
    onOpen: (doc) => {
      const index = Math.min(doc.draftIndex ?? 0, draftCount - 1);
      setDraft(index, doc.output);
      setDocuments((current) => current.map((d, i) => (i === index ? { id: doc.id, version: doc.version } : d)));
      setTab(String(index));
    },
  });
  // SEO fields follow the topic until the user types in them.
  const [edited, setEdited] = useState<ReadonlySet<AutoField>>(new Set());
  const [drafts, setDrafts] = useState<string[]>(() => Array(draftCount).fill(""));
  const [tab, setTab] = useState("0");
  const [generating, setGenerating] = useState<number | null>(null);
  const { values, setValues } = t;
  const navigate = useNavigate();
  const remaining = useUsage().data?.remaining;
  // Until the user picks a length, the drafts ask for what the words left can pay for.
  const [lengthChosen, setLengthChosen] = useState(false);
  useEffect(() => {
    if (remaining === undefined || lengthChosen) return;
    setValues((current) => ({ ...current, wordCount: String(fittingLength(remaining, draftCount)) }));
  }, [remaining, lengthChosen, draftCount, setValues]);

  const setValue = (name: string, value: string | number | boolean) => {
    if (name === "wordCount") setLengthChosen(true);
    t.setValues((current) => {
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

  const topicMissing = String(values.topic ?? "").trim() === "";
  const setDraft = (index: number, text: string) =>
    setDrafts((current) => current.map((draft, i) => (i === index ? text : draft)));

  /** Each draft is its own run (and charge); the success toast waits for the last one. */
  const generate = async () => {
    if (topicMissing || t.busy) return;
    const previous = drafts;
    const previousDocuments = documents;
    setTab("0");
    let completed = 0;
    let written = 0;
    for (let index = 0; index < draftCount; index++) {
      setGenerating(index);
      setDraft(index, "");
      const outcome = await t.submit(
        { draftIndex: index },
        {
          into: "none",
          success: null,
          onDelta: (text) => setDraft(index, text),
          onStart: (id) => setDocuments((current) => current.map((d, i) => (i === index ? { id } : d))),
        },
      );
      if (outcome.kind === "done") {
        setDraft(index, outcome.done.output);
        completed++;
        written += outcome.done.wordsCharged;
        if (!outcome.done.truncated) continue;
        // Cut short: the words ran out (the drafts after it could not start) or the model's length did.
        setGenerating(null);
        truncatedToast(outcome.done.usage, written, () => navigate(UPGRADE_PATH));
        return;
      }
      // A stopped draft was charged, so it stays; a failed one charged nothing and gets its old text
      // back. Either way the drafts not yet started keep what they had.
      const keepUpTo = outcome.kind === "stopped" ? index : index - 1;
      setDrafts((current) => current.map((draft, i) => (i <= keepUpTo ? draft : previous[i])));
      setDocuments((current) => current.map((d, i) => (i <= keepUpTo ? d : previousDocuments[i])));
      break;
    }
    setGenerating(null);
    if (completed === draftCount) toast.success(tool.success.title, { description: tool.success.description });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <SettingsCard
          tool={tool}
          values={values}
          setValue={setValue}
          busy={generating !== null}
          remaining={remaining}
          draftCount={draftCount}
          topicMissing={topicMissing}
          onGenerate={generate}
          onStop={t.stop}
        />
        <DraftsCard
          drafts={drafts}
          documents={documents}
          setDraft={setDraft}
          tab={tab}
          setTab={setTab}
          generating={generating}
          canRegenerate={!topicMissing}
          onRegenerate={generate}
          tool={tool}
          fileBase={String(values.slug ?? "").trim() || tool.download.base}
          title={String(values.seoTitle ?? "").trim() || String(values.topic ?? "").trim() || tool.name}
        />
      </div>
      <Tips />
    </div>
  );
}
