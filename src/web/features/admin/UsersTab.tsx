import { ROLES, STATUSES } from "@shared/api";
import { useState } from "react";
import { formatNumber, labelOf } from "~/components/data-table/format";
import { PanelBody } from "~/components/data-table/PanelBody";
import { AccessDenied } from "~/components/data-table/PanelStates";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FilterBar } from "~/components/ui/filter-bar";
import { NativeSelect } from "~/components/ui/native-select";
import { useDebouncedValue } from "~/lib/use-debounced-value";
import { isForbidden, USERS_PAGE_SIZE, type UserFilters, useAdminUsers } from "./admin-api";
import { Pager, useFilteredPage } from "./Pager";
import { type Actor, permissionsFor } from "./permissions";
import { UserRow } from "./UserRow";
import { useErrorToast } from "./use-error-toast";

const roleChoices = [
  { value: "all", label: "All Roles" },
  ...ROLES.map((r) => ({ value: r, label: labelOf(r) })),
] as const;
const statusChoices = [
  { value: "all", label: "All Status" },
  ...STATUSES.map((s) => ({ value: s, label: labelOf(s) })),
] as const;

/** User Management: newest first, search by name or id, role and status filters. */
export function UsersTab({ actor }: { actor: Actor }) {
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<UserFilters["role"]>("all");
  const [status, setStatus] = useState<UserFilters["status"]>("all");
  const { page, setPage, resetting } = useFilteredPage();
  const debounced = useDebouncedValue(search.trim(), 300);
  const query = useAdminUsers({ search: debounced, role, status, page });
  useErrorToast(query, "Failed to fetch users.");

  if (isForbidden(query.error)) return <AccessDenied message="You don't have permission to manage users." />;
  const data = query.data;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.users.length - 1 : 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>User Management</CardTitle>
        <CardDescription>Find accounts, change their status, plan, limit and role.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <FilterBar
          search={search}
          onSearch={resetting(setSearch)}
          label="Search users"
          placeholder="Search by name, email or user ID..."
        >
          <NativeSelect
            label="Filter by role"
            value={role}
            choices={roleChoices}
            onChange={resetting(setRole)}
            className="sm:w-40"
          />
          <NativeSelect
            label="Filter by status"
            value={status}
            choices={statusChoices}
            onChange={resetting(setStatus)}
            className="sm:w-40"
          />
        </FilterBar>
        <PanelBody
          items={data?.users}
          failed={query.isError}
          busy={query.isFetching}
          failedText="The user list could not be loaded."
          emptyText="No users found matching your criteria"
          loadingLabel="Loading users"
          skeleton={{ rows: 3, height: "h-16", gap: "gap-3" }}
          footer={
            data &&
            data.total > data.pageSize && (
              <Pager
                summary={`${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(data.total)} users`}
                page={page}
                setPage={setPage}
                hasNext={page * USERS_PAGE_SIZE < data.total}
              />
            )
          }
        >
          {(users) => (
            <ul aria-label="Users" className="divide-y divide-border">
              {users.map((user) => (
                <UserRow key={user.id} user={user} can={permissionsFor(actor, user)} />
              ))}
            </ul>
          )}
        </PanelBody>
      </CardContent>
    </Card>
  );
}
