import type { DictionaryWords } from "@shared/dictionary";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { apiFetch, reasonOf } from "~/lib/api";

const KEY = ["me", "dictionary"];

/** The personal dictionary: the words the editor's checks and the grammar checker never flag; each can be removed. */
export function DictionaryCard() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => apiFetch<DictionaryWords>("/api/me/dictionary") });
  const remove = useMutation({
    mutationFn: (word: string) =>
      apiFetch<DictionaryWords>(`/api/me/dictionary/${encodeURIComponent(word)}`, { method: "DELETE" }),
    onSuccess: (updated) => queryClient.setQueryData(KEY, updated),
    onError: (error) => toast.error("Word not removed", { description: reasonOf(error) }),
  });
  const words = list.data?.words ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Personal dictionary</CardTitle>
        <CardDescription>
          Words the spelling checks accept. Add one from a spelling problem in the editor.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : words.length === 0 ? (
          <p className="text-sm text-muted-foreground">No words yet.</p>
        ) : (
          <ul aria-label="Dictionary words" className="flex flex-wrap gap-2">
            {words.map((word) => (
              <li key={word} className="flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm">
                {word}
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-6 w-6"
                  aria-label={`Remove “${word}”`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(word)}
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
