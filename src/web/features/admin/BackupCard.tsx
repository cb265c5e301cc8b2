import { DatabaseBackup } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useBackupStatus } from "./admin-api";

/**
 * Super admins only (the server refuses everyone else): the whole database as one file. A form
 * POST to the download: the browser sends its Origin, so the server's origin check stands before
 * the backup (a GET would let any site's link start one), and the browser still streams the
 * attachment to disk instead of holding it in memory first, as it would for a fetch into a Blob.
 */
export function BackupCard() {
  const status = useBackupStatus();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Backup</CardTitle>
        <CardDescription>
          A copy of everything this server keeps: accounts, documents, usage, settings and the generated sign-in secret.
          Keep it private; restore it with <code>npm run restore</code>.
        </CardDescription>
      </CardHeader>
      <div className="px-6 pb-6" aria-live="polite">
        {status.isPending ? (
          <p className="text-sm text-muted-foreground">Checking the database...</p>
        ) : status.isError ? (
          <p className="text-sm text-destructive">Could not check whether backups are available. Please reload.</p>
        ) : status.data.available ? (
          <form method="post" action="/api/admin/backup">
            <Button type="submit">
              <DatabaseBackup className="h-4 w-4" aria-hidden="true" />
              Download backup
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">{status.data.message}</p>
        )}
      </div>
    </Card>
  );
}
