import type { Editor } from "@tiptap/core";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** A web address as typed ("example.com") made absolute; anything but http(s) and mailto is refused. */
export function normalizeUrl(raw: string): string | null {
  const value = raw.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? withScheme : null;
  } catch {
    return null;
  }
}

/** Add, change or remove the link on the selection (or on the link the cursor is in). */
export function LinkDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const existing = open ? ((editor.getAttributes("link").href as string | undefined) ?? "") : "";

  useEffect(() => {
    if (!open) return;
    setUrl(existing);
    setError(null);
  }, [open, existing]);

  const close = () => {
    onOpenChange(false);
    editor.commands.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = normalizeUrl(url);
    if (!href) {
      setError("Enter a web address, such as https://example.com.");
      return;
    }
    const { empty } = editor.state.selection;
    const range = editor.chain().focus().extendMarkRange("link");
    // With nothing selected and no link to edit, the address itself becomes the linked text.
    if (empty && !existing) {
      range.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      range.setLink({ href }).run();
    }
    close();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    close();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={existing ? "Edit link" : "Add link"}
    >
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="link-url">Web address</Label>
          <Input
            id="link-url"
            type="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "link-url-error" : undefined}
            autoFocus
          />
          {error && (
            <p id="link-url-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          {existing && (
            <Button type="button" variant="outline" onClick={remove}>
              Remove link
            </Button>
          )}
          <Button type="submit">{existing ? "Update link" : "Add link"}</Button>
        </div>
      </form>
    </Dialog>
  );
}
