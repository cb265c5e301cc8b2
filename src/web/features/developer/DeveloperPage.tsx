import type { ApiKeySummary, CreatedApiKey } from "@shared/api-v1";
import { ArrowLeft, BookOpen } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { Link } from "~/lib/nav";
import { useApiKeys } from "./api-keys-api";
import { ConnectAppsCard } from "./ConnectAppsCard";
import { ConnectedAppsCard } from "./ConnectedAppsCard";
import { CreateKeyForm } from "./CreateKeyForm";
import { NewKeyDialog } from "./NewKeyDialog";
import { RevokeKeyDialog } from "./RevokeKeyDialog";

const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const dayAndTime = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

function Expiry({ at }: { at: string | null }) {
  if (!at) return <>Never</>;
  if (new Date(at).getTime() <= Date.now()) return <Badge variant="outline">Expired {day.format(new Date(at))}</Badge>;
  return <>{day.format(new Date(at))}</>;
}

function KeyList({ onRevoke }: { onRevoke: (key: ApiKeySummary) => void }) {
  const { data: keys, isPending, isError, refetch } = useApiKeys();
  if (isPending) {
    return (
      <div className="flex flex-col gap-2" role="status" aria-label="Loading your keys">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>Your keys could not be loaded.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (keys.length === 0) {
    return <p className="text-sm text-muted-foreground">You have no API keys yet. Create one above.</p>;
  }
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your API keys</caption>
        <thead className="text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Name
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Key
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Created
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Last used
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Expires
            </th>
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id} className="border-t border-border">
              <th scope="row" className="py-3 pr-4 font-medium">
                {key.name}
              </th>
              <td className="py-3 pr-4 font-mono text-xs">{key.prefix}…</td>
              <td className="py-3 pr-4 whitespace-nowrap">{day.format(new Date(key.createdAt))}</td>
              <td className="py-3 pr-4 whitespace-nowrap">
                {key.lastUsedAt ? dayAndTime.format(new Date(key.lastUsedAt)) : "Never"}
              </td>
              <td className="py-3 pr-4 whitespace-nowrap">
                <Expiry at={key.expiresAt} />
              </td>
              <td className="py-3 text-right">
                <Button variant="outline" size="sm" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
                  Revoke
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The profile's Developer page: API keys for the public API (docs/protocols.md "Public API"). */
export function DeveloperPage() {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKeySummary | null>(null);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-8">
      <div className="flex flex-col gap-2">
        <Link
          to="/profile"
          className="flex w-fit items-center gap-1 rounded text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Profile
        </Link>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Developer</h1>
        <p className="max-w-3xl text-muted-foreground">
          Use Quillstack's tools and your documents from your own programs. Send a key as{" "}
          <code className="rounded bg-muted px-1 py-0.5 text-sm">Authorization: Bearer &lt;key&gt;</code> to the API at{" "}
          <code className="rounded bg-muted px-1 py-0.5 text-sm">/api/v1</code>. Runs use your monthly word allowance,
          exactly as in the app.
        </p>
        <Link
          to="/docs/api"
          className="flex w-fit items-center gap-1.5 rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <BookOpen className="h-4 w-4" aria-hidden="true" /> API reference
        </Link>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Create an API key</CardTitle>
          <CardDescription>
            Give each program its own key, so you can revoke one without stopping the others.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <CreateKeyForm onCreated={setCreated} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your API keys</CardTitle>
          <CardDescription>
            Only the start of each key is kept in the clear. Revoking a key takes effect at once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <KeyList onRevoke={setRevoking} />
        </CardContent>
      </Card>
      <ConnectAppsCard />
      <ConnectedAppsCard />
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
