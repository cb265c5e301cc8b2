import type { Dialect } from "@shared/checking/dialect";
import type { Editor } from "@tiptap/core";
import { useCallback, useEffect, useState } from "react";
import { useSession } from "~/lib/session";
import { warmChecker } from "./linter";
import { refreshChecking } from "./plugin";
import { saveDialect, savedDialect, savedPanelOpen, savePanelOpen } from "./preferences";

/**
 * The issue panel's page state: open or not (remembered), the dialect the checks follow (remembered
 * per user) passed on to the editor's checking. Starting it loads the rules at once, while the
 * document itself is still being fetched (docs/decisions/0048).
 */
export function useIssuePanel(editor: Editor | null) {
  const { user } = useSession();
  const [open, setOpenState] = useState(savedPanelOpen);
  const [dialect, setDialectState] = useState<Dialect>(() => savedDialect(user?.id));

  useEffect(() => {
    if (!user?.id) return; // the session is still loading: the rules are warmed in the user's dialect
    const chosen = savedDialect(user.id);
    setDialectState(chosen);
    warmChecker({ dialect: chosen });
  }, [user?.id]);

  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.storage.checking.dialect === dialect) return;
    editor.storage.checking.dialect = dialect;
    refreshChecking(editor.view);
  }, [editor, dialect]);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    savePanelOpen(next);
  }, []);
  const setDialect = useCallback(
    (next: Dialect) => {
      setDialectState(next);
      saveDialect(user?.id, next);
    },
    [user?.id],
  );
  return { open, setOpen, dialect, setDialect };
}
