import { API_KEY_NAME_MAX, type CreatedApiKey } from "@shared/api-v1";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { ApiError } from "~/lib/api";
import { createApiKey, useRefreshApiKeys } from "./api-keys-api";

/** Tomorrow as yyyy-mm-dd in the browser's time zone: the earliest expiry the form offers. */
function tomorrow(): string {
  const date = new Date(Date.now() + 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A new key: a name and an optional last day; the key is handed to `onCreated` (shown once). */
export function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const [name, setName] = useState("");
  const [expires, setExpires] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshApiKeys();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!name.trim()) {
      setError("Please give the key a name.");
      return;
    }
    setBusy(true);
    try {
      // The key works through the whole of its last day, in the browser's time zone.
      const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
      const created = await createApiKey({ name: name.trim(), expiresAt });
      setName("");
      setExpires("");
      await refresh();
      onCreated(created);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "Could not create the key. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="api-key-name"
          label="Name"
          placeholder="e.g. My blog's publishing script"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={API_KEY_NAME_MAX}
          aria-invalid={error ? true : undefined}
          aria-errormessage={error ? "api-key-error" : undefined}
          required
        />
        <Field
          id="api-key-expires"
          label="Expires (optional)"
          type="date"
          hint="Leave empty for a key that does not expire."
          min={tomorrow()}
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
        />
      </div>
      {error && (
        <p id="api-key-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Creating..." : "Create key"}
        </Button>
      </div>
    </form>
  );
}
