import type { AdminUser } from "@shared/admin";
import { PLAN_TYPES, ROLES, type Role } from "@shared/api";
import { parseWholeNumber } from "@shared/format";
import { type FormEvent, useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { labelOf } from "~/components/data-table/format";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { reasonOf } from "~/lib/api";
import { type UserChange, useUpdateUser } from "./admin-api";

type Plan = (typeof PLAN_TYPES)[number];
const planChoices = PLAN_TYPES.map((value) => ({ value, label: labelOf(value) }));
const roleChoices = ROLES.map((value) => ({ value, label: labelOf(value) }));

/** Plan, word limit and role edited together; Save sends all three (the role only when it changed). */
export function EditUserDialog({
  user,
  canChangeRole,
  open,
  onOpenChange,
}: {
  user: AdminUser;
  canChangeRole: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ids = { plan: useId(), limit: useId(), role: useId(), error: useId(), roleHint: useId() };
  const [plan, setPlan] = useState<Plan>(user.planType);
  const [limit, setLimit] = useState(String(user.wordsLimit));
  const [role, setRole] = useState<Role>(user.role);
  const [limitError, setLimitError] = useState<string | null>(null);
  const update = useUpdateUser();

  // Each opening starts from the account as it is now.
  useEffect(() => {
    if (!open) return;
    setPlan(user.planType);
    setLimit(String(user.wordsLimit));
    setRole(user.role);
    setLimitError(null);
  }, [open, user]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wordsLimit = parseWholeNumber(limit); // "10,000" as well as "10000"
    if (wordsLimit === null) {
      setLimitError("Word limit must be a whole number.");
      return;
    }
    const change: UserChange = { planType: plan, wordsLimit };
    if (canChangeRole && role !== user.role) change.role = role;
    update.mutate(
      { id: user.id, change },
      {
        onSuccess: (saved) => {
          toast.success(`User plan updated to ${saved.planType}.`, {
            description: change.role ? `Role changed to ${labelOf(saved.role)}.` : undefined,
          });
          onOpenChange(false);
        },
        onError: (error) => toast.error("Failed to update user plan.", { description: reasonOf(error) }),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit User"
      description={`Plan, word limit and role of ${user.fullName || user.email}.`}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.plan}>Plan</Label>
          <NativeSelect id={ids.plan} value={plan} choices={planChoices} onChange={setPlan} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.limit}>Word Limit</Label>
          <Input
            id={ids.limit}
            inputMode="numeric"
            value={limit}
            onChange={(e) => {
              setLimit(e.target.value);
              setLimitError(null);
            }}
            aria-invalid={limitError ? true : undefined}
            aria-describedby={limitError ? ids.error : undefined}
          />
          {limitError && (
            <p id={ids.error} className="text-sm text-destructive">
              {limitError}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.role}>Role</Label>
          <NativeSelect id={ids.role} value={role} choices={roleChoices} onChange={setRole} disabled={!canChangeRole} />
          {!canChangeRole && (
            <p id={ids.roleHint} className="text-xs text-muted-foreground">
              Only a super admin can change roles, and never their own.
            </p>
          )}
        </div>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
