import type { RichBody } from "@shared/documents";
import { EditorContent, useEditor } from "@tiptap/react";
import { CheckingCard } from "./checking/CheckingCard";
import { editorExtensions } from "./extensions";
import { BLOCK_SEPARATOR, bodyFromText } from "./rich-text";

export type EditorChange = { output: string; body: RichBody };

/**
 * The rich-text editor of a document. Opens the document's rich text, or its plain text when it has
 * none yet; every change reports both forms (the plain text is what the server searches and counts).
 */
export function WritingEditor({
  body,
  text,
  editable,
  onChange,
}: {
  body: RichBody | null;
  text: string;
  editable: boolean;
  onChange: (change: EditorChange) => void;
}) {
  const editor = useEditor({
    extensions: editorExtensions(),
    content: body ?? bodyFromText(text),
    editable,
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
      onChange({
        output: editor.getText({ blockSeparator: BLOCK_SEPARATOR }),
        body: editor.getJSON() as RichBody,
      });
    },
  });
  return (
    <>
      <EditorContent editor={editor} className="rounded-lg border bg-card" />
      {editor && editable && <CheckingCard editor={editor} />}
    </>
  );
}
