import type { DictionaryWords } from "@shared/dictionary";
import { apiFetch } from "~/lib/api";

/** The signed-in user's personal dictionary. */
export function loadDictionary(): Promise<string[]> {
  return apiFetch<DictionaryWords>("/api/me/dictionary").then((r) => r.words);
}

/** Adds a word; the answer is the whole dictionary as it is now. */
export function addToDictionary(word: string): Promise<string[]> {
  return apiFetch<DictionaryWords>("/api/me/dictionary", { method: "POST", body: JSON.stringify({ word }) }).then(
    (r) => r.words,
  );
}
