import type { RichBody } from "@shared/documents";
import type { Editor } from "@tiptap/core";
import { EditorContent, useEditor } from "@tiptap/react";
import { type ReactNode, useEffect } from "react";
import { CheckingCard } from "./checking/CheckingCard";
import { editorExtensions } from "./extensions";
import { bodyFromText, plainTextOf } from "./rich-text";

export type EditorChange = { output: string; body: RichBody };

/** The plain text of the editor's document, as the server keeps it (blocks apart by a blank line). */
export function plainText(editor: Editor): string {
  return plainTextOf(editor.state.doc);
}

/**
 * The rich-text editor of a document. Opens the document's rich text, or its plain text when it has
 * none yet; every change reports both forms (the plain text is what the server searches and counts).
 * The page gets the editor through `onReady` (for panels beside it) and may put bars above the text
 * with `header` (the formatting toolbar, and whatever other features add there); `children` are
 * what works on the editor once it exists (menus beside a selection, cards over the text).
 */
export function WritingEditor({
  body,
  text,
  editable,
  autofocus = false,
  onChange,
  onReady,
  header,
  children,
}: {
  body: RichBody | null;
  text: string;
  editable: boolean;
  /** Put the cursor at the start of the text once it opens (a new blank document: the next thing to do is type). */
  autofocus?: boolean;
  onChange: (change: EditorChange) => void;
  onReady?: (editor: Editor) => void;
  header?: (editor: Editor) => ReactNode;
  children?: (editor: Editor) => ReactNode;
}) {
  const editor = useEditor({
    extensions: editorExtensions(),
    content: body ?? bodyFromText(text),
    editable,
    autofocus: autofocus && editable ? "start" : false,
    // The page is rendered in the browser only, but React Router hydrates: render after mount.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        "aria-label": "Document text",
        "aria-multiline": "true",
        role: "textbox",
        class: "writing-surface prose-editor min-h-[60vh] px-6 py-5 focus:outline-none",
      },
    },
    onUpdate: ({ editor }) => {
      onChange({ output: plainText(editor), body: editor.getJSON() as RichBody });
    },
  });
  useEffect(() => {
    if (editor) onReady?.(editor);
  }, [editor, onReady]);
  return (
    <>
      <div className="rounded-lg border bg-card">
        {editor && header?.(editor)}
        <EditorContent editor={editor} />
      </div>
      {editor && editable && <CheckingCard editor={editor} />}
      {editor && children?.(editor)}
    </>
  );
}
