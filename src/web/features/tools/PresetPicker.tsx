import type { Preset } from "@shared/tools";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";
import { RadioCards } from "./RadioCards";

type PresetPickerProps = {
  presets: Preset[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
};

/** The AI Style picker: one card per preset, and the chosen preset's system prompt on request. */
export function PresetPicker({ presets, value, onChange, disabled }: PresetPickerProps) {
  const [showPrompt, setShowPrompt] = useState(false);
  const id = useId();
  const selected = presets.find((preset) => preset.id === value) ?? presets[0];

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label id={`${id}-label`}>AI Style</Label>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={showPrompt}
          aria-controls={`${id}-prompt`}
          onClick={() => setShowPrompt((shown) => !shown)}
        >
          {showPrompt ? "Hide options" : "Show options"}
          <ChevronDown className={cn("h-4 w-4 transition-transform", showPrompt && "rotate-180")} aria-hidden="true" />
        </Button>
      </div>
      <RadioCards
        labelledBy={`${id}-label`}
        options={presets.map((preset) => ({ value: preset.id, label: preset.name, description: preset.description }))}
        value={selected.id}
        onChange={onChange}
        disabled={disabled}
        className="grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]"
      />
      {showPrompt && (
        <div id={`${id}-prompt`} className="flex flex-col gap-1.5 rounded-lg border border-border bg-muted/50 p-3">
          <Label htmlFor={`${id}-system-prompt`} className="text-xs text-muted-foreground">
            System prompt ({selected.name})
          </Label>
          <textarea
            id={`${id}-system-prompt`}
            readOnly
            value={selected.systemPrompt}
            rows={4}
            className="w-full resize-none bg-transparent text-sm leading-relaxed focus-visible:outline-none"
          />
        </div>
      )}
    </div>
  );
}
