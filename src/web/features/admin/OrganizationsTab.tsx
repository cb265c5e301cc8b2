import { parseWholeNumber } from "@shared/format";
import type { AdminOrganization } from "@shared/organizations";
import { Plus } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { type Column, DataTable } from "~/components/data-table/DataTable";
import { formatDate, formatNumber } from "~/components/data-table/format";
import { Button, buttonStyles } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Skeleton } from "~/components/ui/skeleton";
import { reasonOf } from "~/lib/api";
import {
  useAdminOrganizations,
  useCreateOrganization,
  useDeleteOrganization,
  useUpdateOrganization,
} from "./organizations-api";

const COLUMNS: Column[] = [
  ...["Name", "Pool", "Used this month", "Members", "Domains", "Created"].map((label) => ({ label })),
  { label: "Actions", hiddenLabel: true },
];

const splitDomains = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);

/** Create (with an owner's email) or edit an organization's name, pool and claimed domains. */
function OrganizationDialog({
  org,
  open,
  onOpenChange,
}: {
  org: AdminOrganization | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = { name: useId(), pool: useId(), owner: useId(), domains: useId(), error: useId() };
  const [name, setName] = useState("");
  const [pool, setPool] = useState("");
  const [owner, setOwner] = useState("");
  const [domains, setDomains] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (!open) return;
    setName(org?.name ?? "");
    setPool(org ? String(org.poolWords) : "");
    setOwner("");
    setDomains(org?.domains.join(", ") ?? "");
    setError(null);
  }, [open, org]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const poolWords = parseWholeNumber(pool); // "10,000" as well as "10000"
    if (poolWords === null) {
      setError("The monthly pool must be a whole number of words.");
      return;
    }
    const body = { name: name.trim(), poolWords, domains: splitDomains(domains) };
    const done = {
      onSuccess: (saved: AdminOrganization) => {
        toast.success(org ? `${saved.name} saved.` : `${saved.name} created.`);
        onOpenChange(false);
      },
      onError: (e: unknown) => setError(reasonOf(e)),
    };
    if (org) update.mutate({ id: org.id, ...body, ...(owner.trim() ? { ownerEmail: owner.trim() } : {}) }, done);
    else create.mutate({ ...body, ownerEmail: owner.trim() }, done);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={org ? `Edit ${org.name}` : "New organization"}
      description={
        org
          ? "Name, monthly word pool and claimed email domains."
          : "The owner must already have an account and belong to no organization."
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.name}>Name</Label>
          <Input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} required />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.pool}>Monthly word pool</Label>
          <Input id={ids.pool} inputMode="numeric" value={pool} onChange={(e) => setPool(e.target.value)} required />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.owner}>{org ? "Make an owner (optional)" : "Owner's email"}</Label>
          <Input
            id={ids.owner}
            type="email"
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            required={!org}
            aria-describedby={org ? `${ids.owner}-hint` : undefined}
          />
          {org && (
            <p id={`${ids.owner}-hint`} className="text-xs text-muted-foreground">
              A member of this organization, or an account in none, becomes an owner.
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.domains}>Claimed domains</Label>
          <Input
            id={ids.domains}
            value={domains}
            placeholder="school.edu, staff.school.edu"
            onChange={(e) => setDomains(e.target.value)}
            aria-describedby={`${ids.domains}-hint`}
          />
          <p id={`${ids.domains}-hint`} className="text-xs text-muted-foreground">
            Verified addresses at these domains join as members when they sign in. Separate with commas.
          </p>
        </div>
        {error && (
          <p id={ids.error} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? "Saving..." : org ? "Save Changes" : "Create organization"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteOrganizationDialog({ org, onDone }: { org: AdminOrganization | null; onDone: () => void }) {
  const remove = useDeleteOrganization();
  const confirm = () =>
    org &&
    remove.mutate(org.id, {
      onSuccess: () => {
        toast.success(`${org.name} was deleted.`);
        onDone();
      },
      onError: (error) => toast.error("Could not delete the organization.", { description: reasonOf(error) }),
    });
  return (
    <AlertDialog.Root open={org !== null} onOpenChange={(open) => !open && onDone()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">Delete {org?.name}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Its {org?.members ?? 0} members become personal accounts again, and its invitations and domain claims end.
            This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles("outline")}>Cancel</AlertDialog.Cancel>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The admin portal's Organizations tab: every organization, its pool this month, members and domains. */
export function OrganizationsTab() {
  const orgs = useAdminOrganizations();
  const [editing, setEditing] = useState<AdminOrganization | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminOrganization | null>(null);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Organizations</CardTitle>
          <CardDescription>Schools, agencies and companies sharing a monthly word pool.</CardDescription>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" /> New organization
        </Button>
      </CardHeader>
      <CardContent>
        {orgs.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading organizations">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : orgs.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p>{reasonOf(orgs.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void orgs.refetch()}>
              Try again
            </Button>
          </div>
        ) : orgs.data.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">No organizations yet.</p>
        ) : (
          <DataTable columns={COLUMNS} scrollClassName="overflow-x-auto" caption="Organizations">
            {orgs.data.map((org) => (
              <tr key={org.id}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {org.name}
                </th>
                <td className="px-4 py-3 tabular-nums">{formatNumber(org.poolWords)}</td>
                <td className="px-4 py-3 tabular-nums">{formatNumber(org.poolUsed)}</td>
                <td className="px-4 py-3 tabular-nums">{formatNumber(org.members)}</td>
                <td className="px-4 py-3">{org.domains.length ? org.domains.join(", ") : "—"}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(org.createdAt)}</td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  <Button variant="outline" size="sm" onClick={() => setEditing(org)} aria-label={`Edit ${org.name}`}>
                    Edit
                  </Button>{" "}
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setDeleting(org)}
                    aria-label={`Delete ${org.name}`}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </CardContent>
      <OrganizationDialog
        org={editing}
        open={creating || editing !== null}
        onOpenChange={(open) => {
          if (!open) {
            setCreating(false);
            setEditing(null);
          }
        }}
      />
      <DeleteOrganizationDialog org={deleting} onDone={() => setDeleting(null)} />
    </Card>
  );
}
