import type { Editor } from "@tiptap/core";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { plainText } from "../WritingEditor";
import type { HighlightKinds } from "./highlights";
import { passiveRanges } from "./passive";
import { formatMinutes, LONG_SENTENCE_WORDS, sentences, type TextStats, textStats, words } from "./text-stats";

/** The figures wait for a pause in typing: a 5,000-word text takes a few milliseconds to count. */
const SETTLE_MS = 250;

type Figures = TextStats & { long: number; passive: number };

function figuresOf(editor: Editor): Figures {
  const text = plainText(editor);
  return {
    ...textStats(text),
    long: sentences(text).filter((s) => words(s.text).length > LONG_SENTENCE_WORDS).length,
    passive: passiveRanges(text).length,
  };
}

const easeLabel = (score: number) =>
  score >= 80 ? "easy" : score >= 60 ? "plain English" : score >= 40 ? "fairly hard" : "hard";

/** Insight beside the text (Mod+Alt+I): counts, reading and speaking time, readability, highlights. */
export function InsightPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [figures, setFigures] = useState<Figures>(() => figuresOf(editor));
  const [kinds, setKinds] = useState<HighlightKinds>({ long: false, passive: false });
  const panel = useRef<HTMLElement>(null);

  // Below the large layout the panel opens under the text, out of sight on a phone: it is brought
  // into view and given the focus, so opening it shows it (and a screen reader is taken there).
  useEffect(() => {
    if (!window.matchMedia("(min-width: 1024px)").matches) {
      panel.current?.focus({ preventScroll: true });
      panel.current?.scrollIntoView({ block: "start" });
    }
  }, []);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onUpdate = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setFigures(figuresOf(editor)), SETTLE_MS);
    };
    editor.on("update", onUpdate);
    return () => {
      clearTimeout(timer);
      editor.off("update", onUpdate);
    };
  }, [editor]);

  // Highlights last as long as the panel is open.
  useEffect(() => {
    if (!editor.isDestroyed) editor.commands.setInsightHighlights(kinds);
  }, [editor, kinds]);
  useEffect(
    () => () => {
      // Closing the panel clears them; leaving the page destroys the editor first.
      if (!editor.isDestroyed) editor.commands.setInsightHighlights({ long: false, passive: false });
    },
    [editor],
  );

  const rows: [string, string][] = [
    ["Words", figures.words.toLocaleString("en")],
    ["Characters", figures.characters.toLocaleString("en")],
    ["Sentences", figures.sentences.toLocaleString("en")],
    ["Reading time", formatMinutes(figures.readingMinutes)],
    ["Speaking time", formatMinutes(figures.speakingMinutes)],
    ["Reading ease", figures.readingEase === null ? "–" : `${figures.readingEase} (${easeLabel(figures.readingEase)})`],
    ["Grade level", figures.gradeLevel === null ? "–" : String(Math.max(0, figures.gradeLevel))],
  ];

  const toggle = (kind: keyof HighlightKinds, label: string, count: number, swatch: string) => (
    <button
      type="button"
      aria-pressed={kinds[kind]}
      onClick={() => setKinds((k) => ({ ...k, [kind]: !k[kind] }))}
      className={cn(
        "flex w-full items-center justify-between gap-2 rounded-md border px-2.5 py-1.5 text-left text-sm",
        "hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:border-primary aria-pressed:bg-primary/10",
      )}
    >
      <span className="flex items-center gap-2">
        <span className={cn("h-3 w-3 rounded-sm", swatch)} aria-hidden="true" />
        {label}
      </span>
      <span className="tabular-nums text-muted-foreground">{count}</span>
    </button>
  );

  return (
    <aside
      ref={panel}
      tabIndex={-1}
      aria-label="Insight"
      className="flex scroll-mt-20 flex-col gap-3 rounded-lg border bg-card p-4 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">Insight</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close Insight"
          className="rounded-md p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1.5" aria-live="polite">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1.5">
        <h3 className="text-xs font-medium text-muted-foreground">Highlight</h3>
        {toggle("long", `Sentences over ${LONG_SENTENCE_WORDS} words`, figures.long, "bg-amber-300/70")}
        {toggle("passive", "Passive voice", figures.passive, "bg-sky-300/70")}
      </div>
    </aside>
  );
}
