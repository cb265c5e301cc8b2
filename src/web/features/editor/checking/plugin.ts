import type { Dialect } from "@shared/checking/dialect";
import type { Node as PMNode } from "@tiptap/pm/model";
import { type EditorState, Plugin, PluginKey, TextSelection, type Transaction } from "@tiptap/pm/state";
import { Decoration, DecorationSet, type EditorView } from "@tiptap/pm/view";
import { BlockCache, textBlocks } from "./blocks";
import { AI_LOOK, ISSUE_LOOK } from "./kinds";
import { type BlockIssue, type LintOptions, lintTexts } from "./linter";

/** A finding drawn in the document, where it is now. */
export type Problem = { from: number; to: number; issue: BlockIssue };

type CheckingState = { decorations: DecorationSet; open: Problem | null; refreshes: number };
type Meta = { decorations?: DecorationSet; open?: Problem | null; refresh?: true };

export const checkingKey = new PluginKey<CheckingState>("checking");

/** How long typing must pause before the changed blocks are checked. */
export const CHECK_DELAY_MS = 200;

export type CheckingOptions = {
  /**
   * The findings to draw for a block of `text`, from the rules' (the dictionary and the dismissed
   * ones left out, the style guide's added).
   */
  visible: (issues: BlockIssue[], text: string) => BlockIssue[];
  lint?: (texts: string[], options: LintOptions) => Promise<BlockIssue[][]>;
  /** The English the rules follow now (the writer's choice); a change re-checks every block. */
  dialect?: () => Dialect;
};

function decorate(from: number, issue: BlockIssue): Decoration {
  const look = ISSUE_LOOK[issue.type];
  const ai = issue.source === "ai";
  const description = `${ai ? AI_LOOK.label : look.label}: ${issue.explanation}`;
  return Decoration.inline(
    from + issue.start,
    from + issue.end,
    {
      class: ai ? AI_LOOK.className : look.className,
      title: description,
      "aria-description": description,
      "data-issue": issue.type,
      ...(ai ? { "data-source": "ai" } : {}),
    },
    { issue },
  );
}

/**
 * The underlines of the document: each block whose text is in the cache gets that text's findings;
 * a block not checked as it is now (edited while its text was being linted) keeps the underlines
 * that moved with it, never a result for another text.
 */
export function drawBlocks(
  doc: PMNode,
  current: DecorationSet,
  cache: BlockCache,
  visible: CheckingOptions["visible"],
): DecorationSet {
  const decorations: Decoration[] = [];
  for (const block of textBlocks(doc)) {
    const issues = cache.get(block.text);
    if (issues) for (const issue of visible(issues, block.text)) decorations.push(decorate(block.pos, issue));
    else decorations.push(...current.find(block.pos, block.pos + block.text.length));
  }
  return DecorationSet.create(doc, decorations);
}

/** The problems drawn in the document, in order. */
export function problems(state: EditorState): Problem[] {
  const set = checkingKey.getState(state)?.decorations ?? DecorationSet.empty;
  return set
    .find()
    .map((d) => ({ from: d.from, to: d.to, issue: (d.spec as { issue: BlockIssue }).issue }))
    .sort((a, b) => a.from - b.from || a.to - b.to);
}

/** Selects a problem and opens its card. */
export function openProblem(tr: Transaction, problem: Problem): Transaction {
  return tr
    .setSelection(TextSelection.create(tr.doc, problem.from, problem.to))
    .setMeta(checkingKey, { open: problem } satisfies Meta)
    .scrollIntoView();
}

/** The next (or previous) problem from the selection, wrapping around the document. */
export function nearbyProblem(state: EditorState, direction: 1 | -1): Problem | null {
  const all = problems(state);
  if (!all.length) return null;
  const { from, to } = state.selection;
  if (direction === 1) return all.find((p) => p.from >= to && !(p.from === from && p.to === to)) ?? all[0];
  return [...all].reverse().find((p) => p.to <= from && !(p.from === from && p.to === to)) ?? all[all.length - 1];
}

/**
 * Checking as you type. After a pause, the text blocks whose text has not been linted yet go to the
 * worker; every other block takes its findings from the cache. Between checks the underlines move
 * with the text (DecorationSet.map), so an edit never waits for the checker. A result is kept by the
 * text it was for: a block edited while it was being linted keeps its moved underlines until its new
 * text is checked, and the outdated result is never drawn on it.
 */
export function checkingPlugin(options: CheckingOptions): Plugin<CheckingState> {
  let cache = new BlockCache();
  const lint = options.lint ?? lintTexts;
  const dialectNow = options.dialect ?? (() => "american" as const);
  // The dialect the cached findings were linted in: another one makes every block's findings stale.
  let cachedDialect: Dialect = dialectNow();

  const rebuild = (doc: PMNode, current: DecorationSet) => drawBlocks(doc, current, cache, options.visible);

  return new Plugin<CheckingState>({
    key: checkingKey,
    state: {
      init: () => ({ decorations: DecorationSet.empty, open: null, refreshes: 0 }),
      apply(tr, value) {
        const meta = tr.getMeta(checkingKey) as Meta | undefined;
        const decorations = meta?.decorations ?? value.decorations.map(tr.mapping, tr.doc);
        let open = meta && "open" in meta ? (meta.open ?? null) : value.open;
        // A card belongs to the text it was opened on: any edit closes it.
        if (open && tr.docChanged && !meta?.open) open = null;
        return { decorations, open, refreshes: value.refreshes + (meta?.refresh ? 1 : 0) };
      },
    },
    props: {
      decorations: (state) => checkingKey.getState(state)?.decorations,
      handleClick(view, pos) {
        const hit = problems(view.state).find((p) => p.from <= pos && pos <= p.to);
        if (!hit) return false;
        view.dispatch(
          view.state.tr
            .setSelection(TextSelection.create(view.state.doc, pos))
            .setMeta(checkingKey, { open: hit } satisfies Meta),
        );
        return true;
      },
    },
    view(view: EditorView) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running = false;
      let again = false;
      let destroyed = false;

      const check = async () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          const dialect = dialectNow();
          if (dialect !== cachedDialect) {
            cache = new BlockCache();
            cachedDialect = dialect;
          }
          const blocks = textBlocks(view.state.doc);
          const missing = cache.missing(blocks);
          if (missing.length) {
            const results = await lint(missing, { dialect });
            if (dialect === dialectNow())
              for (const [i, text] of missing.entries()) {
                cache.set(text, results[i] ?? []);
              }
          }
          if (destroyed) return;
          const current = checkingKey.getState(view.state)?.decorations ?? DecorationSet.empty;
          view.dispatch(view.state.tr.setMeta(checkingKey, { decorations: rebuild(view.state.doc, current) }));
        } catch {
          // The checker failed to load or crashed: the text stays as it is, unchecked, and the next
          // pause tries again.
        } finally {
          running = false;
          if (again && !destroyed) {
            again = false;
            schedule();
          }
        }
      };
      const schedule = () => {
        clearTimeout(timer);
        timer = setTimeout(() => void check(), CHECK_DELAY_MS);
      };
      // The first check (and so the rules' download) waits until the editor is on screen.
      schedule();
      return {
        update(view, previous) {
          if (!view.state.doc.eq(previous.doc)) schedule();
          else if (checkingKey.getState(view.state)?.refreshes !== checkingKey.getState(previous)?.refreshes)
            void check();
        },
        destroy() {
          destroyed = true;
          clearTimeout(timer);
        },
      };
    },
  });
}

/** Redraws the underlines from what is already known (after the dictionary, the guide or a dismissal changed). */
export function refreshChecking(view: EditorView): void {
  view.dispatch(view.state.tr.setMeta(checkingKey, { refresh: true } satisfies Meta));
}
