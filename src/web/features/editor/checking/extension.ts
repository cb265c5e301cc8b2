import { dictionarySet, withoutDictionaryWords } from "@shared/dictionary";
import { Extension } from "@tiptap/core";
import type { BlockIssue } from "./linter";
import { checkingPlugin, nearbyProblem, openProblem } from "./plugin";

export type CheckingStorage = {
  /** The personal dictionary, lower-cased (see @shared/dictionary). */
  dictionary: Set<string>;
  /** Problems dismissed in this document for this session, by their text and message. */
  dismissed: Set<string>;
};

declare module "@tiptap/core" {
  interface Storage {
    checking: CheckingStorage;
  }
}

export const dismissKey = (issue: Pick<BlockIssue, "text" | "explanation">) =>
  `${issue.text}\u0000${issue.explanation}`;

/**
 * Checking as you type with the offline rules (no model, no words charged): underlines under
 * problems, a card to fix, dismiss or add a word to the dictionary (CheckingCard), and Alt+↓ / Alt+↑
 * to go from one problem to the next.
 */
export const Checking = Extension.create<Record<string, never>, CheckingStorage>({
  name: "checking",

  addStorage() {
    return { dictionary: new Set<string>(), dismissed: new Set<string>() };
  },

  addProseMirrorPlugins() {
    const storage = this.storage;
    return [
      checkingPlugin({
        visible: (issues) =>
          withoutDictionaryWords(issues, storage.dictionary).filter((i) => !storage.dismissed.has(dismissKey(i))),
      }),
    ];
  },

  addKeyboardShortcuts() {
    const jump = (direction: 1 | -1) => () => {
      const problem = nearbyProblem(this.editor.state, direction);
      if (!problem) return false;
      this.editor.view.dispatch(openProblem(this.editor.state.tr, problem));
      return true;
    };
    return { "Alt-ArrowDown": jump(1), "Alt-ArrowUp": jump(-1) };
  },
});

/** Replaces the dictionary's words (as loaded, or after one was added). */
export function setDictionary(storage: CheckingStorage, words: string[]): void {
  storage.dictionary = dictionarySet(words);
}
