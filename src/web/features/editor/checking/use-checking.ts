import { countWords } from "@shared/words";
import type { Editor } from "@tiptap/core";
import { useEffect, useState } from "react";
import { plainText } from "../WritingEditor";
import { type CheckerStatus, watchChecker } from "./linter";
import { type Problem, problems as problemsOf } from "./plugin";

/** The panel follows the text after a short pause: counting a long document's words on every key would lag. */
const SETTLE_MS = 150;

const readProblems = (editor: Editor) => ({ problems: problemsOf(editor.state), words: countWords(plainText(editor)) });

/** The problems drawn in the document and its word count, as they are after the latest pause. */
export function useProblems(editor: Editor): { problems: Problem[]; words: number } {
  const [state, setState] = useState(() => readProblems(editor));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onTransaction = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!editor.isDestroyed) setState(readProblems(editor));
      }, SETTLE_MS);
    };
    editor.on("transaction", onTransaction);
    onTransaction();
    return () => {
      clearTimeout(timer);
      editor.off("transaction", onTransaction);
    };
  }, [editor]);
  return state;
}

/** The offline checker's status: requests waiting for an answer, and its last failure. */
export function useCheckerStatus(): CheckerStatus {
  const [status, setStatus] = useState<CheckerStatus>({ pending: 0, failed: null, ready: false });
  useEffect(() => watchChecker(setStatus), []);
  return status;
}
