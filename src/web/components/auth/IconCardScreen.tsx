import type { LucideIcon } from "lucide-react";
import { Card } from "~/components/ui/card";
import { GUARD_HEIGHT } from "./GuardScreen";

/**
 * A screen of one centred card under an icon, as the sign-in guard fills the page: the invitation
 * page and the OAuth pages (consent, error) show their message in it.
 */
export function IconCardScreen({ icon: Icon, children }: { icon: LucideIcon; children: React.ReactNode }) {
  return (
    <div className={`flex ${GUARD_HEIGHT} items-center justify-center px-4 py-12`}>
      <Card className="flex w-full max-w-md flex-col items-center gap-4 p-8 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Icon className="h-7 w-7" aria-hidden="true" />
        </span>
        {children}
      </Card>
    </div>
  );
}
