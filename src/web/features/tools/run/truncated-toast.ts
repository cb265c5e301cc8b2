import type { RunDone } from "@shared/run";
import { toast } from "sonner";

/**
 * The warning for a run whose text was cut short (`done.truncated`), naming the words written. When
 * the allowance is what ran out, it offers the upgrade that would lift it; otherwise the model
 * stopped at its own length limit, which no plan changes.
 */
export function truncatedToast(usage: RunDone["usage"], wordsWritten: number, upgrade: () => void) {
  const words = `${wordsWritten.toLocaleString("en-US")} ${wordsWritten === 1 ? "word" : "words"}`;
  if (usage.wordsUsed >= usage.wordsLimit) {
    toast.warning("Cut at word limit", {
      description: `Your monthly words ran out, so the text stops after ${words}. What was written is saved in your documents.`,
      action: { label: "Upgrade to Pro", onClick: upgrade },
      duration: 10_000,
    });
    return;
  }
  toast.warning("Result cut short", {
    description: `The AI model reached its length limit after ${words}. What was written is saved in your documents.`,
    duration: 10_000,
  });
}
