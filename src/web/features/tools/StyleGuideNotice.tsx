import type { ToolEntry } from "@shared/tools";
import { BookCheck } from "lucide-react";
import { useId } from "react";
import { Switch } from "~/components/ui/switch";
import { useEffectiveGuide } from "~/lib/queries";
import { setGuideOff, useGuideOff } from "./style-guide-choice";

/**
 * Says which style guide this tool's runs follow (the organization's or the user's own), with a
 * switch to leave it out of this page's runs (`styleGuide: false`). Nothing when no guide applies.
 */
export function StyleGuideNotice({ tool }: { tool: ToolEntry }) {
  const guide = useEffectiveGuide().data;
  const skip = useGuideOff(tool.slug);
  const id = useId();
  if (!guide?.source) return null;
  const whose = guide.organizationName ? `${guide.organizationName}'s style guide` : "your style guide";
  return (
    <div
      data-testid="style-guide-notice"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-muted/30 px-3 py-2 text-sm"
    >
      <p className="flex items-center gap-2 text-muted-foreground">
        <BookCheck className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
        {skip ? (
          <span>Runs on this page leave out {whose}.</span>
        ) : (
          <span>
            Runs follow {whose}
            {guide.terms.length > 0 ? ` (${guide.terms.length} ${guide.terms.length === 1 ? "term" : "terms"})` : ""}.
          </span>
        )}
      </p>
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-medium">
        Use style guide
        <Switch id={id} checked={!skip} onCheckedChange={(on) => setGuideOff(tool.slug, !on)} />
      </label>
    </div>
  );
}
