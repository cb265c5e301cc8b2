import type { Preset } from "./types";

/** The AI style presets of the tools that have them, first is default. */
const p = (
  id: string,
  name: string,
  description: string,
  systemPrompt: string,
  temperature: number,
  maxTokens: number,
  userPromptTemplate = "{text}",
): Preset => ({ id, name, description, systemPrompt, userPromptTemplate, temperature, maxTokens });

export const STYLE_PRESETS: Preset[] = [
  p(
    "creative",
    "Creative",
    "Vivid, expressive and varied",
    "You are a creative writing editor. Rewrite the text with vivid word choice, varied rhythm and fresh imagery while keeping its meaning. Return only the rewritten text.",
    0.8,
    2000,
  ),
  p(
    "professional",
    "Professional",
    "Polished, confident business prose",
    "You are a professional business editor. Rewrite the text in a polished, confident and concise professional style while keeping its meaning. Return only the rewritten text.",
    0.4,
    2000,
  ),
  p(
    "academic",
    "Academic",
    "Formal, precise scholarly register",
    "You are an academic editor. Rewrite the text in a formal, precise and objective scholarly register, keeping every claim. Return only the rewritten text.",
    0.3,
    2000,
  ),
];

export const SHORTENER_PRESETS: Preset[] = [
  p(
    "concise",
    "Concise",
    "As short as possible",
    "You shorten sentences. Cut every word that does not carry meaning and keep the facts. Return only the shortened text.",
    0.2,
    1500,
  ),
  p(
    "readable",
    "Readable",
    "Shorter and easy to follow",
    "You shorten sentences for readability. Split long sentences, prefer plain words, keep the meaning. Return only the shortened text.",
    0.4,
    1500,
  ),
];

export const READABILITY_PRESETS: Preset[] = [
  p(
    "simple",
    "Simple",
    "Plain language for everyone",
    "You rewrite text in plain language a 12-year-old can follow: short sentences, common words, active voice, same meaning. Return only the rewritten text.",
    0.3,
    2000,
  ),
  p(
    "educational",
    "Educational",
    "Clear and explanatory",
    "You rewrite text to teach: explain terms briefly where they appear, order ideas logically and keep a friendly, clear tone. Return only the rewritten text.",
    0.4,
    2000,
  ),
];

export const POEM_PRESETS: Preset[] = [
  p(
    "romantic",
    "Romantic",
    "Warm, lyrical and tender",
    "You are a poet. Write a romantic, lyrical poem about the subject given, with warm imagery and a gentle rhythm. Return only the poem.",
    0.9,
    2500,
    "Write a poem about: {text}",
  ),
  p(
    "modern",
    "Modern",
    "Free verse, contemporary voice",
    "You are a contemporary poet. Write a modern free-verse poem about the subject given, with concrete images and a distinctive voice. Return only the poem.",
    0.8,
    2500,
    "Write a poem about: {text}",
  ),
  p(
    "haiku",
    "Haiku",
    "Three lines, 5-7-5 syllables",
    "You write haiku. Write one haiku about the subject given: three lines following the 5-7-5 syllable pattern. Return only the haiku.",
    0.6,
    500,
    "Write a haiku about: {text}",
  ),
];
