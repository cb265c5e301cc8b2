import { Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { absoluteUrl } from "~/lib/meta";

const NETWORKS = [
  { name: "Twitter", url: (home: string) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(home)}` },
  {
    name: "Facebook",
    url: (home: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(home)}`,
  },
  {
    name: "LinkedIn",
    url: (home: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(home)}`,
  },
];

/** Share the home address on a social network, each in a new window, so the visitor keeps this page. */
export function ShareButtons() {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
        <Share2 className="h-4 w-4" aria-hidden="true" /> Share:
      </span>
      {NETWORKS.map((network) => (
        <Button
          key={network.name}
          variant="secondary"
          size="sm"
          aria-label={`Share on ${network.name}`}
          onClick={() =>
            window.open(network.url(absoluteUrl("/")), "_blank", "noopener,noreferrer,width=600,height=540")
          }
        >
          {network.name}
        </Button>
      ))}
    </div>
  );
}
