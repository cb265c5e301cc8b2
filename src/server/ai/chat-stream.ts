import { STATUS_CODES } from "node:http";
import type { Readable } from "node:stream";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { request as httpRequest } from "undici";
import { AiError, type GenerateRequest } from "./types";

export type ChatEndpoint = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

/** Statuses worth one more try before anything streamed (the server was busy or restarting). */
const RETRYABLE = new Set([408, 409, 429, 500, 502, 503, 504]);
const RETRY_DELAY_MS = 1000;
/** The reason given when a finished or abandoned stream's request is ended: no DOMException (and its stack) per run. */
const ENDED = Symbol("stream ended");

/**
 * Streams an OpenAI-compatible chat completion (`POST {baseUrl}/chat/completions`, `stream: true`)
 * and yields the text as it arrives. This is every run's hot path, so it is a plain fetch and an SSE
 * parser: the AI SDK's streamText, used before, cost ~6 ms of CPU per call against a server that
 * answers instantly (bench/README.md), more than the rest of a run together. Structured output,
 * which is rarer, still goes through the AI SDK (openai-compatible.ts).
 *
 * Retries once, before anything streamed, on a network error or a busy server; gives up on a server
 * that sends nothing for `timeoutMs`; stops quietly when the caller's signal aborts.
 */
export async function* streamChat(endpoint: ChatEndpoint, request: GenerateRequest): AsyncGenerator<string> {
  if (request.signal.aborted) return;
  // The upstream request's own signal: the caller's stop and the silence timeout end it while it
  // streams, never after it finished (an abort then would close a connection that could be reused).
  const connection = new AbortController();
  let silent = false;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      silent = true;
      connection.abort(ENDED);
    }, endpoint.timeoutMs);
  };
  const stopped = () => connection.abort(ENDED);
  request.signal.addEventListener("abort", stopped, { once: true });
  const timedOut = () => new AiError("UPSTREAM_TIMEOUT", "The AI service took too long to answer.");
  let response: BodyStream | null = null;
  let finished = false;

  try {
    arm();
    response = await connect(endpoint, request, connection.signal, { arm, disarm: () => clearTimeout(timer) });
    if (!response) {
      if (silent && !request.signal.aborted) throw timedOut();
      return;
    }
    const decoder = new TextDecoder();
    const events: EventSourceMessage[] = [];
    const parser = createParser({ onEvent: (event) => events.push(event) });
    // Not destroyed when the loop is left: after [DONE] the body is read to its end (release below).
    for await (const value of response.iterator({ destroyOnReturn: false })) {
      arm();
      parser.feed(decoder.decode(value as Uint8Array, { stream: true }));
      for (const event of events.splice(0)) {
        if (event.data === "[DONE]") {
          finished = true;
          return;
        }
        const { text, finishReason } = deltaOf(event.data);
        if (finishReason === "length") request.onLengthLimit?.();
        if (text) yield text;
      }
    }
    finished = true; // the server ended the body without [DONE]
  } catch (error) {
    if (request.signal.aborted) return; // the caller stopped: not a failure
    if (silent) throw timedOut();
    throw error instanceof AiError ? error : failure(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener("abort", stopped);
    if (response && finished) release(response, connection);
    else {
      // Left early (the caller stopped reading, or a failure): the request ends here, and with it
      // the model's work on it.
      response?.on("error", ignore);
      response?.destroy();
      connection.abort(ENDED);
    }
  }
}

type BodyStream = Readable & { text(): Promise<string> };

const ignore = () => undefined;

/** How long the rest of a finished completion's body (after [DONE]) may take before its connection is closed. */
const DRAIN_MS = 5000;

/**
 * Reads what is left of a finished completion's body (after [DONE], usually nothing but the end of
 * the chunked body, already received), so that its connection goes back to the pool: closing it
 * instead cost a new connection (a TLS handshake, with a real provider) and an error with its stack
 * trace per run. A server that never ends the body loses its connection after DRAIN_MS.
 */
function release(response: BodyStream, connection: AbortController) {
  if (response.readableEnded) return;
  response.on("error", ignore);
  const timer = setTimeout(() => connection.abort(ENDED), DRAIN_MS);
  response.once("close", () => clearTimeout(timer));
  response.resume();
}

/**
 * The request, tried twice when the server is busy; the response body, or null when aborted before
 * an answer. undici's request rather than fetch: one write for headers and body, and a Node stream
 * instead of web streams (fetch was a fifth of a run's CPU against an instant server).
 */
async function connect(
  endpoint: ChatEndpoint,
  request: GenerateRequest,
  signal: AbortSignal,
  timer: { arm: () => void; disarm: () => void },
) {
  const body = JSON.stringify({
    model: endpoint.model,
    stream: true,
    messages: [
      { role: "system", content: request.system },
      { role: "user", content: request.prompt },
    ],
    temperature: request.temperature,
    max_tokens: request.maxTokens,
  });
  const headers: Record<string, string> = { "content-type": "application/json", accept: "text/event-stream" };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  for (let attempt = 1; ; attempt++) {
    let response: { statusCode: number; body: BodyStream };
    try {
      response = await httpRequest(`${endpoint.baseUrl.replace(/\/$/, "")}/chat/completions`, {
        method: "POST",
        headers,
        body,
        signal,
      });
    } catch (error) {
      if (signal.aborted) return null;
      if (attempt === 1) {
        await retryPause(signal, timer);
        continue;
      }
      throw failure((error as Error).message);
    }
    const status = response.statusCode;
    if (status >= 200 && status < 300) return response.body;
    const detail = await response.body.text().catch(() => "");
    if (attempt === 1 && RETRYABLE.has(status)) {
      await retryPause(signal, timer);
      if (signal.aborted) return null;
      continue;
    }
    throw failure(`${status} ${errorMessage(detail) ?? STATUS_CODES[status] ?? ""}`);
  }
}

function deltaOf(data: string): { text: string; finishReason?: unknown } {
  let chunk: { choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[]; error?: { message?: string } };
  try {
    chunk = JSON.parse(data);
  } catch {
    throw failure(`unreadable stream event: ${data.slice(0, 200)}`);
  }
  if (chunk.error) throw failure(chunk.error.message ?? "error event in the stream");
  const choice = chunk.choices?.[0];
  const content = choice?.delta?.content;
  return { text: typeof content === "string" ? content : "", finishReason: choice?.finish_reason };
}

function errorMessage(body: string): string | undefined {
  try {
    return JSON.parse(body)?.error?.message;
  } catch {
    return body.slice(0, 200) || undefined;
  }
}

const failure = (message: string) => new AiError("UPSTREAM_ERROR", `The AI service failed: ${message}`);

/** Waits before the one retry; the silence timeout does not count the wait. */
async function retryPause(signal: AbortSignal, timer: { arm: () => void; disarm: () => void }) {
  timer.disarm();
  await pause(RETRY_DELAY_MS, signal);
  timer.arm();
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
