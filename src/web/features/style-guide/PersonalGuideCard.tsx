import { possessive } from "@shared/possessive";
import type { EffectiveGuide } from "@shared/style-guide";
import { Building2 } from "lucide-react";
import { LoadFailed, LoadingRows } from "~/components/data-table/PanelStates";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { GuideEditor } from "./GuideEditor";
import { readAgain, useOrganizationGuide, usePersonalGuide } from "./guide-api";

/**
 * Whose guide the person's checks and runs follow. While their organization's applies, only the
 * voice of their own guide can matter (added to the organization's where it allows), so they are told.
 */
function AppliesNotice({ effective }: { effective: EffectiveGuide }) {
  const byOrganization = effective.source?.scope === "organization";
  // Whether the organization adds a member's voice is in its guide, which every member may read.
  const orgGuide = useOrganizationGuide(byOrganization && !effective.source?.personalVoice).data;
  if (!byOrganization) return null;
  const org = effective.organizationName ?? "Your organization";
  const voice = effective.source?.personalVoice
    ? "Your own voice below is added to it."
    : orgGuide?.guide.allowPersonalVoice === false
      ? `${org} does not add members' own voices, so your guide below is not used while you belong to it.`
      : orgGuide
        ? "Your own voice is added to it once you describe one below and save."
        : "";
  return (
    <div role="note" className="mb-5 flex items-start gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm">
      <Building2 className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">{possessive(org)} style guide applies to your checks and runs.</p>
        {voice && <p className="text-muted-foreground">{voice}</p>}
        {orgGuide?.guide.allowPersonalVoice !== false && (
          <p className="text-muted-foreground">Of your own guide, only the voice counts while it applies.</p>
        )}
      </div>
    </div>
  );
}

/** The person's own style guide, and whose guide their checks and runs follow. */
export function PersonalGuideCard() {
  const query = usePersonalGuide();
  return (
    <Card role="region" aria-labelledby="my-guide-title">
      <CardHeader>
        <CardTitle id="my-guide-title">Style guide</CardTitle>
        <CardDescription>
          Terms to avoid, spelling, tone and your voice: the editor's checks and every tool's runs follow them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <LoadingRows label="Loading your style guide" rows={3} />
        ) : query.isError ? (
          <LoadFailed what="Your style guide" onRetry={() => void query.refetch()} />
        ) : (
          <>
            <AppliesNotice effective={query.data.effective} />
            <GuideEditor
              kind="personal"
              idPrefix="my-guide"
              guide={query.data.guide}
              version={query.data.version}
              reload={() => readAgain(query)}
              voiceOnly={query.data.effective.source?.scope === "organization"}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
