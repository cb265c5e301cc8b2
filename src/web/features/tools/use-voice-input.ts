import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { errorFromResponse } from "~/lib/api";

export type VoiceMode = "server" | "browser" | "none";

/** Long enough for dictation, short enough to stay under the server's 10 MB upload limit. */
const MAX_RECORDING_MS = 5 * 60 * 1000;

type SpeechRecognitionResultLike = { isFinal: boolean; 0: { transcript: string } };
type SpeechRecognitionLike = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: ArrayLike<SpeechRecognitionResultLike> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
};
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function speechRecognition(): SpeechRecognitionConstructor | undefined {
  const w = window as unknown as Record<string, SpeechRecognitionConstructor | undefined>;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

function canRecord(): boolean {
  return typeof MediaRecorder !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);
}

/** Which way this browser can take dictation: server transcription, the browser's own, or none. */
export function voiceMode(serverTranscription: boolean): VoiceMode {
  if (typeof window === "undefined") return "none";
  if (serverTranscription && canRecord()) return "server";
  if (speechRecognition()) return "browser";
  return "none";
}

function micError(error: unknown) {
  const denied = error instanceof DOMException && error.name === "NotAllowedError";
  toast.error("Error", {
    description: denied
      ? "Microphone access was denied. Allow it in your browser's site settings to use voice input."
      : "Voice input could not start. Please check your microphone and try again.",
  });
}

async function transcribe(recording: Blob): Promise<string> {
  const form = new FormData();
  form.set("audio", new File([recording], "recording.webm", { type: recording.type || "audio/webm" }));
  const response = await fetch("/api/transcribe", { method: "POST", body: form, credentials: "same-origin" });
  if (!response.ok) throw await errorFromResponse(response);
  return ((await response.json()) as { text?: string }).text ?? "";
}

/**
 * Dictation that hands each piece of recognised text to `onText`. With server transcription it
 * records the microphone (MediaRecorder, webm) and sends it to /api/transcribe when stopped.
 */
export function useVoiceInput(mode: VoiceMode, onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const [transcribing, setTranscribing] = useState(false);
  const stopCurrent = useRef<(() => void) | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  useEffect(() => () => stopCurrent.current?.(), []);

  const startRecording = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      micError(error);
      return;
    }
    const type = MediaRecorder.isTypeSupported("audio/webm") ? "audio/webm" : "";
    const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    const limit = setTimeout(() => recorder.stop(), MAX_RECORDING_MS);
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = async () => {
      clearTimeout(limit);
      for (const track of stream.getTracks()) track.stop();
      stopCurrent.current = null;
      setListening(false);
      setTranscribing(true);
      try {
        const text = (await transcribe(new Blob(chunks, { type: recorder.mimeType || "audio/webm" }))).trim();
        if (text) onTextRef.current(text);
      } catch (error) {
        const { title, message } = error as { title?: string; message?: string };
        toast.error(title ?? "Error", { description: message ?? "Transcription failed. Please try again." });
      } finally {
        setTranscribing(false);
      }
    };
    recorder.start();
    stopCurrent.current = () => recorder.state !== "inactive" && recorder.stop();
    setListening(true);
  }, []);

  const startRecognition = useCallback(() => {
    const Recognition = speechRecognition();
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.lang = navigator.language || "en-US";
    recognition.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        const text = result[0].transcript.trim();
        if (result.isFinal && text) onTextRef.current(text);
      }
    };
    recognition.onerror = (event) => {
      if (event.error !== "no-speech" && event.error !== "aborted") {
        micError(new DOMException(event.error, event.error === "not-allowed" ? "NotAllowedError" : "Error"));
      }
    };
    recognition.onend = () => {
      stopCurrent.current = null;
      setListening(false);
    };
    try {
      recognition.start();
    } catch (error) {
      micError(error);
      return;
    }
    stopCurrent.current = () => recognition.stop();
    setListening(true);
  }, []);

  const toggle = useCallback(() => {
    if (stopCurrent.current) {
      stopCurrent.current();
      return;
    }
    if (mode === "server") void startRecording();
    else if (mode === "browser") startRecognition();
  }, [mode, startRecording, startRecognition]);

  return { listening, transcribing, toggle };
}
