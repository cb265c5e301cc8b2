import { expect, test } from "@playwright/test";

test("sidebar search filters tools, highlights matches and says when nothing matches", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/about");
  const sidebar = page.getByRole("navigation", { name: "Tools" });
  const search = sidebar.getByPlaceholder("Search tools...");
  await search.fill("SUMMAR");
  await expect(sidebar.getByRole("link", { name: /Bullet Summarizer/ })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: /Paragraph Summarizer/ })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: /Paraphraser/ })).toHaveCount(0);
  await expect(sidebar.locator("mark").first()).toHaveText(/summar/i);

  await search.fill("zzzz");
  await expect(sidebar.getByText('No tools found for "zzzz"')).toBeVisible();
  await search.fill("");
  await expect(sidebar.getByText("Write", { exact: true })).toBeVisible();
});

test("on a narrow screen the sidebar is a drawer opened from the header", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/about");
  await expect(page.getByPlaceholder("Search tools...")).toBeHidden(); // the permanent sidebar is hidden
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  const search = drawer.getByPlaceholder("Search tools...");
  await expect(search).toBeVisible();
  await expect(search).toBeFocused();
  await search.fill("grammar");
  await drawer.getByRole("link", { name: /Grammar Checker/ }).click();
  await expect(page).toHaveURL(/\/tools\/grammar-checker$/);
  await expect(drawer).toBeHidden();
});

test("the theme is dark by default and the choice survives a reload", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: "Toggle theme" }).click();
  await expect(page.locator("html")).toHaveClass(/light/);
  await expect(page.locator("body")).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/light/);
  await expect(page.locator("html")).not.toHaveClass(/dark/);
});

test("unknown paths get a real 404 page whose search leads to matching tools", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/this/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect.poll(() => logged.some((line) => line.includes("/this/does-not-exist"))).toBe(true);

  const search = page.getByRole("main").getByLabel("Search tools");
  await search.fill("   ");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/this\/does-not-exist$/);
  await search.fill("grammar");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/\?search=grammar$/);
  await expect(page.getByText('Search results for "grammar"')).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /Grammar Checker/ })).toBeVisible();
});

test("the 404 page's Go Back returns to the previous page", async ({ page }) => {
  await page.goto("/about");
  await page.goto("/missing-page");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("a visitor's page does not move once the session is known", async ({ page }) => {
  // Every layout shift of the load, as the browser reports it (what Lighthouse's CLS adds up).
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Node | null }[];
      }[]) {
        const sources = entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : "?"));
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const path of ["/", "/about", "/auth"]) {
    const session = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/auth/get-session");
    await page.goto(path);
    await session;
    await expect(page.getByRole("link", { name: "Get Premium Access" })).toBeVisible();
    // Everything the page loads late has arrived (the auth client after hydration, fonts), then two
    // frames are drawn: anything that would still move has moved, and its shift is reported.
    await page.waitForLoadState("networkidle");
    await page.evaluate(async () => {
      await document.fonts.ready;
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
    expect(shifts, path).toEqual([]);
  }
});

test("a page whose HTML arrives in pieces is drawn whole, not piece by piece", async ({ page }) => {
  // A slow connection hands the parser the HTML a few kilobytes at a time. A paint between two
  // pieces drew, now and then, the header without its last control or the sign-in card before its
  // last field, and each moved when the rest arrived: root.tsx holds the first paint until the page
  // is parsed to its end.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: 30_000, // bytes/s: ~0.5 s for a page's 14 kB of compressed HTML
    uploadThroughput: 150_000,
  });
  // The first frame's callbacks run just before the first paint: was the page's last element there?
  // (Not "after the last byte": the page's inline scripts come after its end, and the parser may
  // yield between them, under the CSP's hash checks, and so paint the whole page before they arrive.)
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { wholeAtFirstFrame: boolean }).wholeAtFirstFrame =
        document.getElementById("page-end") !== null;
    });
  });
  for (const path of ["/about", "/auth"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const whole = await page.evaluate(() => (window as unknown as { wholeAtFirstFrame?: boolean }).wholeAtFirstFrame);
    expect(whole, path).toBe(true);
  }
});
