import { expect, type Page, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";
import { baseFont, docxXml, drawnText, loadPdf, saveAs } from "./support/downloads";
import { steerModel } from "./support/model";

// Every text result downloads from one Download menu as real .txt, .docx and .pdf files.

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

async function menuItems(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const items = await page.getByRole("menuitem").allTextContents();
  await page.keyboard.press("Escape");
  return items;
}

test("a generic tool's result downloads as .txt, .docx and a two-page .pdf, by keyboard too", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const lines = Array.from({ length: 60 }, (_, i) => `Point ${i + 1}: keep every sentence short and plain.`);
  const reply = lines.join("\n");
  await steerModel({ reply, chunkDelayMs: 0, mode: "ok" });
  await page.goto("/tools/clarity-booster");
  await expect(page.getByRole("button", { name: "Download", exact: true })).toBeDisabled();
  await page.getByLabel("Input Text").fill("Our synergistic paradigm leverages clarity going forward.");
  await page.getByRole("button", { name: "Process Text" }).click();
  await expect(page.getByLabel("Generated Result")).toHaveValue(reply);

  expect(await menuItems(page)).toEqual(["Plain text (.txt)", "Word (.docx)", "PDF (.pdf)"]);

  // The menu works from the keyboard: Enter opens it, arrows move, Enter picks.
  await page.getByRole("button", { name: "Download", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Plain text (.txt)" })).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toBe("clarity-booster.txt");
  await expect(page.getByText("Result saved as TXT file.")).toBeVisible();

  const docx = await saveAs(page, "docx");
  expect(docx.name).toBe("clarity-booster.docx");
  const xml = docxXml(docx.bytes);
  expect(xml).toContain("Point 1: keep every sentence short and plain.");
  expect(xml).toContain("Point 60: keep every sentence short and plain.");

  const pdf = await saveAs(page, "pdf");
  expect(pdf.name).toBe("clarity-booster.pdf");
  expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const doc = await loadPdf(pdf.bytes);
  expect(doc.getPageCount()).toBe(2);
  const drawn = doc.getPages().flatMap((p) => drawnText(p).map((d) => d.text));
  expect(drawn).toContain("Point 1: keep every sentence short and plain.");
  expect(drawn).toContain("Point 60: keep every sentence short and plain.");
  expect(drawn).toContain("Page 2 of 2");
});

test("the resume writer's Word file is a real .docx, and it saves as .pdf too", async ({ page, context, baseURL }) => {
  await signedInAccount(context, baseURL!);
  await steerModel({ reply: "JANE DOE\nSenior Data Analyst\n- Led a team of five analysts", mode: "ok" });
  await page.goto("/tools/resume-writer");
  await page.getByLabel("Target Job Title").fill("Senior Data Analyst");
  await page.getByLabel("Work Experience").fill("Five years of analytics at a retailer.");
  await page.getByRole("button", { name: "Generate Resume" }).click();
  await expect(page.getByText("Resume generated successfully.")).toBeVisible();

  expect(await menuItems(page)).toEqual(["Plain text (.txt)", "Word (.docx)", "PDF (.pdf)"]);
  const docx = await saveAs(page, "docx");
  expect(docx.name).toBe("resume.docx");
  expect(docx.bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  const xml = docxXml(docx.bytes);
  expect(xml).toContain("JANE DOE");
  expect(xml).toContain("- Led a team of five analysts");

  const pdf = await saveAs(page, "pdf");
  expect(pdf.name).toBe("resume.pdf");
  const doc = await loadPdf(pdf.bytes);
  expect(doc.getPageCount()).toBe(1);
  expect(drawnText(doc.getPage(0)).map((d) => d.text)).toContain("- Led a team of five analysts");
  expect((await saveAs(page, "txt")).text).toBe("JANE DOE\nSenior Data Analyst\n- Led a team of five analysts");
});

test("the legal draft's PDF sets the title large and clause headings as headings, the clauses as body text", async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAccount(context, baseURL!);
  const documentText = [
    "MUTUAL NON-DISCLOSURE AGREEMENT",
    "1. Definitions",
    "Confidential Information means any information disclosed by either party.",
    "2. Confidentiality. Each party shall keep the other party's Confidential Information secret.",
    "3. Term. This Agreement lasts two years from the date it is signed by both parties.",
  ].join("\n");
  await steerModel({ reply: documentText, mode: "ok" });
  await page.goto("/tools/legal-draft");
  await page
    .getByLabel("Document Details")
    .fill("Mutual NDA between Acme Ltd and Beta LLC for a software partnership.");
  await page.getByRole("button", { name: "Generate Document" }).click();
  await expect(page.getByText("Legal document generated successfully.")).toBeVisible();

  expect(await menuItems(page)).toEqual(["Plain text (.txt)", "Word (.docx)", "PDF (.pdf)", "HTML (.html)"]);
  const pdf = await saveAs(page, "pdf");
  expect(pdf.name).toBe("legal-document.pdf");
  const doc = await loadPdf(pdf.bytes);
  expect(doc.getPageCount()).toBe(1);
  const first = doc.getPage(0);
  const drawn = drawnText(first).map((d) => ({ ...d, bold: baseFont(first, d.font) === "Helvetica-Bold" }));
  const line = (start: string) => drawn.find((d) => d.text.startsWith(start))!;
  const title = line("MUTUAL NON-DISCLOSURE AGREEMENT");
  const body = line("Confidential Information means");
  expect(title.size).toBeGreaterThan(line("1. Definitions").size);
  expect(line("1. Definitions").size).toBeGreaterThan(body.size);
  expect(line("1. Definitions").bold).toBe(true);
  expect(body.bold).toBe(false);
  // A clause whose heading runs into its text is set as body text, not all in bold.
  expect(line("2. Confidentiality.").bold).toBe(false);
  expect(line("3. Term.").bold).toBe(false);

  const docx = docxXml((await saveAs(page, "docx")).bytes);
  expect(docx).toContain('<w:pStyle w:val="Title"/>');
  expect(docx).toContain('<w:pStyle w:val="Heading2"/>');
  expect((await saveAs(page, "html")).text).toContain("<h1>MUTUAL NON-DISCLOSURE AGREEMENT</h1>");
});
