import { useQueryClient } from "@tanstack/react-query";
import { Building2, FileText, LogOut, UserRound } from "lucide-react";
import { Avatar, DropdownMenu } from "radix-ui";
import { toast } from "sonner";
import { authClient } from "~/lib/auth-client";
import { useNavigate } from "~/lib/nav";
import { useMe, useMyOrganization } from "~/lib/queries";

type UserMenuProps = { email: string; name: string | null; image: string | null };

const itemStyles =
  "flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-muted";

export function UserMenu({ email, name, image }: UserMenuProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe().data;
  const organization = useMyOrganization().data;
  const fullName = me?.fullName || name || "Premium User";
  const avatarUrl = me?.avatarUrl ?? image;

  async function signOut() {
    const { error } = await authClient.signOut();
    if (error) {
      console.error("Sign out failed", error);
      toast.error("Sign out failed", { description: error.message ?? "Please try again." });
      return;
    }
    queryClient.removeQueries({ queryKey: ["me"] });
    navigate("/auth", { state: { signedOut: true } });
  }

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="User menu"
        className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
      >
        <Avatar.Root className="inline-flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-primary text-primary-foreground">
          {avatarUrl && <Avatar.Image src={avatarUrl} alt="" className="h-full w-full object-cover" />}
          <Avatar.Fallback className="text-sm font-semibold uppercase">{email.charAt(0)}</Avatar.Fallback>
        </Avatar.Root>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-border bg-card p-1.5 text-foreground shadow-lg"
        >
          <DropdownMenu.Label className="px-2 py-2">
            <p className="text-sm font-medium">{fullName}</p>
            <p className="truncate text-xs text-muted-foreground">{email}</p>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemStyles} onSelect={() => navigate("/documents")}>
            <FileText className="h-4 w-4" aria-hidden="true" /> Documents
          </DropdownMenu.Item>
          {organization && (
            <DropdownMenu.Item className={itemStyles} onSelect={() => navigate("/organization")}>
              <Building2 className="h-4 w-4" aria-hidden="true" /> {organization.name}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemStyles} onSelect={() => navigate("/profile")}>
            <UserRound className="h-4 w-4" aria-hidden="true" /> Profile Settings
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemStyles} onSelect={() => void signOut()}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
