import { Extension } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";

/**
 * Cleans HTML pasted from Word and Google Docs before ProseMirror parses it. ProseMirror keeps the
 * structure (headings, lists, bold, links) by itself; what it cannot know is that Word's `<o:p>`
 * markers, conditional comments and `&nbsp;`-only paragraphs are not text, so they would become
 * empty paragraphs. Google Docs wraps everything in `<b style="font-weight:normal">`, which would
 * make the whole paste bold.
 */
export function cleanPastedHtml(html: string): string {
  return (
    html
      .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      // Word's "downlevel-revealed" conditionals: the markers go, what they wrap stays.
      .replace(/<!\[(?:if[^\]]*|endif)\]>/gi, "")
      .replace(/<\/?o:p[^>]*>/gi, "")
      .replace(/<style[\s\S]*?<\/style>/gi, "")
      .replace(/<xml[\s\S]*?<\/xml>/gi, "")
      // Word's list bullets are text in spans marked mso-list:Ignore; the list itself is rebuilt below.
      .replace(/<span[^>]*mso-list:\s*Ignore[^>]*>[\s\S]*?<\/span>/gi, "")
      // (greedy: the wrapper closes with the last </b>; bold text inside keeps its own <b>)
      .replace(/<b\b[^>]*font-weight:\s*normal[^>]*>([\s\S]*)<\/b>/i, "$1")
      // Paragraphs with nothing but spaces (Word's spacing paragraphs).
      .replace(/<p\b[^>]*>(?:\s|&nbsp;|<br\s*\/?>|<span[^>]*>(?:\s|&nbsp;)*<\/span>)*<\/p>/gi, "")
  );
}

/** Word writes list items as paragraphs styled `mso-list`: turn each run of them into a <ul> or <ol>. */
export function wordListsToHtml(html: string): string {
  if (!/mso-list/i.test(html)) return html;
  const doc = new DOMParser().parseFromString(html, "text/html");
  const isItem = (el: Element | null) => el?.tagName === "P" && /mso-list/i.test(el.getAttribute("style") ?? "");
  for (const p of [...doc.body.querySelectorAll("p")]) {
    if (!isItem(p) || !p.isConnected) continue;
    // The bullet or number Word typed, in a span marked mso-list:Ignore, tells the kind of list.
    const marker = p.querySelector('span[style*="Ignore"]')?.textContent ?? "";
    const list = doc.createElement(/\w[.)]/.test(marker) ? "ol" : "ul");
    p.before(list);
    let item: Element | null = p;
    while (isItem(item)) {
      const next: Element | null = item!.nextElementSibling;
      for (const ignore of item!.querySelectorAll('span[style*="Ignore"]')) ignore.remove();
      const li = doc.createElement("li");
      const para = doc.createElement("p");
      para.innerHTML = item!.innerHTML;
      li.append(para);
      list.append(li);
      item!.remove();
      item = next;
    }
  }
  return doc.body.innerHTML;
}

export const PasteCleanup = Extension.create({
  name: "pasteCleanup",
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey("pasteCleanup"),
        props: { transformPastedHTML: (html) => cleanPastedHtml(wordListsToHtml(html)) },
      }),
    ];
  },
});
