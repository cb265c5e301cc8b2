import { expect, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";
import { exportAs } from "./support/downloads";
import { resultInEditor } from "./support/editor";
import { steerModel } from "./support/model";
import { inkOfWords, ocrWords, wordRecall, wordsOf } from "./support/pdf-render";

/*
 * The editor's PDF as a reader sees it: every page drawn by poppler and read back by OCR. The text
 * layer alone passed while most letters were blank on the page.
 */

const PARAGRAPHS = [
  "Clear writing starts with knowing exactly what you want the reader to do next. Before you write a single line, name the reader, the decision they face, and the one thing they must remember when they put the page down.",
  "Short sentences carry weight. When a sentence runs past thirty words, look for the place where it changes subject and break it there. Your reader will thank you, even if they never notice why the page felt easy.",
  "Concrete words beat abstract ones. Instead of saying that the project faced significant challenges, say that the supplier delivered the parts three weeks late and the team worked two weekends to catch up.",
  "Active verbs show who did what. The committee approved the budget on Tuesday reads faster than the budget was approved, and it tells the reader whom to ask when the numbers look wrong.",
  "Cut the words that do no work. Phrases such as in order to, at this point in time and due to the fact that can nearly always become to, now and because without losing any meaning at all.",
  "Headings help a busy reader find their way. Write them as plain statements of what each section says, so that someone who reads only the headings still leaves with the main points of the report.",
  "Lists make steps easy to follow, but only when each item has the same form. Start every item with a verb, keep the items about the same length, and put them in the order the reader will need them.",
  "Numbers need context to mean anything. A rise of four hundred orders sounds large until the reader learns that the store takes forty thousand orders each month, so give the comparison next to the figure.",
  "Read your draft aloud before you send it. Your ear catches the sentence that loses its way, the word repeated twice in one line, and the paragraph that makes the same point as the one before it.",
  "Finally, end with the action you asked for at the start. Tell the reader what happens next, who does it, and by when, so the page leaves nothing to guess and nobody has to write back to ask.",
];

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

test("an exported PDF's pages draw its text: OCR reads back at least 95% of the words of every page", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // drawing and reading three pages takes seconds of CPU
  await signedInAccount(context, baseURL!);
  const editor = await resultInEditor(page, PARAGRAPHS.join("\n\n"));
  // A heading, bold and italic above the prose, typed as a writer would: every face is drawn.
  await editor.click();
  await page.keyboard.press("ControlOrMeta+Home");
  await page.keyboard.type("# Notes on plain writing\nSome **strong advice** and *gentle reminders* follow.\n");
  await expect(page.getByText("Saved to Documents")).toBeVisible();

  const pdf = await exportAs(page, "pdf");
  const read = ocrWords(pdf.bytes);
  expect(read.pages).toBeGreaterThanOrEqual(2); // the prose runs past the first page
  const source = wordsOf(
    ["Notes on plain writing", "Some strong advice and gentle reminders follow.", ...PARAGRAPHS].join(" "),
  );
  const recall = wordRecall(source, read.words);
  expect(recall, `OCR read: ${read.words.join(" ").slice(0, 400)}`).toBeGreaterThanOrEqual(0.95);
});

test("an exported PDF draws Cyrillic, Arabic, Chinese and accented Latin glyphs where its text says", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  await resultInEditor(page, "Grüße aus Köln.\n\nПривет, мир.\n\nمرحبا بالعالم\n\n你好，世界。");
  const pdf = await exportAs(page, "pdf");
  const beyondAscii = /[^\u0020-\u007e]/u;
  const drawn = inkOfWords(pdf.bytes, (word) => beyondAscii.test(word));
  const scripts = { cyrillic: /\p{Script=Cyrillic}/u, arabic: /\p{Script=Arabic}/u, han: /\p{Script=Han}/u };
  for (const [script, pattern] of Object.entries(scripts)) {
    expect(drawn.filter((d) => pattern.test(d.word)).length, `${script} words in the text layer`).toBeGreaterThan(0);
  }
  expect(drawn.some((d) => d.word.startsWith("Grüße"))).toBe(true);
  // Each word's box is at least 4% ink (drawn glyphs measure 7–20%; blank ones under 3%).
  for (const { word, ink } of drawn) expect(ink, `ink in "${word}"`).toBeGreaterThanOrEqual(0.04);
});
