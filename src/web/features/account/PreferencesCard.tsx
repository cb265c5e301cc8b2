import type { Me } from "@shared/api";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { ApiError, apiFetch } from "~/lib/api";
import { applyTheme, useTheme } from "~/lib/theme";

export function PreferencesCard({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const current = useTheme();
  const [dark, setDark] = useState(current === "dark");
  const [saving, setSaving] = useState(false);

  async function save() {
    const theme = dark ? "dark" : "light";
    setSaving(true);
    try {
      const updated = await apiFetch<Me>("/api/me", { method: "PATCH", body: JSON.stringify({ theme }) });
      queryClient.setQueryData(["me", me.id], updated);
      applyTheme(theme);
      toast.success("Preferences Saved", { description: "Your preferences have been updated." });
    } catch (error) {
      const title = error instanceof ApiError ? error.title : "Error";
      toast.error(title, { description: error instanceof Error ? error.message : "Failed to save preferences." });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
        <CardDescription>Choose how Quillstack looks on your devices.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex items-center justify-between gap-4">
          <div>
            <Label htmlFor="dark-mode">Dark Mode</Label>
            <p className="text-sm text-muted-foreground">Easier on the eyes in low light.</p>
          </div>
          <Switch id="dark-mode" checked={dark} onCheckedChange={setDark} />
        </div>
        <Button onClick={() => void save()} disabled={saving} className="w-fit">
          {saving ? "Saving..." : "Save Preferences"}
        </Button>
      </CardContent>
    </Card>
  );
}
