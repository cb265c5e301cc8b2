import { ListTree, X } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { buildOutline } from "./seo";

/** 'Content Outline': a preview of the article's headings from the topic and keywords, built in the browser. */
export function OutlinePreview(props: {
  topic: string;
  primaryKeywords: string;
  semanticKeywords: string;
  disabled: boolean;
}) {
  const { topic, primaryKeywords, semanticKeywords, disabled } = props;
  const [outline, setOutline] = useState<string[] | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium" id="lf-outline-label">
          Content Outline
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOutline(buildOutline(topic, primaryKeywords, semanticKeywords))}
          disabled={disabled}
        >
          <ListTree className="h-4 w-4" aria-hidden="true" />
          Preview
        </Button>
      </div>
      {outline ? (
        <section
          className="relative rounded-lg border border-border bg-muted/40 p-4 pr-10"
          aria-labelledby="lf-outline-label"
        >
          <ol className="list-decimal space-y-1 pl-5 text-sm marker:text-muted-foreground">
            {outline.map((heading) => (
              <li key={heading}>{heading}</li>
            ))}
          </ol>
          <button
            type="button"
            onClick={() => setOutline(null)}
            aria-label="Close outline"
            className="absolute top-2 right-2 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </section>
      ) : (
        <p className="text-xs text-muted-foreground">
          Preview the structure of your article: an introduction, its main sections and a conclusion.
        </p>
      )}
    </div>
  );
}
