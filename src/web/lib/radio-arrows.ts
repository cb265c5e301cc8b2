import type { KeyboardEvent } from "react";

const STEP: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * A radio group's keydown handler: an arrow key checks the radio it moves to. Radix's RadioGroup
 * does this only when the key is still down as its roving focus lands (a timer later), so a quick
 * tap, or a key sent by a script, moved the focus and left the old choice checked. Radix still
 * moves the focus; this picks the same neighbour (next or previous enabled radio, wrapping).
 * See docs/decisions/0005-radio-arrows-select.md.
 */
export function checkOnArrow(onChange: (value: string) => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const step = STEP[event.key];
    if (!step) return;
    const radios = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]:not(:disabled)')];
    const at = radios.indexOf(document.activeElement as HTMLElement);
    if (at === -1 || radios.length < 2) return;
    const next = radios[(at + step + radios.length) % radios.length];
    const value = next.getAttribute("value");
    if (value !== null) onChange(value);
  };
}
