import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/** Placeholder until the newsletter list exists; the email stays in the box. */
export function NewsletterForm() {
  const [email, setEmail] = useState("");

  function submit(event: FormEvent) {
    event.preventDefault();
    toast.info("Coming soon", { description: "Newsletter sign-up opens shortly. Thanks for your interest!" });
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        Newsletter subscription
      </label>
      <Input
        id="newsletter-email"
        type="email"
        required
        maxLength={254}
        placeholder="you@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" className="shrink-0">
        Subscribe
      </Button>
    </form>
  );
}
