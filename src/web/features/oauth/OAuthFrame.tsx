import { PlugZap } from "lucide-react";
import { GUARD_HEIGHT } from "~/components/auth/GuardScreen";
import { Card } from "~/components/ui/card";

/** The card the OAuth pages (consent, error) show their message in. */
export function OAuthFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className={`flex ${GUARD_HEIGHT} items-center justify-center px-4 py-12`}>
      <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <PlugZap className="h-7 w-7" aria-hidden="true" />
        </span>
        {children}
      </Card>
    </div>
  );
}
