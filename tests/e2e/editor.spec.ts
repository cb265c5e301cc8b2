import { expect, type Page, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";
import { seriousViolations } from "./support/axe";
import { docxXml, exportAs, loadPdf } from "./support/downloads";
import { resultInEditor } from "./support/editor";
import { steerModel } from "./support/model";
import { pdfText } from "./support/pdf-text";

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

const saved = (page: Page) => expect(page.getByText("Saved to Documents")).toBeVisible();

test("a tool's result opens in the editor with its text unchanged, line breaks and paragraphs kept", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const reply = "First paragraph, line one.\nLine two of it.\n\nSecond paragraph.";
  const editor = await resultInEditor(page, reply);
  await expect(editor.locator("p")).toHaveCount(2);
  await expect(editor.locator("p").first()).toHaveText("First paragraph, line one.Line two of it.");
  await expect(editor.locator("p").first().locator("br")).toHaveCount(1);
  // Nothing was saved by merely opening it: the document's plain text is the tool's.
  const id = page.url().split("/").at(-1);
  const doc = await (await context.request.get(`/api/documents/${id}`)).json();
  expect(doc.output).toBe(reply);
  expect(doc.body).toBeNull();
});

test("the grammar checker's result opens in the editor too", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  await steerModel({ reply: JSON.stringify({ issues: [], correctedText: "We use the tool daily." }) });
  await page.goto("/tools/grammar-checker");
  await page.getByLabel("Input Text").fill("We utilize the tool daily.");
  await page.getByRole("button", { name: "Check Grammar" }).click();
  await expect(page.getByTestId("grammar-view")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: "Open in editor" }).click();
  await expect(page).toHaveURL(/\/documents\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("textbox", { name: "Document text" })).toContainText("We use the tool daily.");
});

test("formatting: Markdown shortcuts, the toolbar, Mod+B, the link dialog, undo and redo; a reload keeps it all", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const editor = await resultInEditor(page, "Old text.");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");

  // Markdown while typing.
  await page.keyboard.type("# Big title\n");
  await expect(editor.locator("h1")).toHaveText("Big title");
  await page.keyboard.type("- apples\noranges\n\n");
  await expect(editor.locator("ul > li")).toHaveCount(2);
  await page.keyboard.type("> A quote\n\n");
  await expect(editor.locator("blockquote")).toHaveText("A quote");
  await page.keyboard.type("Some **strong** words ");
  await expect(editor.locator("strong")).toHaveText("strong");

  // The toolbar: Heading 2 on the current paragraph, shown as pressed.
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await page.keyboard.type("\nSubtitle");
  await toolbar.getByRole("button", { name: "Heading 2" }).click();
  await expect(editor.locator("h2")).toHaveText("Subtitle");
  await expect(toolbar.getByRole("button", { name: "Heading 2" })).toHaveAttribute("aria-pressed", "true");
  await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("title", /Bold \((Ctrl|⌘)\+B\)/);

  // Mod+B on a selection.
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("make me bold");
  await page.keyboard.press("Shift+Home");
  await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe("make me bold");
  await page.keyboard.press("ControlOrMeta+b");
  await expect(editor.locator("strong", { hasText: "make me bold" })).toBeVisible();
  await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");

  // Mod+K: a link on the selection, then edited and removed.
  await page.keyboard.press("ControlOrMeta+k");
  const dialog = page.getByRole("dialog", { name: "Add link" });
  await dialog.getByLabel("Web address").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Add link" }).click();
  await expect(dialog.getByText("Enter a web address")).toBeVisible();
  await dialog.getByLabel("Web address").fill("example.com/page");
  await dialog.getByRole("button", { name: "Add link" }).click();
  await expect(editor.locator('a[href="https://example.com/page"]')).toHaveText("make me bold");
  await toolbar.getByRole("button", { name: "Link" }).click();
  const edit = page.getByRole("dialog", { name: "Edit link" });
  await expect(edit.getByLabel("Web address")).toHaveValue("https://example.com/page");
  await edit.getByRole("button", { name: "Remove link" }).click();
  await expect(editor.locator("a")).toHaveCount(0);

  // Undo brings the link back; redo removes it again.
  await page.keyboard.press("ControlOrMeta+z");
  await expect(editor.locator("a")).toHaveCount(1);
  await toolbar.getByRole("button", { name: "Redo" }).click();
  await expect(editor.locator("a")).toHaveCount(0);
  await page.keyboard.press("ControlOrMeta+z");
  await expect(editor.locator("a")).toHaveCount(1);

  // Arrow keys move along the toolbar; it is one tab stop.
  await toolbar.getByRole("button", { name: "Paragraph" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Heading 1" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Keyboard shortcuts" })).toBeFocused();

  await saved(page);
  await page.reload();
  await expect(editor.locator("h1")).toHaveText("Big title");
  await expect(editor.locator("h2")).toHaveText("Subtitle");
  await expect(editor.locator("ul > li")).toHaveCount(2);
  await expect(editor.locator("blockquote")).toHaveText("A quote");
  await expect(
    editor.locator('a[href="https://example.com/page"] strong, strong a[href="https://example.com/page"]'),
  ).toHaveCount(1);
});

const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word">
<head><meta charset="utf-8"><style>p.MsoNormal{mso-style-parent:"";margin:0in;}</style><!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]--></head>
<body lang=EN-US style='tab-interval:.5in'>
<h1>Quarterly plan<o:p></o:p></h1>
<p class=MsoNormal>We ship <b>three</b> things, <i>carefully</i>, see <a href="https://example.com/plan">the plan</a>.<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<h2>Goals<o:p></o:p></h2>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;</span></span></span><![endif]>Faster pages<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;</span></span></span><![endif]>Fewer bugs<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span></span><![endif]>Plan<o:p></o:p></p>
<p class=MsoListParagraphCxSpLast style='text-indent:-.25in;mso-list:l1 level1 lfo2'><![if !supportLists]><span><span style='mso-list:Ignore'>2.<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;</span></span></span><![endif]>Ship<o:p></o:p></p>
</body></html>`;

const GOOGLE_DOCS_HTML = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><h2 dir="ltr"><span style="font-size:16pt;">From Docs</span></h2><ul><li dir="ltr"><p dir="ltr"><span>One</span></p></li><li dir="ltr"><p dir="ltr"><span style="font-weight:700;">Two</span></p></li></ul><p dir="ltr"><span>Plain end.</span></p></b>`;

async function paste(page: Page, html: string) {
  await page.getByRole("textbox", { name: "Document text" }).evaluate((el, data) => {
    const clipboard = new DataTransfer();
    clipboard.setData("text/html", data);
    clipboard.setData("text/plain", "plain fallback");
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: clipboard, bubbles: true, cancelable: true }));
  }, html);
}

test("paste from Word and Google Docs keeps headings, lists, bold, italic and links, without Word's empty paragraphs", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const editor = await resultInEditor(page, "Start.");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await paste(page, WORD_HTML);
  await expect(editor.locator("h1")).toHaveText("Quarterly plan");
  await expect(editor.locator("h2")).toHaveText("Goals");
  await expect(editor.locator("strong")).toHaveText("three");
  await expect(editor.locator("em")).toHaveText("carefully");
  await expect(editor.locator('a[href="https://example.com/plan"]')).toHaveText("the plan");
  await expect(editor.locator("ul > li")).toHaveText(["Faster pages", "Fewer bugs"]);
  await expect(editor.locator("ol > li")).toHaveText(["Plan", "Ship"]);
  // No empty paragraphs from <o:p>&nbsp;</o:p> (the last one is where the cursor was), no stray bullets.
  const empty = await editor
    .locator("p")
    .evaluateAll((ps) => ps.slice(0, -1).filter((p) => !p.textContent?.trim()).length);
  expect(empty).toBe(0);
  await expect(editor).not.toContainText("·");

  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await paste(page, GOOGLE_DOCS_HTML);
  await expect(editor.locator("h2")).toHaveText("From Docs");
  await expect(editor.locator("ul > li")).toHaveText(["One", "Two"]);
  await expect(editor.locator("strong")).toHaveText("Two");
  await expect(editor.locator("p", { hasText: "Plain end." }).locator("strong")).toHaveCount(0);
});

test("export: .docx with real headings and lists, .md, .pdf with non-Latin text intact, .txt the plain text", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const editor = await resultInEditor(page, "Old.");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.type(
    "# Heading\n## Greetings\nGrüße, 你好, Привет, مرحبا and **bold** words.\n- item\nsecond item\n\n1. first\n\n> Quoted line",
  );
  await saved(page);

  const docx = await exportAs(page, "docx");
  expect(docx.name).toMatch(/\.docx$/);
  const xml = docxXml(docx.bytes);
  expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>[\s\S]*?Heading</);
  expect(xml).toMatch(/<w:pStyle w:val="Heading2"\/>[\s\S]*?Greetings</);
  expect(xml).toMatch(/<w:numPr>[\s\S]*?<\/w:numPr>[\s\S]*?item</);
  expect(xml).toMatch(/<w:b\/>[\s\S]*?bold</);
  expect(xml).toMatch(/<w:pStyle w:val="Quote"\/>[\s\S]*?Quoted line</);
  expect(xml).toContain("Grüße, 你好, Привет, مرحبا");

  const md = await exportAs(page, "md");
  expect(md.text).toContain("# Heading\n");
  expect(md.text).toContain("## Greetings\n");
  expect(md.text).toContain("- item\n- second item");
  expect(md.text).toContain("1. first");
  expect(md.text).toContain("> Quoted line");
  expect(md.text).toContain("**bold**");

  const txt = await exportAs(page, "txt");
  expect(txt.text).toBe(
    "Heading\n\nGreetings\n\nGrüße, 你好, Привет, مرحبا and bold words.\n\nitem\n\nsecond item\n\nfirst\n\nQuoted line",
  );

  const pdf = await exportAs(page, "pdf");
  expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const text = pdfText(await loadPdf(pdf.bytes));
  expect(text).toContain("Heading");
  expect(text).toContain("Grüße");
  expect(text).toContain("你好");
  expect(text).toContain("Привет");
  // Arabic is shaped and drawn right to left; its letters are all there.
  for (const letter of "مرحبا") expect(text).toContain(letter);
});

test("Insight counts and highlights, the shortcuts dialog, and no serious accessibility problems", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const long = `${Array.from({ length: 35 }, (_, i) => `word${i}`).join(" ")}.`;
  const editor = await resultInEditor(page, `The report was written by Ana. ${long}\n\nShe reads it.`);

  await editor.click();
  await page.keyboard.press("ControlOrMeta+Alt+i");
  const insight = page.getByRole("complementary", { name: "Insight" });
  await expect(insight).toBeVisible();
  await expect(insight.getByText("Words").locator("xpath=following-sibling::dd")).toHaveText("44");
  await expect(insight.getByText("Sentences", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("3");
  await expect(insight.getByText("Reading time").locator("xpath=following-sibling::dd")).toHaveText("11 s");

  await insight.getByRole("button", { name: /Passive voice/ }).click();
  await expect(editor.locator('[data-insight="passive"]')).toHaveText("was written");
  await insight.getByRole("button", { name: /Sentences over 30 words/ }).click();
  await expect(editor.locator('[data-insight="long"]')).toHaveText(long);
  // Typing updates the figures and the highlights.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type(" The cake was eaten.");
  await expect(editor.locator('[data-insight="passive"]')).toHaveCount(2);
  await expect(insight.getByText("Words").locator("xpath=following-sibling::dd")).toHaveText("48");
  // In the editor, ? is a question mark.
  await page.keyboard.type("?");
  await expect(editor).toContainText("eaten.?");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Every tooltip writes its shortcut the way the toolbar's do (Ctrl here, ⌘ on a Mac), never "Mod".
  await expect(page.getByRole("button", { name: "Export" })).toHaveAttribute("title", "Export (Ctrl+Shift+E)");
  await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toHaveAttribute(
    "title",
    "Keyboard shortcuts (? or Ctrl+/)",
  );
  await expect(page.locator("[title^='Insight (']")).toHaveAttribute("title", "Insight (Ctrl+Alt+I)");
  expect(await page.locator("[title*='Mod+']").count()).toBe(0);
  await page.getByRole("button", { name: "Export" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  // Mod+/ opens the shortcuts from the editor, ? from outside a text field.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+/");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Formatting" })).toBeVisible();
  await expect(dialog.getByText("Show or hide Insight")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("heading", { level: 1 }).click();
  await page.keyboard.press("?");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");

  await page.keyboard.press("ControlOrMeta+Alt+i");
  await expect(insight).toHaveCount(0);
  await expect(editor.locator("[data-insight]")).toHaveCount(0);
});
