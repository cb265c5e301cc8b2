import type { AdminUser } from "@shared/admin";
import { STATUSES, type Status } from "@shared/api";
import { Pencil, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { formatDate, formatNumber, labelOf, shortId } from "~/components/data-table/format";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { reasonOf } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useResetUsage, useUpdateUser } from "./admin-api";
import { DeleteUserDialog } from "./DeleteUserDialog";
import { EditUserDialog } from "./EditUserDialog";
import type { Permissions } from "./permissions";

const statusChoices = STATUSES.map((value) => ({ value, label: labelOf(value) }));
const statusTone: Record<Status, string> = {
  active: "bg-success/15 text-success",
  suspended: "bg-amber-500/15 text-amber-700 dark:text-amber-300",
  banned: "bg-destructive/15 text-destructive",
};

/** One account: who, standing and usage, and the actions this admin may take on it. */
export function UserRow({ user, can }: { user: AdminUser; can: Permissions }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateUser();
  const reset = useResetUsage();
  const name = user.fullName || "Unnamed user";

  const changeStatus = (status: Status) =>
    update.mutate(
      { id: user.id, change: { status } },
      {
        onSuccess: () => toast.success(`User status updated to ${status}.`),
        onError: (error) => toast.error("Failed to update user status.", { description: reasonOf(error) }),
      },
    );
  const resetUsage = () =>
    reset.mutate(user.id, {
      onSuccess: () => toast.success("User word usage has been reset."),
      onError: (error) => toast.error("Failed to reset user usage.", { description: reasonOf(error) }),
    });

  return (
    <li className="grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 font-semibold text-white uppercase"
        >
          {user.email.charAt(0)}
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="truncate font-medium">{name}</span>
            {can.self && <Badge variant="outline">You</Badge>}
          </p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <p className="font-mono text-xs text-muted-foreground" title={user.id}>
            ID {shortId(user.id)}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <NativeSelect
          label={`Status of ${name}`}
          value={user.status}
          choices={statusChoices}
          onChange={changeStatus}
          disabled={!can.changeStatus || update.isPending}
          className={cn("w-36", !can.changeStatus && "opacity-80")}
        />
        {can.edit && (
          <Button
            variant="outline"
            size="icon"
            aria-label={`Edit ${name}`}
            title="Edit plan, limit and role"
            onClick={() => setEditing(true)}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="outline"
          size="icon"
          aria-label={`Reset word usage of ${name}`}
          title="Reset word usage"
          onClick={resetUsage}
          disabled={reset.isPending}
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
        </Button>
        {can.remove && (
          <Button
            variant="outline"
            size="icon"
            aria-label={`Delete ${name}`}
            title="Delete user"
            onClick={() => setDeleting(true)}
            className="text-destructive hover:bg-destructive/10"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_repeat(4,minmax(0,1fr))] sm:items-center md:col-span-2 md:pl-13">
        <div className="col-span-2 flex flex-wrap gap-1.5 sm:col-span-1 sm:pr-2">
          <dt className="sr-only">Role</dt>
          <dd>
            <Badge variant={user.role === "user" ? "outline" : "default"}>{labelOf(user.role)}</Badge>
          </dd>
          <dt className="sr-only">Status</dt>
          <dd>
            <Badge className={statusTone[user.status]}>{labelOf(user.status)}</Badge>
          </dd>
          <dt className="sr-only">Plan</dt>
          <dd>
            <Badge variant="outline">{labelOf(user.planType)} plan</Badge>
          </dd>
        </div>
        <Stat label="Words used" value={formatNumber(user.wordsUsed)} />
        <Stat label="Limit" value={formatNumber(user.wordsLimit)} />
        <Stat label="Joined" value={formatDate(user.createdAt)} />
        <Stat label="Last login" value={formatDate(user.lastLogin)} />
      </dl>
      {can.edit && (
        <EditUserDialog user={user} canChangeRole={can.changeRole} open={editing} onOpenChange={setEditing} />
      )}
      {can.remove && <DeleteUserDialog user={user} open={deleting} onOpenChange={setDeleting} />}
    </li>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate font-medium tabular-nums">{value}</dd>
    </div>
  );
}
