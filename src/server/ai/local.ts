import { existsSync } from "node:fs";
import path from "node:path";
import type { Llama, LlamaContext, LlamaGrammar, LlamaModel } from "node-llama-cpp";
import { z } from "zod";
import type { Logger } from "../log";
import { asyncQueue } from "./async-queue";
import { AiError, type AiProvider, type GenerateRequest, type ProviderStatus, unavailability } from "./types";

/**
 * Default embedded model: Qwen2.5 1.5B Instruct, Q4_K_M (~1.1 GB). Apache-2.0, ungated on Hugging
 * Face, multilingual (29+ languages), and small enough to run on a CPU-only server.
 */
export const DEFAULT_LOCAL_MODEL = "hf:Qwen/Qwen2.5-1.5B-Instruct-GGUF/qwen2.5-1.5b-instruct-q4_k_m.gguf";

export type LocalProviderOptions = {
  /** A GGUF file path, or a URI (https://, http://, hf:) to download into `modelsDir`. */
  model: string;
  modelsDir: string;
  log: Logger;
  contextSize?: number;
  /** A download that receives nothing for this long ends in the error state (default 60 s). */
  stallTimeoutMs?: number;
};

/** How long a download may receive nothing before it gives up (a machine whose traffic out is dropped). */
export const DOWNLOAD_STALL_MS = 60_000;

/** Why a download gave up: said in the status, the log and every tool's refusal. Retried on the next run. */
class DownloadStalled extends Error {}

/** The context a model starts with; it grows to a long request, up to the model's trained size. */
const DEFAULT_CONTEXT = 4096;
/** Contexts grow in steps of this many tokens, so a run of similar requests reuses one. */
const CONTEXT_STEP = 1024;
/** Tokens of chat template around the system text and prompt (a generous allowance). */
const TEMPLATE_TOKENS = 64;
/** A request must leave room for at least this much answer (or all it asked for, if less). */
const MIN_ANSWER_TOKENS = 256;

const isUri = (spec: string) => /^(https?:\/\/|hf:)/.test(spec);

/**
 * The embedded model through node-llama-cpp, CPU build. The server starts at once; a missing model
 * downloads in the background (progress in the log and in status()), then loads. Runs are served
 * one at a time from one context, because a small CPU box has no room for two.
 */
export function createLocalProvider(
  options: LocalProviderOptions,
): AiProvider & { ready: Promise<void>; contextSize: () => number } {
  const status: ProviderStatus = {
    provider: "local",
    state: isUri(options.model) ? "downloading" : "loading",
    model: modelName(options.model),
    ...(isUri(options.model) ? { percent: 0 } : {}),
  };
  let llama: Llama | undefined;
  let model: LlamaModel | undefined;
  let context: LlamaContext | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const { log } = options;
  // Aborted by close(): a shutdown must not wait for a download of gigabytes, or for a model host
  // that does not answer (a machine without internet).
  const stopping = new AbortController();
  const notStopped = () => stopping.signal.throwIfAborted();

  // A stalled download is tried again when a run next asks for the model (status()), or at restart.
  let retryable = false;
  const start = async () => {
    try {
      const modelPath = isUri(options.model)
        ? await download(options, status, stopping.signal)
        : path.resolve(options.model);
      notStopped();
      if (!existsSync(modelPath)) throw new Error(`model file not found: ${modelPath}`);
      status.state = "loading";
      const { getLlama } = await import("node-llama-cpp");
      // CPU build only: GPU builds are not installed by default (see docs/configuration.md "AI models").
      llama = await getLlama({ gpu: false, build: "never", logLevel: "error" as never, progressLogs: false });
      notStopped();
      model = await llama.loadModel({ modelPath, loadSignal: stopping.signal });
      notStopped();
      context = await model.createContext({
        contextSize: Math.min(options.contextSize ?? DEFAULT_CONTEXT, model.trainContextSize),
        sequences: 1,
      });
      status.state = "ready";
      log.info(`local model ready: ${status.model}`);
    } catch (error) {
      status.state = "error";
      if (stopping.signal.aborted) status.error = "the server is shutting down";
      else {
        status.error = error instanceof Error ? error.message : String(error);
        retryable = error instanceof DownloadStalled;
        log.error(`local model unavailable: ${status.error}`);
      }
    }
  };
  if (!isUri(options.model)) log.info(`local model: ${path.resolve(options.model)}`);
  let ready = start();

  /**
   * The status. After a stalled download, whoever asks next (a run, or the status the app polls) is
   * told why, and the download starts again behind them: the next ask sees it downloading.
   */
  const currentStatus = (): ProviderStatus => {
    if (status.state !== "error" || !retryable || stopping.signal.aborted) return status;
    const told = { ...status };
    retryable = false;
    log.info(`trying the model download again: ${options.model}`);
    Object.assign(status, { state: "downloading", percent: 0 });
    ready = start();
    return told;
  };

  /** Tokens the system text and prompt take, with the chat template around them. */
  const promptTokens = (request: Pick<GenerateRequest, "system" | "prompt">) =>
    model!.tokenize(request.system).length + model!.tokenize(request.prompt).length + TEMPLATE_TOKENS;

  /**
   * A request fits when its prompt and at least a short answer fit the model's trained context;
   * the context itself grows to the request when it runs (schedule).
   */
  function checkFit(request: Pick<GenerateRequest, "system" | "prompt" | "maxTokens">): AiError | null {
    if (!model) return null; // not ready: the run is refused for that, before this is asked
    const max = model.trainContextSize;
    const input = promptTokens(request);
    if (input + Math.min(request.maxTokens, MIN_ANSWER_TOKENS) <= max) return null;
    return new AiError(
      "TOO_LONG_FOR_MODEL",
      `This request is too long for the AI model: its text takes about ${input.toLocaleString("en-US")} tokens, and the model can read and write ${max.toLocaleString("en-US")} at once. Please shorten the text and try again.`,
      "Text Too Long",
    );
  }

  /**
   * The context, grown (never past the model's trained size) to hold the prompt and its answer:
   * small requests keep the small context's memory, long ones get room instead of being cut off.
   */
  async function contextFor(input: number, maxTokens: number): Promise<LlamaContext> {
    const max = model!.trainContextSize;
    const wanted = Math.min(max, input + maxTokens);
    if (context && context.contextSize >= wanted) return context;
    await context?.dispose();
    const size = Math.min(max, Math.ceil(wanted / CONTEXT_STEP) * CONTEXT_STEP);
    context = await model!.createContext({ contextSize: size, sequences: 1 });
    log.info(`local model context resized to ${context.contextSize} tokens`);
    return context;
  }

  /** Runs one prompt on the shared context, one run at a time, pushing text as it is written. */
  function schedule(request: GenerateRequest, onText: (text: string) => void, grammar?: LlamaGrammar): Promise<string> {
    const turn = queue.then(async () => {
      if (request.signal.aborted) return "";
      const tooLong = checkFit(request);
      if (tooLong) throw tooLong;
      const { LlamaChatSession } = await import("node-llama-cpp");
      const input = promptTokens(request);
      const shared = await contextFor(input, request.maxTokens);
      const session = new LlamaChatSession({ contextSequence: shared.getSequence(), systemPrompt: request.system });
      try {
        const answer = await session.promptWithMeta(request.prompt, {
          temperature: request.temperature,
          // What the context has room for after the prompt, at most what was asked.
          maxTokens: Math.max(1, Math.min(request.maxTokens, shared.contextSize - input)),
          signal: request.signal,
          stopOnAbortSignal: true,
          grammar,
          onTextChunk: onText,
        });
        if (answer.stopReason === "maxTokens") request.onLengthLimit?.();
        return answer.responseText;
      } catch (error) {
        throw new AiError("MODEL_ERROR", `The local model failed: ${(error as Error).message}`);
      } finally {
        session.dispose({ disposeSequence: true });
      }
    });
    queue = turn.catch(() => undefined);
    return turn;
  }

  async function* run(request: GenerateRequest): AsyncGenerator<string> {
    const refusal = unavailability(status);
    if (refusal) throw refusal;
    const chunks = asyncQueue<string>();
    schedule(request, (text) => chunks.push(text)).then(
      () => chunks.end(),
      (error) => chunks.fail(error),
    );
    yield* chunks;
  }

  async function generateObject<T>(request: GenerateRequest, schema: z.ZodType<T>): Promise<T> {
    const refusal = unavailability(status);
    if (refusal) throw refusal;
    // The JSON schema becomes a grammar, so the model can only write matching JSON.
    const jsonSchema = z.toJSONSchema(schema, { target: "draft-7" });
    // zod's JSON Schema is structurally what node-llama-cpp accepts; its types are narrower generics.
    const grammar = await llama!.createGrammarForJsonSchema(jsonSchema as never);
    const text = await schedule(request, () => undefined, grammar);
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new AiError("MODEL_ERROR", "The local model returned an unexpected answer.");
    return parsed.data;
  }

  return {
    name: "local",
    get ready() {
      return ready;
    },
    status: currentStatus,
    streamText: run,
    generateObject,
    checkFit,
    contextSize: () => context?.contextSize ?? 0,
    async close() {
      const downloading = status.state === "downloading";
      stopping.abort();
      // A load under way stops at its signal and is awaited, so nothing native is freed under it. A
      // download is not awaited: the signal stops its transfer, but not a model host still being
      // asked where the file is, and until the file is there nothing is open to close.
      if (!downloading) await ready;
      await context?.dispose();
      await model?.dispose();
      await llama?.dispose();
    },
  };
}

function modelName(spec: string): string {
  return path.basename(spec.replace(/[#?].*$/, "")).replace(/\.gguf$/i, "");
}

/**
 * Downloads (or finds an earlier download of) the model, reporting progress. Receiving nothing for
 * `stallTimeoutMs` (a host that never answers, a network that drops everything) ends it with an
 * error that says what to do instead; the transfer is aborted, and a later call starts over.
 */
async function download(options: LocalProviderOptions, status: ProviderStatus, signal: AbortSignal): Promise<string> {
  const { createModelDownloader } = await import("node-llama-cpp");
  const { log } = options;
  const stallMs = options.stallTimeoutMs ?? DOWNLOAD_STALL_MS;
  status.state = "downloading";
  status.percent = 0;
  delete status.error;
  log.info(`downloading model ${options.model} into ${options.modelsDir} (no LOCAL_MODEL file given)`);
  const stalled = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    stalled.signal.addEventListener("abort", () => {
      const seconds = Math.round(stallMs / 1000);
      reject(
        new DownloadStalled(
          `the model download received nothing for ${seconds} s (${options.model}). Without internet access, ` +
            "copy a GGUF model file onto the server and set LOCAL_MODEL to its path, or set AI_BASE_URL to an " +
            "OpenAI-compatible model server. The download is tried again on the next run or restart.",
        ),
      );
    });
  });
  gaveUp.catch(() => undefined);
  const waitForData = () => {
    clearTimeout(timer);
    timer = setTimeout(() => stalled.abort(), stallMs);
  };
  let lastLogged = -10;
  let received = 0;
  waitForData();
  try {
    const downloader = await Promise.race([
      createModelDownloader({
        modelUri: options.model,
        dirPath: options.modelsDir,
        skipExisting: true,
        showCliProgress: Boolean(process.stdout.isTTY),
        onProgress: ({ totalSize, downloadedSize }) => {
          if (downloadedSize > received) {
            received = downloadedSize;
            waitForData();
          }
          status.percent = totalSize > 0 ? (downloadedSize / totalSize) * 100 : 0;
          if (!process.stdout.isTTY && status.percent - lastLogged >= 10) {
            lastLogged = Math.floor(status.percent / 10) * 10;
            log.info(`downloading model ${status.model}: ${lastLogged}%`);
          }
        },
      }),
      gaveUp,
    ]);
    if (existsSync(downloader.entrypointFilePath)) {
      // skipExisting compares sizes with the remote file; a complete earlier download is reused.
      log.info(`model found at ${downloader.entrypointFilePath}`);
    }
    signal.throwIfAborted();
    waitForData();
    const file = await Promise.race([
      downloader.download({ signal: AbortSignal.any([signal, stalled.signal]) }),
      gaveUp,
    ]);
    status.percent = 100;
    return file;
  } finally {
    clearTimeout(timer);
  }
}
