import type { Page } from "@playwright/test";

/** What sticks out past the right edge of the screen: an element, its right edge and its width. */
export type Overflow = { element: string; right: number; width: number };

/**
 * Elements whose box reaches past the viewport's right edge, where the reader cannot see or scroll
 * to them. Allowed: what sits inside a box that scrolls sideways itself (a wide table in its own
 * scroller), what is not drawn (no size, or hidden), and a closed drawer parked wholly off-screen
 * inside a fixed layer. Text hidden for all but screen readers counts: placed past the edge, it
 * widens the page as anything else does.
 */
export async function overflowingElements(page: Page): Promise<Overflow[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: { element: string; right: number; width: number }[] = [];
    const scrollsSideways = (el: Element) => {
      const style = getComputedStyle(el);
      return (style.overflowX === "auto" || style.overflowX === "scroll") && el !== document.documentElement;
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const label = el.getAttribute("aria-label") ?? el.getAttribute("data-testid") ?? "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const classes = typeof el.className === "string" ? el.className.split(/\s+/).slice(0, 4).join(".") : "";
      return `<${el.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ""}>${label ? ` [${label}]` : ""} "${text}"`;
    };
    for (const el of document.body.querySelectorAll("*")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || style.position === "fixed") continue;
      let allowed = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (scrollsSideways(up)) {
          // An absolutely placed element is clipped by the scroller only when the box that places
          // it is the scroller or inside it; placed from outside, it escapes and widens the page.
          const placer = el instanceof HTMLElement ? el.offsetParent : null;
          const placedInside = style.position !== "absolute" || (placer !== null && up.contains(placer));
          allowed = placedInside && up.getBoundingClientRect().right <= width + 1;
          break;
        }
        const upStyle = getComputedStyle(up);
        if (
          upStyle.position === "fixed" &&
          (up.getBoundingClientRect().left >= width || upStyle.visibility === "hidden")
        ) {
          allowed = true;
          break;
        }
      }
      if (allowed) continue;
      // Report where it starts: an element sticking out of a parent that fits. Its children stick
      // out because it does, and a parent that sticks out is reported in its own place.
      const parent = el.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 1) continue;
      found.push({ element: describe(el), right: Math.round(rect.right), width: Math.round(rect.width) });
    }
    return found.slice(0, 8);
  });
}
