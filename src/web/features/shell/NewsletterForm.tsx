import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { postPublicForm } from "~/lib/public-post";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done" | "error"; message: string };

/**
 * Newsletter sign-up (double opt-in): the server emails a confirmation link and says so here.
 * `id` names its elements; a fixed one rather than useId(), whose values depend on where in the tree
 * the form sits, which differs between the app and the landing page's island (islands/landing.tsx).
 */
export function NewsletterForm({ id, buttonLabel = "Subscribe" }: { id: string; buttonLabel?: string }) {
  const [email, setEmail] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus({ kind: "sending" });
    try {
      const result = await postPublicForm<{ success: boolean; message: string }>("/api/newsletter", { email });
      setEmail("");
      setStatus({ kind: "done", message: result.message });
    } catch (error) {
      setStatus({ kind: "error", message: (error as Error).message });
    }
  }

  const sending = status.kind === "sending";
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          Newsletter subscription
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          disabled={sending}
          aria-describedby={`${id}-status`}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" className="shrink-0" disabled={sending}>
          {sending ? "Subscribing..." : buttonLabel}
        </Button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={cn("text-sm", status.kind === "error" ? "text-destructive" : "text-muted-foreground")}
      >
        {status.kind === "done" || status.kind === "error" ? status.message : ""}
      </p>
    </form>
  );
}
