import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { ApiError, apiFetch } from "~/lib/api";
import { authClient } from "~/lib/auth-client";
import { useNavigate } from "~/lib/nav";

/** Whether the account has a password to confirm with (else its email address): null while asked. */
function useHasPassword(open: boolean) {
  const [hasPassword, setHasPassword] = useState<boolean | null>(null);
  useEffect(() => {
    if (!open || hasPassword !== null) return;
    authClient.listAccounts().then(({ data }) => {
      // Unknown (the request failed): ask for the password; the server says so if there is none.
      setHasPassword(data ? data.some((account) => account.providerId === "credential") : true);
    });
  }, [open, hasPassword]);
  return hasPassword;
}

/** The profile's danger zone: deletes the account, its documents and API keys, after a confirmation. */
export function DeleteAccountCard({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const hasPassword = useHasPassword(open);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function close(next: boolean) {
    if (deleting) return;
    setOpen(next);
    if (!next) {
      setConfirmation("");
      setProblem(null);
    }
  }

  async function remove(event: React.FormEvent) {
    event.preventDefault();
    setDeleting(true);
    setProblem(null);
    try {
      await apiFetch("/api/me", { method: "DELETE", body: JSON.stringify({ confirmation }) });
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : "Your account could not be deleted. Please try again.");
      setDeleting(false);
      return;
    }
    // The server ended the session and cleared its cookies: the session store reads that.
    authClient.$store.notify("$sessionSignal");
    queryClient.clear();
    toast.success("Account deleted", { description: "Your account, documents and API keys have been deleted." });
    navigate("/", { replace: true, state: { signedOut: true } });
  }

  const label = hasPassword === false ? `Type your email address (${email})` : "Password";
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Deletes your account with your documents, API keys and usage history. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account
        </Button>
      </CardContent>
      <Dialog
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description={
          hasPassword === false
            ? "Your documents and API keys are deleted with it, for good. Type your email address to confirm."
            : "Your documents and API keys are deleted with it, for good. Enter your password to confirm."
        }
      >
        <form onSubmit={remove} className="flex flex-col gap-4">
          <Field
            id="delete-confirmation"
            label={label}
            type={hasPassword === false ? "email" : "password"}
            autoComplete={hasPassword === false ? "off" : "current-password"}
            required
            maxLength={254}
            disabled={hasPassword === null}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            aria-invalid={problem ? true : undefined}
          />
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <div className="mt-2 flex justify-end gap-3">
            <Button variant="outline" onClick={() => close(false)} disabled={deleting}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={deleting || hasPassword === null || !confirmation}>
              {deleting ? "Deleting..." : "Delete my account"}
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
