import { type RefObject, useEffect, useRef } from "react";

/** The sticky site header's height: what scrolling must clear at the top. */
const HEADER = 64;

function reveal(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  if (rect.top >= HEADER && rect.bottom <= window.innerHeight) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const top = window.scrollY + rect.top - HEADER - 16;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? "smooth" : "auto" });
}

/**
 * Brings a run's result into view when its first text arrives and again when it completes, so the
 * person sees what they asked for (on a phone the result is under the form; elsewhere the page may
 * have moved). Nothing moves when the result is already in view.
 */
export function useRevealResult(ref: RefObject<HTMLElement | null>, busy: boolean, hasText: boolean) {
  const stage = useRef<"idle" | "waiting" | "writing">("idle");
  useEffect(() => {
    const element = ref.current;
    if (busy && stage.current === "idle") stage.current = "waiting";
    if (busy && stage.current === "waiting" && hasText) {
      stage.current = "writing";
      if (element) reveal(element);
    }
    if (!busy && stage.current !== "idle") {
      stage.current = "idle";
      if (element && hasText) reveal(element);
    }
  }, [ref, busy, hasText]);
}
