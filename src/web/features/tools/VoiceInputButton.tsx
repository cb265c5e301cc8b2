import { isTextField, type Tool, type Values } from "@shared/tools";
import { Loader2, Mic, Square } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useConfig } from "~/lib/queries";
import { appendDictation } from "./InputPanel";
import { useVoiceInput, type VoiceMode, voiceMode } from "./use-voice-input";

const UNAVAILABLE = "Voice input is not available in this browser.";

/** The microphone button of the input box; the recognised text is appended by `onText`. */
export function VoiceInputButton({ onText, disabled }: { onText: (text: string) => void; disabled?: boolean }) {
  const serverTranscription = useConfig().data?.serverTranscription ?? false;
  // Browser capabilities are only known after hydration.
  const [mode, setMode] = useState<VoiceMode | null>(null);
  useEffect(() => setMode(voiceMode(serverTranscription)), [serverTranscription]);
  const { listening, transcribing, toggle } = useVoiceInput(mode ?? "none", onText);

  if (mode === "none") {
    return (
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          disabled
          aria-label="Voice input"
          title={UNAVAILABLE}
          aria-describedby="voice-input-unavailable"
        >
          <Mic className="h-4 w-4" aria-hidden="true" />
        </Button>
        <span id="voice-input-unavailable" className="text-xs text-muted-foreground">
          {UNAVAILABLE}
        </span>
      </div>
    );
  }

  const label = listening ? "Stop recording" : "Voice input";
  return (
    <Button
      variant={listening ? "destructive" : "outline"}
      size="icon"
      onClick={toggle}
      disabled={disabled || transcribing || mode === null}
      aria-label={label}
      aria-busy={transcribing}
      title={transcribing ? "Transcribing…" : label}
      className={cn(listening && "animate-pulse")}
    >
      {transcribing ? (
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : listening ? (
        <Square className="h-4 w-4" aria-hidden="true" />
      ) : (
        <Mic className="h-4 w-4" aria-hidden="true" />
      )}
    </Button>
  );
}

/** Voice input for the tool's first field that offers it; dictation is appended to that field. */
export function SpecVoiceButton({
  tool,
  values,
  onChange,
  disabled,
}: {
  tool: Tool;
  values: Values;
  onChange: (name: string, value: string) => void;
  disabled?: boolean;
}) {
  const field = tool.fields.find((f) => isTextField(f) && f.voice);
  if (!field) return null;
  return (
    <VoiceInputButton
      onText={(dictated) => onChange(field.name, appendDictation(String(values[field.name] ?? ""), dictated))}
      disabled={disabled}
    />
  );
}
