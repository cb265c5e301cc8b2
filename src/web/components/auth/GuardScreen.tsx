import { Lock, Mic, Sparkles } from "lucide-react";
import { buttonStyles } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/lib/nav";
import { authHref } from "~/lib/safe-from";
import { TOOL_COUNT } from "~/lib/tool-index";

/** The screen below the header, as RequireAuth's loading state fills it too. */
export const GUARD_HEIGHT = "min-h-[calc(100vh-4rem)]";

export function GuardScreen({ from }: { from: string }) {
  const href = authHref(from);
  return (
    <div className={`flex ${GUARD_HEIGHT} items-center justify-center px-4 py-12`}>
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
          <Lock className="h-7 w-7" aria-hidden="true" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">Authentication Required</h1>
        <p className="mt-2 text-muted-foreground">Please sign in to access this premium AI writing tool</p>
        <ul className="mt-6 flex flex-col gap-3 text-left text-sm">
          <li className="flex items-start gap-3 rounded-lg bg-muted p-3">
            <Sparkles className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <span>Premium AI Tools - {TOOL_COUNT} powerful writing assistants</span>
          </li>
          <li className="flex items-start gap-3 rounded-lg bg-muted p-3">
            <Mic className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
            <span>Advanced Features - Voice input, export, and more</span>
          </li>
        </ul>
        <Link to={href} state={{ from }} className={`${buttonStyles("primary", "lg")} mt-6 w-full`}>
          Sign In to Continue
        </Link>
        <p className="mt-4 text-sm">
          <Link
            to={authHref(from, "signup")}
            state={{ from, tab: "signup" }}
            className="rounded text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            New user? Create a free account
          </Link>
        </p>
      </Card>
    </div>
  );
}
