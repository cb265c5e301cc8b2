import { canManage, type MyOrganization, type OrgMember, type OrgRole } from "@shared/organizations";
import { possessive } from "@shared/possessive";
import { findTool } from "@shared/tools";
import { Building2, Download } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Badge } from "~/components/ui/badge";
import { Button, buttonStyles } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Skeleton } from "~/components/ui/skeleton";
import { Switch } from "~/components/ui/switch";
import { cn } from "~/lib/cn";
import { Link, useNavigate } from "~/lib/nav";
import { ToolSwitchGrid } from "../tools/ToolSwitchGrid";
import {
  reasonOf,
  useInvitations,
  useInvite,
  useMembers,
  useMyOrganization,
  useRemoveMember,
  useRevokeInvitation,
  useToolSwitch,
  useUpdateMember,
} from "./org-api";

const number = new Intl.NumberFormat("en-US");
const day = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const ROLE_LABEL: Record<OrgRole, string> = { owner: "Owner", manager: "Manager", member: "Member" };
const ROLE_CHOICES = (["member", "manager", "owner"] as const).map((value) => ({ value, label: ROLE_LABEL[value] }));
const toolName = (slug: string) => findTool(slug)?.name ?? slug;

function Retry({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-2 text-sm">
      <p>{what} could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex flex-col gap-2" role="status" aria-label={label}>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

function Meter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  const over = used >= limit;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">
          <span className={cn("font-semibold", over ? "text-destructive" : "text-foreground")}>
            {number.format(used)}
          </span>{" "}
          / {number.format(limit)} words this month
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn("h-full rounded-full", over ? "bg-destructive" : "bg-primary")}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

function LeaveButton({ org, userId }: { org: MyOrganization; userId: string }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember();
  const navigate = useNavigate();
  const leave = () =>
    remove.mutate(userId, {
      onSuccess: () => {
        toast.success(`You left ${org.name}. Your runs use your personal plan again.`);
        setOpen(false);
        navigate("/profile");
      },
      onError: (error) => toast.error("Could not leave the organization.", { description: reasonOf(error) }),
    });
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={cn(buttonStyles("outline", "sm"), "w-fit")}>Leave {org.name}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold">Leave {org.name}?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Your runs will use your personal plan. To come back you need a new invitation.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles("outline")}>Cancel</AlertDialog.Cancel>
            <Button variant="destructive" onClick={leave} disabled={remove.isPending}>
              {remove.isPending ? "Leaving..." : "Leave"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function Summary({ org, userId }: { org: MyOrganization; userId: string | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          {org.name} <Badge>{ROLE_LABEL[org.role]}</Badge>
          {org.suspended && <Badge variant="outline">Suspended</Badge>}
        </CardTitle>
        <CardDescription>
          Your runs are charged to {possessive(org.name)} monthly word pool
          {org.capWords !== null ? " and to your own cap" : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {org.suspended && (
          <p role="alert" className="text-sm text-destructive">
            Your access to {org.name} is suspended. Contact your organization's managers.
          </p>
        )}
        <Meter label="Organization pool" used={org.poolUsed} limit={org.poolWords} />
        {org.capWords !== null ? (
          <Meter label="Your cap" used={org.wordsUsed} limit={org.capWords} />
        ) : (
          <p className="text-sm text-muted-foreground">
            You have used <span className="font-semibold text-foreground">{number.format(org.wordsUsed)}</span> words
            this month. You have no cap of your own.
          </p>
        )}
        {org.disabledTools.length > 0 && (
          <p className="text-sm text-muted-foreground">
            Turned off for members: {org.disabledTools.map(toolName).join(", ")}.
          </p>
        )}
        {userId && org.role !== "owner" && <LeaveButton org={org} userId={userId} />}
      </CardContent>
    </Card>
  );
}

/** Removing a member, or (`self`) leaving: then the dialog speaks to the person leaving. */
function RemoveDialog({
  member,
  self,
  orgName,
  onDone,
  returnFocusTo,
}: {
  member: OrgMember | null;
  self: boolean;
  orgName: string;
  onDone: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const remove = useRemoveMember();
  const navigate = useNavigate();
  const confirm = () =>
    member &&
    remove.mutate(member.userId, {
      onSuccess: () => {
        if (self) {
          toast.success(`You left ${orgName}. Your runs use your personal plan again.`);
          onDone();
          navigate("/profile");
          return;
        }
        toast.success(`${member.name || member.email} was removed from the organization.`);
        onDone();
      },
      onError: (error) =>
        toast.error(self ? "Could not leave the organization." : "Could not remove the member.", {
          description: reasonOf(error),
        }),
    });
  return (
    <AlertDialog.Root open={member !== null} onOpenChange={(open) => !open && onDone()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-foreground shadow-xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold">
            {self ? `Leave ${orgName}?` : `Remove ${member?.name || member?.email}?`}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {self
              ? "You keep your account and documents, and your runs use your personal plan again. To come back you need a new invitation."
              : "They keep their account and documents, but no longer use the organization's words."}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonStyles("outline")}>Cancel</AlertDialog.Cancel>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? (self ? "Leaving..." : "Removing...") : self ? "Leave" : "Remove"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function CapEditor({ member }: { member: OrgMember }) {
  const saved = member.capWords === null ? "" : String(member.capWords);
  const [value, setValue] = useState(saved);
  const update = useUpdateMember();
  // The cap as saved (by this form or anyone else) replaces what the field shows.
  useEffect(() => setValue(saved), [saved]);
  const id = `cap-${member.userId}`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const capWords = trimmed === "" ? null : Number(trimmed);
    if (capWords !== null && (!Number.isInteger(capWords) || capWords < 0)) {
      toast.error("Enter a whole number of words, or leave it empty for no cap.");
      return;
    }
    update.mutate(
      { userId: member.userId, change: { capWords } },
      {
        onSuccess: () =>
          toast.success(
            capWords === null
              ? `${member.name || member.email} has no cap now.`
              : `${member.name || member.email} may use ${number.format(capWords)} words a month.`,
          ),
        onError: (error) => toast.error("Could not save the cap.", { description: reasonOf(error) }),
      },
    );
  };
  return (
    <form onSubmit={save} className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        Monthly cap for {member.name || member.email}
      </label>
      <Input
        id={id}
        inputMode="numeric"
        placeholder="No cap"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className="h-8 w-28"
      />
      <Button type="submit" size="sm" variant="outline" disabled={update.isPending}>
        Save
      </Button>
    </form>
  );
}

function MemberRow({
  member,
  me,
  myRole,
  onRemove,
}: {
  member: OrgMember;
  me: string | undefined;
  myRole: OrgRole;
  onRemove: (m: OrgMember) => void;
}) {
  const update = useUpdateMember();
  const self = member.userId === me;
  const canTouch = myRole === "owner" || member.role !== "owner";
  const who = member.name || member.email;
  const change = (patch: { suspended?: boolean; role?: OrgRole }, done: string) =>
    update.mutate(
      { userId: member.userId, change: patch },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => toast.error("Could not save the change.", { description: reasonOf(error) }),
      },
    );
  return (
    <tr className="border-t border-border align-middle">
      <th scope="row" className="py-3 pr-4 font-medium">
        {member.name || "—"}
        {self && <span className="ml-1 text-xs font-normal text-muted-foreground">(you)</span>}
      </th>
      <td className="py-3 pr-4">{member.email}</td>
      <td className="py-3 pr-4">
        {myRole === "owner" && !self ? (
          <NativeSelect
            label={`Role of ${who}`}
            value={member.role}
            choices={ROLE_CHOICES}
            disabled={update.isPending}
            onChange={(role) => change({ role }, `${who} is now ${ROLE_LABEL[role].toLowerCase()}.`)}
            className="w-32"
          />
        ) : (
          ROLE_LABEL[member.role]
        )}
      </td>
      <td className="py-3 pr-4 tabular-nums">{number.format(member.wordsUsed)}</td>
      <td className="py-3 pr-4">{canTouch ? <CapEditor member={member} /> : (member.capWords ?? "No cap")}</td>
      <td className="py-3 pr-4">
        <Switch
          aria-label={`Suspend ${who}`}
          checked={member.suspended}
          disabled={self || !canTouch || update.isPending}
          onCheckedChange={(suspended) =>
            change({ suspended }, suspended ? `${who} is suspended.` : `${who} may use the organization's words again.`)
          }
        />
      </td>
      <td className="py-3 text-right">
        {(self || canTouch) && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onRemove(member)}
            aria-label={self ? "Leave the organization" : `Remove ${who}`}
          >
            {self ? "Leave" : "Remove"}
          </Button>
        )}
      </td>
    </tr>
  );
}

function MembersCard({ myRole, me, orgName }: { myRole: OrgRole; me: string | undefined; orgName: string }) {
  const members = useMembers(true);
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  // The dialog has no Trigger for focus to return to on closing: the row's button that opened it.
  const opener = useRef<HTMLElement | null>(null);
  const openRemove = (member: OrgMember) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRemoving(member);
  };
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>Members</CardTitle>
          <CardDescription>Caps are monthly words each member may use of the pool; empty means no cap.</CardDescription>
        </div>
        <a href="/api/organization/usage.csv" download className={buttonStyles("outline", "sm")}>
          <Download className="h-4 w-4" aria-hidden="true" /> Download CSV
        </a>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <Loading label="Loading members" />
        ) : members.isError ? (
          <Retry what="The members" onRetry={() => void members.refetch()} />
        ) : members.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No members yet. Invite someone below.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Members of the organization</caption>
              <thead className="text-xs text-muted-foreground uppercase">
                <tr>
                  {["Name", "Email", "Role", "Words this month", "Cap", "Suspended"].map((h) => (
                    <th key={h} scope="col" className="py-2 pr-4 font-medium">
                      {h}
                    </th>
                  ))}
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.data.map((member) => (
                  <MemberRow key={member.userId} member={member} me={me} myRole={myRole} onRemove={openRemove} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
      <RemoveDialog
        member={removing}
        self={removing?.userId === me}
        orgName={orgName}
        onDone={() => setRemoving(null)}
        returnFocusTo={opener}
      />
    </Card>
  );
}

const CHART_WIDTH = 600;
const BAR = 22;

function UsageCard() {
  const members = useMembers(true);
  if (members.isPending) return null;
  if (members.isError) return null;
  const totals = new Map<string, number>();
  for (const m of members.data) {
    for (const [slug, words] of Object.entries(m.byTool)) totals.set(slug, (totals.get(slug) ?? 0) + words);
  }
  const tools = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  const max = Math.max(1, ...tools.map(([, w]) => w));
  const summary =
    tools.length === 0
      ? "No words used this month yet."
      : `Words this month by tool: ${tools.map(([slug, w]) => `${toolName(slug)} ${number.format(w)}`).join(", ")}.`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Words this month by tool</CardTitle>
        <CardDescription>What each member used of the pool this month, per tool.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {tools.length === 0 ? (
          <p className="text-sm text-muted-foreground">{summary}</p>
        ) : (
          <>
            <svg
              role="img"
              aria-label={summary}
              viewBox={`0 0 ${CHART_WIDTH} ${tools.length * (BAR + 8)}`}
              className="w-full"
              style={{ height: tools.length * (BAR + 8) }}
            >
              {tools.map(([slug, words], i) => {
                const w = Math.max(2, (words / max) * (CHART_WIDTH - 220));
                return (
                  <g key={slug} transform={`translate(0 ${i * (BAR + 8)})`}>
                    <text x="0" y={BAR / 2 + 5} className="fill-foreground text-[13px]">
                      {toolName(slug).slice(0, 22)}
                    </text>
                    <rect x="170" y="0" width={w} height={BAR} rx="3" className="fill-primary" />
                    <text x={175 + w} y={BAR / 2 + 5} className="fill-muted-foreground text-[12px]">
                      {number.format(words)}
                    </text>
                  </g>
                );
              })}
            </svg>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Words this month per member and tool</caption>
                <thead className="text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Member
                    </th>
                    {tools.map(([slug]) => (
                      <th key={slug} scope="col" className="py-2 pr-4 font-medium">
                        {toolName(slug)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {members.data.map((m) => (
                    <tr key={m.userId} className="border-t border-border">
                      <th scope="row" className="py-2 pr-4 font-medium">
                        {m.name || m.email}
                      </th>
                      {tools.map(([slug]) => (
                        <td key={slug} className="py-2 pr-4 tabular-nums">
                          {number.format(m.byTool[slug] ?? 0)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function InviteCard({ myRole }: { myRole: OrgRole }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<OrgRole>("member");
  const invite = useInvite();
  const revoke = useRevokeInvitation();
  const invitations = useInvitations(true);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, role },
      {
        onSuccess: (sent) => {
          if (sent.emailed === false) {
            toast.warning(`The invitation to ${sent.email} is saved, but its email could not be sent.`, {
              description: "Try inviting the address again in a moment.",
            });
          } else {
            toast.success(`Invitation sent to ${sent.email}.`);
          }
          setEmail("");
        },
        onError: (error) => toast.error("Could not send the invitation.", { description: reasonOf(error) }),
      },
    );
  };
  const choices = myRole === "owner" ? ROLE_CHOICES : ROLE_CHOICES.filter((c) => c.value === "member");
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invite people</CardTitle>
        <CardDescription>They get an email with a link that works once, for 7 days.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor="invite-email">Email</Label>
            <Input
              id="invite-email"
              type="email"
              required
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="invite-role">Role</Label>
            <NativeSelect id="invite-role" value={role} choices={choices} onChange={setRole} className="w-36" />
          </div>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? "Sending..." : "Send invitation"}
          </Button>
        </form>
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Pending invitations</h3>
          {invitations.isPending ? (
            <Loading label="Loading invitations" />
          ) : invitations.isError ? (
            <Retry what="The invitations" onRetry={() => void invitations.refetch()} />
          ) : invitations.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No pending invitations.</p>
          ) : (
            <ul aria-label="Pending invitations" className="flex flex-col divide-y divide-border">
              {invitations.data.map((inv) => (
                <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <span className="font-medium">{inv.email}</span> · {ROLE_LABEL[inv.role]} · expires{" "}
                    {day.format(new Date(inv.expiresAt))}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke the invitation to ${inv.email}`}
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(inv.id, {
                        onSuccess: () => toast.success(`The invitation to ${inv.email} was withdrawn.`),
                        onError: (error) => toast.error("Could not revoke it.", { description: reasonOf(error) }),
                      })
                    }
                  >
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function ToolsCard({ org }: { org: MyOrganization }) {
  const toggle = useToolSwitch();
  const off = new Set(org.disabledTools);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Tools</CardTitle>
        <CardDescription>
          {off.size === 0
            ? "Every tool is on for your members."
            : `Turned off: ${org.disabledTools.map(toolName).join(", ")}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ToolSwitchGrid
          idPrefix="org-tool"
          isOn={(tool) => !off.has(tool.slug)}
          disabled={toggle.isPending}
          onChange={(tool, enabled) =>
            toggle.mutate(
              { slug: tool.slug, enabled },
              {
                onSuccess: () => toast.success(`${tool.name} is ${enabled ? "on" : "off"} for your members.`),
                onError: (error) => toast.error(`Could not switch ${tool.name}.`, { description: reasonOf(error) }),
              },
            )
          }
        />
      </CardContent>
    </Card>
  );
}

/** `/organization`: the member's organization; owners and managers run it from here too. */
export function OrganizationPage({ userId }: { userId: string | undefined }) {
  const org = useMyOrganization();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 p-4 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Building2 className="h-6 w-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Organization</h1>
      </div>
      {org.isPending ? (
        <Loading label="Loading your organization" />
      ) : org.isError ? (
        <Retry what="Your organization" onRetry={() => void org.refetch()} />
      ) : org.data === null ? (
        <Card className="p-8 text-center">
          <p className="font-medium">You don't belong to an organization.</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Ask your school or company for an invitation, or keep writing with your{" "}
            <Link to="/profile" className="text-primary hover:underline">
              personal plan
            </Link>
            .
          </p>
        </Card>
      ) : (
        <>
          <Summary org={org.data} userId={userId} />
          {canManage(org.data.role) && !org.data.suspended && (
            <>
              <MembersCard myRole={org.data.role} me={userId} orgName={org.data.name} />
              <UsageCard />
              <InviteCard myRole={org.data.role} />
              <ToolsCard org={org.data} />
            </>
          )}
        </>
      )}
    </div>
  );
}
