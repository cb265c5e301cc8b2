import type { Dialect } from "@shared/checking/dialect";
import { type CheckLevel, refineFindings } from "@shared/checking/refine";
import { dictionarySet } from "@shared/dictionary";
import { type GuideIssue, guideIssues } from "@shared/guide-issues";
import type { GuideTerm } from "@shared/style-guide";
import { Extension } from "@tiptap/core";
import type { BlockIssue } from "./linter";
import { checkingPlugin, nearbyProblem, openProblem } from "./plugin";

export type CheckingStorage = {
  /** The personal dictionary, lower-cased (see @shared/dictionary). */
  dictionary: Set<string>;
  /** Problems dismissed in this document for this session, by their text and message. */
  dismissed: Set<string>;
  /** The terms of the style guide the user follows (GET /api/me/style-guide/effective). */
  guideTerms: GuideTerm[];
  /** The guide's findings by block text, for these terms: a redraw looks again only at edited blocks. */
  guideFound: Map<string, GuideIssue[]>;
  /** The English the rules follow (the writer's choice in the issue panel). */
  dialect: Dialect;
  /** Which findings show: "default" as on every surface, "picky" with the style and typography hints. */
  level: CheckLevel;
  /** The deep check's suggestions by paragraph text (deep-check.ts); drawn beside the rules' findings. */
  aiFound: Map<string, BlockIssue[]>;
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
 * problems (the style guide's terms among them), a card to fix, dismiss or add a word to the
 * dictionary (CheckingCard), and Alt+↓ / Alt+↑
 * to go from one problem to the next.
 */
export const Checking = Extension.create<Record<string, never>, CheckingStorage>({
  name: "checking",

  addStorage() {
    return {
      dictionary: new Set<string>(),
      dismissed: new Set<string>(),
      guideTerms: [],
      guideFound: new Map(),
      dialect: "american",
      level: "default",
      aiFound: new Map(),
    };
  },

  addProseMirrorPlugins() {
    const storage = this.storage;
    return [
      checkingPlugin({
        // The step every surface takes after the rules (refineFindings: the dictionary, the guide's
        // terms, found here per block and cached by text, and the level), then the deep check's.
        visible: (issues, text) =>
          withAiIssues(
            refineFindings(
              text,
              issues,
              { dictionary: storage.dictionary, guide: guideFindings(storage, text) },
              { level: storage.level },
            ),
            storage.aiFound.get(text),
          ).filter((i) => !storage.dismissed.has(dismissKey(i))),
        dialect: () => storage.dialect,
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

/**
 * The rules' findings with the model's beside them, in text order. Both are kept where they overlap:
 * the model's suggestion is drawn in its own style and listed in its own group.
 */
function withAiIssues(issues: BlockIssue[], ai: BlockIssue[] | undefined): BlockIssue[] {
  if (!ai?.length) return issues;
  return [...issues, ...ai].sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Replaces the dictionary's words (as loaded, or after one was added). */
export function setDictionary(storage: CheckingStorage, words: string[]): void {
  storage.dictionary = dictionarySet(words);
}

/** Texts whose guide findings are kept; past it the cache starts again (a redraw re-finds them, cheaply). */
const GUIDE_CACHE_TEXTS = 2000;

function guideFindings(storage: CheckingStorage, text: string): GuideIssue[] {
  let found = storage.guideFound.get(text);
  if (!found) {
    if (storage.guideFound.size >= GUIDE_CACHE_TEXTS) storage.guideFound.clear();
    found = guideIssues(text, storage.guideTerms);
    storage.guideFound.set(text, found);
  }
  return found;
}

/**
 * Replaces the guide's terms; false when they are the same as before (so a re-read that changed
 * nothing redraws nothing).
 */
export function setGuideTerms(storage: CheckingStorage, terms: GuideTerm[]): boolean {
  if (JSON.stringify(terms) === JSON.stringify(storage.guideTerms)) return false;
  storage.guideTerms = terms;
  storage.guideFound = new Map();
  return true;
}
