import type { Dialect } from "@shared/checking/dialect";
import {
  DEEP_CHECK_PARAGRAPH_CHARS_MAX,
  DEEP_CHECK_PARAGRAPHS_MAX,
  type DeepCheckRequest,
  type DeepCheckResponse,
  type DeepIssue,
} from "@shared/deep-check";
import { ApiError, apiFetch } from "~/lib/api";

/**
 * The deep check with the model, as the editor asks for it (POST /api/nlp/deep-check): the
 * paragraphs changed since their last check go to the server, at most DEEP_CHECK_BATCH a request;
 * the answers are kept by paragraph text for the session, so an unchanged paragraph is never sent
 * (nor charged) twice. Only the words of the paragraphs sent are charged, by the server.
 */

/** Paragraphs per request and characters per paragraph the endpoint takes. */
export const DEEP_CHECK_BATCH = DEEP_CHECK_PARAGRAPHS_MAX;
export const DEEP_CHECK_MAX_CHARS = DEEP_CHECK_PARAGRAPH_CHARS_MAX;

export type DeepCheckReply = DeepCheckResponse;

export type DeepCheckOutcome =
  /** Every paragraph that needed it was checked (`checked` of them sent; `tooLong` left out). */
  | { kind: "done"; checked: number; tooLong: number; wordsCharged: number; usage?: DeepCheckReply["usage"] }
  /** No model is configured: the deep check is hidden, without a word. */
  | { kind: "unavailable" }
  /** Refused (switched off for this person, no words left, …): the server's words; what was checked before it is kept. */
  | { kind: "refused"; status: number; title: string; message: string; checked: number; wordsCharged: number };

export type PostDeepCheck = (request: DeepCheckRequest) => Promise<DeepCheckReply>;

export const postDeepCheck: PostDeepCheck = (request) =>
  apiFetch<DeepCheckReply>("/api/nlp/deep-check", { method: "POST", body: JSON.stringify(request) });

/** The model's suggestions by paragraph text, for this session; the oldest forgotten past `limit`. */
export class DeepCheckCache {
  private readonly entries = new Map<string, DeepIssue[]>();
  constructor(private readonly limit = 500) {}

  get(text: string): DeepIssue[] | undefined {
    return this.entries.get(text);
  }

  set(text: string, issues: DeepIssue[]): void {
    this.entries.delete(text);
    this.entries.set(text, issues);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** Every paragraph text checked so far with its suggestions. */
  all(): Map<string, DeepIssue[]> {
    return new Map(this.entries);
  }
}

/** The distinct paragraphs not checked yet, in order, and how many were left out as too long. */
export function paragraphsToSend(texts: string[], cache: DeepCheckCache): { send: string[]; tooLong: number } {
  const send = new Set<string>();
  let tooLong = 0;
  for (const text of texts) {
    if (!text.trim() || cache.get(text) || send.has(text)) continue;
    if (text.length > DEEP_CHECK_MAX_CHARS) tooLong++;
    else send.add(text);
  }
  return { send: [...send], tooLong };
}

/**
 * A reply's suggestions for one paragraph, marked as the model's, keeping only those whose offsets
 * hold in the text sent (a suggestion drawn on the wrong words would be worse than none).
 */
export function suggestionsFor(text: string, issues: DeepIssue[]): DeepIssue[] {
  return issues
    .filter((i) => i.start >= 0 && i.end <= text.length && i.start <= i.end && text.slice(i.start, i.end) === i.text)
    .map((i) => ({ ...i, suggestions: i.suggestions?.length ? i.suggestions : [i.suggestion], source: "ai" as const }));
}

/**
 * Sends the paragraphs of `texts` not checked yet, a batch at a time, and keeps each answer in
 * `cache` (a paragraph with no suggestion is cached as checked too). `onProgress` hears how many of
 * the paragraphs to send are done. Stops at the first refusal; what was checked before it is kept.
 */
export async function runDeepCheck(
  texts: string[],
  options: {
    dialect: Dialect;
    /** The document the paragraphs are from (the check is kept as one of its runs). */
    documentId?: string;
    cache: DeepCheckCache;
    post?: PostDeepCheck;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<DeepCheckOutcome> {
  const post = options.post ?? postDeepCheck;
  const { send, tooLong } = paragraphsToSend(texts, options.cache);
  let checked = 0;
  let wordsCharged = 0;
  let usage: DeepCheckReply["usage"] | undefined;
  options.onProgress?.(0, send.length);
  for (let at = 0; at < send.length; at += DEEP_CHECK_BATCH) {
    const batch = send.slice(at, at + DEEP_CHECK_BATCH);
    let reply: DeepCheckReply;
    try {
      reply = await post({
        paragraphs: batch,
        dialect: options.dialect,
        ...(options.documentId ? { documentId: options.documentId } : {}),
      });
    } catch (error) {
      // No model, or a server from before the deep check (no such route): hidden, without a word.
      if (
        error instanceof ApiError &&
        ((error.status === 503 && error.code === "AI_UNAVAILABLE") || error.status === 404)
      )
        return { kind: "unavailable" };
      const refusal =
        error instanceof ApiError
          ? { status: error.status, title: error.title, message: error.message }
          : { status: 0, title: "The AI check failed", message: "Please check your connection and try again." };
      return { kind: "refused", ...refusal, checked, wordsCharged };
    }
    const found = new Map<number, DeepIssue[]>();
    for (const result of reply.results) found.set(result.paragraph, result.issues);
    for (const [i, text] of batch.entries()) options.cache.set(text, suggestionsFor(text, found.get(i) ?? []));
    checked += batch.length;
    wordsCharged += reply.wordsCharged;
    usage = reply.usage;
    options.onProgress?.(checked, send.length);
  }
  return { kind: "done", checked, tooLong, wordsCharged, ...(usage ? { usage } : {}) };
}

/**
 * A checked paragraph after one of its suggestions was accepted: its new text, with the other
 * suggestions moved by the change in length (those overlapping the fix dropped), so accepting one
 * suggestion does not make the paragraph new to the cache and cost another check.
 */
export function afterAccept(
  text: string,
  issues: DeepIssue[],
  accepted: DeepIssue,
  fix: string,
): { text: string; issues: DeepIssue[] } {
  const { start, end } = accepted;
  const shift = fix.length - (end - start);
  const moved: DeepIssue[] = [];
  for (const issue of issues) {
    if (issue === accepted) continue;
    if (issue.end <= start) moved.push(issue);
    else if (issue.start >= end) moved.push({ ...issue, start: issue.start + shift, end: issue.end + shift });
  }
  return { text: text.slice(0, start) + fix + text.slice(end), issues: moved };
}

/** This page session's deep-check answers (a reopened document's unchanged paragraphs are not sent again). */
export const sessionDeepChecks = new DeepCheckCache();
