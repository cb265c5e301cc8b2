import { Code } from "lucide-react";
import { buttonStyles } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Link } from "~/lib/nav";

/** The profile's way to the Developer page (API keys) and the API reference. */
export function DeveloperCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Developer</CardTitle>
        <CardDescription>Use the tools from your own programs with an API key.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Link to="/profile/developer" className={buttonStyles("outline")}>
          <Code className="h-4 w-4" aria-hidden="true" /> Manage API keys
        </Link>
        <Link to="/docs/api" className={buttonStyles("ghost")}>
          API reference
        </Link>
      </CardContent>
    </Card>
  );
}
