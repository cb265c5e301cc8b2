import { DatabaseBackup } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { reasonOf } from "~/lib/api";
import { useBackupStatus, useDownloadBackup } from "./admin-api";

/**
 * Super admins only (the server refuses everyone else): the whole database as one file, fetched
 * with a POST behind the server's origin check (a GET link would let any site start a backup) and
 * saved under the name the server gives (docs/decisions/0030-backups.md).
 */
export function BackupCard() {
  const status = useBackupStatus();
  const download = useDownloadBackup();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Backup</CardTitle>
        <CardDescription>
          {status.data?.available && status.data.secretFromEnvironment ? (
            <>
              A copy of everything this server keeps: accounts, documents, usage and settings. The sign-in secret is not
              in it: this server reads it from <code>AUTH_SECRET</code>, so keep that value with the backup.
            </>
          ) : (
            "A copy of everything this server keeps: accounts, documents, usage, settings and the generated sign-in secret."
          )}{" "}
          Keep it private; restore it with <code>npm run restore</code>.
        </CardDescription>
      </CardHeader>
      <div className="px-6 pb-6" aria-live="polite">
        {status.isPending ? (
          <p className="text-sm text-muted-foreground">Checking the database...</p>
        ) : status.isError ? (
          <p className="text-sm text-destructive">Could not check whether backups are available. Please reload.</p>
        ) : status.data.available ? (
          <div className="flex flex-col gap-2">
            <Button className="w-fit" disabled={download.isPending} onClick={() => download.mutate()}>
              <DatabaseBackup className="h-4 w-4" aria-hidden="true" />
              {download.isPending ? "Preparing the backup..." : "Download backup"}
            </Button>
            {download.isError ? (
              <p className="text-sm text-destructive" role="alert">
                The backup could not be downloaded. {reasonOf(download.error)}
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">{status.data.message}</p>
        )}
      </div>
    </Card>
  );
}
