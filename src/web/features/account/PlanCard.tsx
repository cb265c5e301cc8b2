import type { Me } from "@shared/api";
import { CheckCircle2, Crown } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { UpgradeButton } from "./UpgradeButton";
import { WordUsageMeter } from "./WordUsageMeter";

export function PlanCard({ me }: { me: Me }) {
  const pro = me.planType === "pro";
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Plan</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <Badge className="w-fit text-sm">
          <Crown className="h-3.5 w-3.5" aria-hidden="true" /> {pro ? "Pro Plan" : "Free Plan"}
        </Badge>
        <WordUsageMeter upgrade={false} />
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-center gap-2">
            <CheckCircle2 className="h-4 w-4 text-success" aria-hidden="true" /> Account verified
          </li>
          <li className="flex items-center gap-2">
            <CheckCircle2 className="h-4 w-4 text-success" aria-hidden="true" />{" "}
            {pro ? "Access to all tools" : "Access to basic tools"}
          </li>
        </ul>
        {!pro && <UpgradeButton openFromLink />}
      </CardContent>
    </Card>
  );
}
