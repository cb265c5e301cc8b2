import { visibleFix } from "@shared/grammar";
import type { Editor } from "@tiptap/core";
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { reasonOf } from "~/lib/api";
import { addToDictionary, loadDictionary } from "./dictionary";
import { dismissKey, setDictionary, setGuideTerms } from "./extension";
import { loadGuideTerms } from "./guide";
import { ISSUE_LOOK } from "./kinds";
import { checkingKey, type Problem, refreshChecking } from "./plugin";

/**
 * The card of the problem under the caret: its message, its fixes (each one undo step), Dismiss,
 * and Add to dictionary for a spelling problem. It takes the focus when it opens; Escape gives it
 * back to the text, where it was. It also loads the personal dictionary, once per page, and the
 * style guide's terms, again whenever the window regains the focus (a guide edited in another tab
 * then applies; the underlines are redrawn only when the terms changed, so nothing flickers).
 */
export function CheckingCard({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState<Problem | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const sync = () => setOpen(checkingKey.getState(editor.state)?.open ?? null);
    editor.on("transaction", sync);
    let live = true;
    loadDictionary()
      .then((words) => {
        if (!live || editor.isDestroyed) return;
        setDictionary(editor.storage.checking, words);
        refreshChecking(editor.view);
      })
      .catch(() => {}); // without it, every word is checked: nothing is lost
    const readGuide = () =>
      loadGuideTerms()
        .then((terms) => {
          if (live && !editor.isDestroyed && setGuideTerms(editor.storage.checking, terms))
            refreshChecking(editor.view);
        })
        .catch(() => {}); // the terms known so far stay; the next focus tries again
    void readGuide();
    window.addEventListener("focus", readGuide);
    return () => {
      live = false;
      editor.off("transaction", sync);
      window.removeEventListener("focus", readGuide);
    };
  }, [editor]);

  useEffect(() => {
    if (!open) return;
    card.current?.querySelector<HTMLElement>("button")?.focus();
    // A click anywhere else closes the card (the click itself decides where the focus goes).
    const outside = (event: PointerEvent) => {
      if (!card.current?.contains(event.target as Node) && !editor.isDestroyed)
        editor.view.dispatch(editor.state.tr.setMeta(checkingKey, { open: null }));
    };
    document.addEventListener("pointerdown", outside, true);
    return () => document.removeEventListener("pointerdown", outside, true);
  }, [open, editor]);

  if (!open || editor.isDestroyed) return null;
  const { issue } = open;
  const look = ISSUE_LOOK[issue.type];
  const at = editor.view.coordsAtPos(open.from);

  const close = () => {
    editor.view.dispatch(editor.state.tr.setMeta(checkingKey, { open: null }));
    editor.view.focus();
  };
  const apply = (fix: string) => {
    // One transaction: one step to undo. Marks on the text (bold, a link) carry over to the fix.
    editor
      .chain()
      .focus()
      .command(({ tr }) => {
        if (fix) tr.insertText(fix, open.from, open.to);
        else tr.delete(open.from, open.to);
        return true;
      })
      .run();
  };
  const dismiss = () => {
    editor.storage.checking.dismissed.add(dismissKey(issue));
    refreshChecking(editor.view);
    close();
  };
  const addWord = async () => {
    const word = issue.text.trim();
    try {
      setDictionary(editor.storage.checking, await addToDictionary(word));
      refreshChecking(editor.view);
      toast.success(`“${word}” is in your dictionary.`);
      close();
    } catch (error) {
      toast.error("The word was not added", { description: reasonOf(error) });
    }
  };
  const fixes = [...new Set(issue.suggestions)].slice(0, 4);

  return createPortal(
    <div
      ref={card}
      role="dialog"
      aria-labelledby={titleId}
      className="fixed z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg"
      style={{ top: at.bottom + 6, left: Math.max(8, Math.min(at.left, window.innerWidth - 330)) }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          close();
        }
      }}
    >
      <p id={titleId} className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {issue.type === "guide" ? look.label : `${look.label} problem`}
      </p>
      <p className="mt-1 text-sm">
        <span className="font-medium">“{visibleFix(issue.text)}”</span> {issue.explanation}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {fixes.map((fix) => (
          <Button key={fix} size="sm" onClick={() => apply(fix)} aria-label={fix ? `Replace with ${fix}` : "Remove"}>
            {fix ? visibleFix(fix) : "(remove)"}
          </Button>
        ))}
        <Button size="sm" variant="outline" onClick={dismiss}>
          Dismiss
        </Button>
        {issue.type === "spelling" && (
          <Button size="sm" variant="outline" onClick={() => void addWord()}>
            Add to dictionary
          </Button>
        )}
      </div>
    </div>,
    document.body,
  );
}
