import type { Page } from "@playwright/test";

/** The toast whose text is exactly `text`. */
export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
