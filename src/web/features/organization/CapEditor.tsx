import { parseWholeNumber } from "@shared/format";
import type { OrgMember } from "@shared/organizations";
import { type FormEvent, useEffect, useState } from "react";
import { toast } from "sonner";
import { formatNumber } from "~/components/data-table/format";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { reasonOf } from "~/lib/api";
import { useUpdateMember } from "./org-api";

/** A member's monthly cap: a whole number of words, or empty for none. */
export function CapEditor({ member }: { member: OrgMember }) {
  const saved = member.capWords === null ? "" : String(member.capWords);
  const [value, setValue] = useState(saved);
  const update = useUpdateMember();
  // The cap as saved (by this form or anyone else) replaces what the field shows.
  useEffect(() => setValue(saved), [saved]);
  const id = `cap-${member.userId}`;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    const capWords = trimmed === "" ? null : parseWholeNumber(trimmed); // "10,000" as well as "10000"
    if (trimmed !== "" && capWords === null) {
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
              : `${member.name || member.email} may use ${formatNumber(capWords)} words a month.`,
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
