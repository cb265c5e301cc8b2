import { expect, test } from "@playwright/test";
import { signedInAccount } from "./support/accounts";
import { cookieChoiceMade } from "./support/cookie-choice";
import { steerModel } from "./support/model";

const slowReply = (prefix: string, words: number) =>
  Array.from({ length: words }, (_, i) => `${prefix}${i + 1}`).join(" ");

test.afterEach(async () => {
  await steerModel({ reply: "Hello from the fake model.", chunkDelayMs: 0, mode: "ok" });
});

/**
 * On the instance that serves one run at a time with a line of one (global setup): while a run
 * holds the slot and another waits in line, a person's run first waits, showing "Waiting for a
 * free slot…" (asking again by itself after the 429), then runs and finishes, charged only its words.
 */
test("a run that finds every slot taken waits, says so, then runs by itself", async ({ browser }) => {
  test.slow();
  const appUrl = process.env.E2E_STRIPE_APP;
  if (!appUrl) throw new Error("global setup did not start the second instance");
  const context = await browser.newContext({ baseURL: appUrl, storageState: cookieChoiceMade(appUrl) });
  try {
    await signedInAccount(context, appUrl, { name: "Waits Their Turn" });
    await steerModel({ reply: slowReply("w", 12), chunkDelayMs: 250, mode: "ok" });
    const page = await context.newPage();
    await page.goto("/tools/clarity-booster");

    // Two runs of the same person's from elsewhere (another tab): one holds the slot (its "start"
    // event has arrived), then one waits in line (its "queued" event has): the test goes on then.
    await page.evaluate(() => {
      const run = (until: string) => {
        let reach = () => {};
        const reached = new Promise<void>((resolve) => {
          reach = resolve;
        });
        const text = fetch("/api/tools/clarity-booster/run", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ input: { text: "Another tab's text to make clearer." } }),
        }).then(async (res) => {
          const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
          let all = "";
          for (let read = await reader.read(); !read.done; read = await reader.read()) {
            all += read.value;
            if (all.includes(until)) reach();
          }
          reach(); // never there: the assertions on the whole text below say what came instead
          return all;
        });
        return { reached, text };
      };
      const first = run("event: start");
      const second = first.reached.then(() => run("event: queued"));
      const w = window as unknown as { others: Promise<string[]>; inPlace: Promise<void> };
      w.others = Promise.all([first.text, second.then((s) => s.text)]);
      w.inPlace = second.then((s) => s.reached);
    });
    await page.evaluate(() => (window as unknown as { inPlace: Promise<void> }).inPlace);
    const others = page.evaluate(() => (window as unknown as { others: Promise<string[]> }).others);

    await page.getByLabel("Input Text").fill("Make this sentence a little clearer for readers.");
    await page.getByRole("button", { name: "Process Text" }).click();
    const status = page.getByRole("status").filter({ hasText: "Waiting for a free slot…" });
    await expect(status).toBeVisible();
    // Its turn comes: the text streams in and the run finishes.
    await expect(page.getByRole("status").filter({ hasText: "Waiting for a free slot…" })).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(page.getByLabel("Generated Result")).toHaveValue(/w12/, { timeout: 30_000 });
    const [first, second] = await others;
    expect(first).toContain("event: done");
    expect(second).toContain("event: queued");
    expect(second).toContain("event: done");

    // The last word shows before the run is settled; the button comes back once it is.
    await expect(page.getByRole("button", { name: "Process Text" })).toBeEnabled();
    const used = async () =>
      ((await (await context.request.get("/api/me/usage")).json()) as { wordsUsed: number }).wordsUsed;
    expect(await used()).toBe(36); // three runs of 12 words: waiting charged nothing
  } finally {
    await context.close();
  }
});
