import type { Editor } from "@tiptap/core";
import { PluginKey } from "@tiptap/pm/state";
import { BubbleMenu } from "@tiptap/react/menus";
import { Sparkles } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { checkingKey } from "../checking/plugin";
import { BLOCK_SEPARATOR } from "../rich-text";
import type { EditorChange } from "../WritingEditor";
import { AiActionMenu } from "./AiActionMenu";
import { AiPreview } from "./AiPreview";
import { AI_ACTIONS, type AiAction } from "./actions";
import { type SelectionAsk, useSelectionRun } from "./use-selection-run";

type Step = { step: "closed" } | { step: "menu"; picking: AiAction | null } | { step: "preview"; ask: SelectionAsk };

/** The bubble menu's plugin: told to show at once when the menu opens (it follows a selection 250 ms late). */
const MENU_KEY = new PluginKey("aiSelectionMenu");

/** Is this the shortcut that opens the AI menu (Ctrl/⌘+J)? */
const opensMenu = (e: KeyboardEvent) => (e.metaKey || e.ctrlKey) && !e.altKey && e.key.toLowerCase() === "j";

/**
 * AI on a selection: beside selected text, a button (and Ctrl/⌘+J) opens the AI actions; the
 * chosen one runs on the selection as its tool's run, made for the document, and its reply is
 * previewed. Accept replaces exactly the range that was selected, followed through any edit made
 * while the reply was written, in one undo step, and hands the new text on to be saved at once.
 */
export function AiSelectionMenu({
  editor,
  documentId,
  onAccept,
}: {
  editor: Editor;
  documentId: string;
  onAccept: (change: EditorChange, runId: string) => void;
}) {
  const [step, setStep] = useState<Step>({ step: "closed" });
  const open = useRef(false);
  open.current = step.step !== "closed";
  const range = useRef<{ from: number; to: number } | null>(null);
  const { run, start, stop, reset } = useSelectionRun(documentId);

  // The selected range follows every change made to the document while the menu or preview is open.
  useEffect(() => {
    const follow = ({
      transaction,
    }: {
      transaction: { docChanged: boolean; mapping: { map: (pos: number, assoc?: number) => number } };
    }) => {
      const at = range.current;
      if (!at || !transaction.docChanged) return;
      range.current = { from: transaction.mapping.map(at.from, 1), to: transaction.mapping.map(at.to, -1) };
    };
    editor.on("transaction", follow);
    return () => {
      editor.off("transaction", follow);
    };
  }, [editor]);

  const openMenu = useCallback(() => {
    const { from, to, empty } = editor.state.selection;
    if (empty) return;
    range.current = { from, to };
    open.current = true;
    editor.view.dispatch(editor.state.tr.setMeta(MENU_KEY, "show"));
    setStep({ step: "menu", picking: null });
  }, [editor]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!opensMenu(event) || !editor.isFocused || editor.state.selection.empty) return;
      event.preventDefault();
      openMenu();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [editor, openMenu]);

  /** Closes the menu or preview and gives the editor back its focus, the selection as it was. */
  const close = useCallback(() => {
    reset();
    setStep({ step: "closed" });
    editor.commands.focus();
  }, [editor, reset]);

  const ask = (action: AiAction, choice?: string) => {
    const at = range.current;
    if (!at) return close();
    const next = { action, choice, text: editor.state.doc.textBetween(at.from, at.to, "\n") };
    setStep({ step: "preview", ask: next });
    void start(next);
  };

  const accept = () => {
    const at = range.current;
    if (run.state !== "done" || !at) return;
    const text = run.text;
    // One transaction: one undo step puts the selection's text back.
    editor
      .chain()
      .focus()
      .command(({ tr }) => {
        tr.insertText(text, at.from, at.to);
        return true;
      })
      .run();
    onAccept(
      { output: editor.getText({ blockSeparator: BLOCK_SEPARATOR }), body: editor.getJSON() as EditorChange["body"] },
      run.runId,
    );
    reset();
    setStep({ step: "closed" });
  };

  const title = step.step === "preview" ? titleOf(step.ask) : "";
  return (
    <BubbleMenu
      editor={editor}
      pluginKey={MENU_KEY}
      options={{ placement: "bottom-start", offset: 8, flip: true, shift: true }}
      // Kept open while its menu or preview is, wherever the focus is; else beside any selection,
      // unless a suggestion's card is open there: both sit under the selected word, one over the other.
      shouldShow={({ view, state }) =>
        open.current || (view.hasFocus() && !state.selection.empty && !checkingKey.getState(state)?.open)
      }
      className="z-50"
    >
      {step.step === "closed" && (
        <Button
          size="sm"
          variant="outline"
          // Solid, with its own border: it sits over the text, which must not show through it (either theme).
          className="border-border bg-background text-foreground shadow-md hover:bg-muted"
          aria-keyshortcuts="Control+J Meta+J"
          onClick={openMenu}
        >
          <Sparkles className="h-4 w-4" aria-hidden="true" /> AI
        </Button>
      )}
      {step.step === "menu" && (
        <AiActionMenu
          actions={AI_ACTIONS}
          picking={step.picking}
          onChoose={(action) => (action.pick ? setStep({ step: "menu", picking: action }) : ask(action))}
          onPick={(choice) => step.picking && ask(step.picking, choice)}
          onBack={() => (step.picking ? setStep({ step: "menu", picking: null }) : close())}
        />
      )}
      {step.step === "preview" && (
        <AiPreview
          title={title}
          run={run}
          onStop={stop}
          onAccept={accept}
          onRetry={() => void start(step.ask)}
          onDiscard={close}
        />
      )}
    </BubbleMenu>
  );
}

function titleOf({ action, choice }: SelectionAsk): string {
  const picked = choice && action.pick?.choices.find((c) => c.value === choice)?.label;
  return picked ? `${action.label}: ${picked}` : action.label;
}
