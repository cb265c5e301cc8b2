import { createHash } from "node:crypto";
import { deepIssuesOf } from "@shared/checking/deep-issues";
import type { DeepIssue } from "@shared/deep-check";
import { z } from "zod";
import { type CorrectionCache, corrections } from "./correction-cache";
import type { AiProvider, GenerateRequest } from "./types";

/**
 * The deep check's model half, shared by POST /api/nlp/deep-check and the grammar checker's run
 * (docs/decisions/0047-deep-check.md): each paragraph asked for its minimal-edit correction (one
 * model call each, a few at a time), the answer aligned back into findings. Paragraphs answered
 * before come from the cache and call no model. Nothing is cached until the caller says the words
 * were charged (`remember`), so a failed or refused check never leaves a free answer behind.
 */

/** One paragraph's model call, as the caller built it (the registry's prompt, the guide, the dialect). */
export type ParagraphAsk = Pick<GenerateRequest, "system" | "prompt" | "temperature" | "maxTokens">;

export type CorrectedParagraph = {
  paragraph: number;
  text: string;
  corrected: string;
  issues: DeepIssue[];
  /** Answered from the cache: no model call, nothing to charge. */
  cached: boolean;
};

export type Corrections = {
  results: CorrectedParagraph[];
  /** The paragraphs sent to the model (each distinct text once): what is charged. */
  sent: string[];
  /** Keeps the model's answers for next time; call once their words are charged. */
  remember: () => void;
};

/** Model calls of one check running at once: a burst of paragraphs must not take every slot. */
const AT_ONCE = 3;

const answerSchema = z.object({ correctedText: z.string() });

/** What the model is told about its answer's shape (the registry's prompt says what to do). */
export const ANSWER_SHAPE =
  'Answer with a JSON object {"correctedText": "..."} holding the whole corrected text, nothing else.';

const keyOf = (scope: string, ask: ParagraphAsk) =>
  createHash("sha256").update(`${scope}\u0000${ask.system}\u0000${ask.prompt}`).digest("base64url");

/** Paragraphs looked up in the cache: what must still be sent, and the call that sends it. */
export type Lookup = {
  /** The paragraphs to send to the model (each distinct text once): what is charged. */
  toSend: string[];
  /** Asks the model for the rest; rejects with the model's error when any call fails (the others are aborted). */
  correct: (provider: AiProvider, signal: AbortSignal) => Promise<Corrections>;
};

/**
 * Looks `paragraphs` up: `askFor` builds each one's model call; `scope` is what else its answer
 * depends on (the user, the model). A check is answered whole or not at all.
 */
export function lookUpCorrections(
  paragraphs: string[],
  opts: { scope: string; askFor: (paragraph: string) => ParagraphAsk; cache?: CorrectionCache },
): Lookup {
  const cache = opts.cache ?? corrections;
  const keys = paragraphs.map((p) => keyOf(opts.scope, opts.askFor(p)));
  const answers = new Map<string, string>();
  const asks = new Map<string, string>(); // key → paragraph, each distinct one once
  paragraphs.forEach((p, k) => {
    const kept = cache.get(keys[k]);
    if (kept !== undefined) answers.set(keys[k], kept);
    else asks.set(keys[k], p);
  });
  const cachedKeys = new Set(answers.keys());
  const correct = async (provider: AiProvider, outer: AbortSignal): Promise<Corrections> => {
    const failed = new AbortController();
    const signal = AbortSignal.any([outer, failed.signal]);
    const queue = [...asks.entries()];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, paragraph] = next;
        const ask = opts.askFor(paragraph);
        const answer = await provider.generateObject(
          { ...ask, system: `${ask.system}\n\n${ANSWER_SHAPE}`, signal },
          answerSchema,
        );
        // An empty answer says nothing is wrong as well as an unchanged one does.
        answers.set(key, answer.correctedText.trim() ? answer.correctedText : paragraph);
      }
    };
    await Promise.all(Array.from({ length: Math.min(AT_ONCE, queue.length) }, worker)).catch((error) => {
      failed.abort();
      throw error;
    });
    const results = paragraphs.map((text, paragraph) => {
      const corrected = answers.get(keys[paragraph]) ?? text;
      const cached = cachedKeys.has(keys[paragraph]);
      return { paragraph, text, corrected, issues: deepIssuesOf(text, corrected), cached };
    });
    return {
      results,
      sent: [...asks.values()],
      remember: () => {
        for (const key of asks.keys()) cache.set(key, answers.get(key) ?? "");
      },
    };
  };
  return { toSend: [...asks.values()], correct };
}

/** Looks up and corrects in one step (the grammar checker's run, which reserved its words already). */
export function correctParagraphs(
  provider: AiProvider,
  paragraphs: string[],
  opts: { scope: string; askFor: (paragraph: string) => ParagraphAsk; signal: AbortSignal; cache?: CorrectionCache },
): Promise<Corrections> {
  return lookUpCorrections(paragraphs, opts).correct(provider, opts.signal);
}
