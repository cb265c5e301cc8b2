import type { Dialect } from "@shared/checking/dialect";
import { useQueryClient } from "@tanstack/react-query";
import type { Editor } from "@tiptap/core";
import { Loader2, Sparkles } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { USAGE_QUERY_KEY, useAiStatus } from "~/lib/queries";
import { textBlocks } from "./blocks";
import { type DeepCheckOutcome, runDeepCheck, sessionDeepChecks } from "./deep-check";
import { refreshChecking } from "./plugin";

type State =
  | { phase: "idle" }
  | { phase: "running"; done: number; total: number }
  | { phase: "finished"; outcome: DeepCheckOutcome };

const words = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "word" : "words"}`;

/** The model's suggestions for this session's checked paragraphs, drawn in the text. */
function showSuggestions(editor: Editor): void {
  if (editor.isDestroyed) return;
  editor.storage.checking.aiFound = sessionDeepChecks.all();
  refreshChecking(editor.view);
}

/**
 * "Check with AI": the paragraphs changed since their last deep check go to the model, on demand,
 * while the writer keeps typing; the words charged are shown and the word meter refreshed. Hidden,
 * without a word, where no model is configured.
 */
export function DeepCheckSection({
  editor,
  documentId,
  dialect,
}: {
  editor: Editor;
  documentId: string;
  dialect: Dialect;
}) {
  const [state, setState] = useState<State>({ phase: "idle" });
  const queryClient = useQueryClient();
  const ai = useAiStatus();

  // Paragraphs checked earlier in this session keep their suggestions when the document is reopened.
  useEffect(() => showSuggestions(editor), [editor]);

  if (ai.data?.state === "unavailable" || (state.phase === "finished" && state.outcome.kind === "unavailable"))
    return null;

  const check = async () => {
    const texts = textBlocks(editor.state.doc).map((b) => b.text);
    setState({ phase: "running", done: 0, total: 0 });
    const outcome = await runDeepCheck(texts, {
      dialect,
      documentId,
      cache: sessionDeepChecks,
      onProgress: (done, total) => setState({ phase: "running", done, total }),
    });
    if (outcome.kind !== "unavailable") void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
    showSuggestions(editor);
    setState({ phase: "finished", outcome });
  };

  return (
    <div className="flex flex-col gap-1.5 rounded-md border bg-muted/40 p-2.5">
      <Button
        size="sm"
        variant="outline"
        className="gap-1.5"
        disabled={state.phase === "running"}
        onClick={() => void check()}
      >
        {state.phase === "running" ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <Sparkles className="h-4 w-4" aria-hidden="true" />
        )}
        Check with AI
      </Button>
      <p className="text-xs text-muted-foreground" role="status">
        {message(state)}
      </p>
    </div>
  );
}

function message(state: State): string {
  if (state.phase === "idle") return "Sends the paragraphs changed since their last AI check; their words are charged.";
  if (state.phase === "running")
    return state.total ? `Checked ${state.done} of ${state.total} paragraphs…` : "Checking…";
  const { outcome } = state;
  if (outcome.kind === "refused") return `${outcome.title}: ${outcome.message}`;
  if (outcome.kind === "unavailable") return "";
  const parts = [
    outcome.checked
      ? `${outcome.checked} ${outcome.checked === 1 ? "paragraph" : "paragraphs"} checked, ${words(outcome.wordsCharged)} charged.`
      : "Nothing changed since the last AI check; nothing charged.",
  ];
  if (outcome.usage)
    parts.push(`${words(Math.max(0, outcome.usage.wordsLimit - outcome.usage.wordsUsed))} left this month.`);
  if (outcome.tooLong)
    parts.push(
      `${outcome.tooLong} ${outcome.tooLong === 1 ? "paragraph is" : "paragraphs are"} too long (over 2,000 characters) to send.`,
    );
  return parts.join(" ");
}
