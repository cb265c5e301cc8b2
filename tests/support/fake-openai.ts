import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A fake OpenAI-compatible chat-completions server on loopback — the stand-in for the external LLM
 * API. It streams `reply` word by word, and can be told to fail, to stall, or to go slowly.
 */
export type FakeOpenAiBehaviour = {
  reply: string;
  /** Delay between streamed chunks, ms. */
  chunkDelayMs: number;
  /** "ok" streams the reply; "fail" answers 500; "fail-mid-stream" breaks off after a few chunks. */
  mode: "ok" | "fail" | "fail-mid-stream";
  /** What /audio/transcriptions answers. */
  transcript: string;
  /**
   * Starts each reply with the last word of the request's last message (the end of the user's
   * text), so that tests running many runs at once can tell whose text is whose.
   */
  echoLastWord?: boolean;
  /** The finish_reason of the last chunk: "length" is a model that reached its output limit. */
  finishReason?: string;
  /** Keep each request for the test to inspect (default); benchmarks turn it off to hold no memory. */
  record?: boolean;
};

export type RecordedRequest = { body: Record<string, unknown>; headers: IncomingMessage["headers"] };

export async function startFakeOpenAi(initial: Partial<FakeOpenAiBehaviour> = {}) {
  const behaviour = {
    reply: "Hello from the fake model.",
    chunkDelayMs: 0,
    mode: "ok",
    ...initial,
  };
  const requests: RecordedRequest[] = [];
  let openStreams = 0;
  let abortedStreams = 0;
  let transcriptions = 0;
  let completions = 0;
  // Reply pieces written to every stream so far: tests wait for a run to have received words.
  let piecesSent = 0;

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === "POST" && req.url === "/__control") {
      // Browser tests run the fake in another process; they steer it through this endpoint.
      Object.assign(behaviour, JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}"));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(behaviour));
      return;
    }
    if (req.method === "POST" && req.url?.endsWith("/audio/transcriptions")) {
      // Multipart upload: the fake only checks that a file and a model arrived.
      const raw = Buffer.concat(chunks).toString("latin1");
      const ok = raw.includes('name="file"') && raw.includes('name="model"');
      transcriptions++;
      res.writeHead(ok ? 200 : 400, { "content-type": "application/json" });
      res.end(JSON.stringify(ok ? { text: behaviour.transcript } : { error: { message: "bad upload" } }));
      return;
    }
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    if (behaviour.record !== false) requests.push({ body, headers: req.headers });
    if (behaviour.mode === "fail") {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
      return;
    }
    const id = `chatcmpl-${++completions}`;
    const lastWord = String(body.messages?.at(-1)?.content ?? "")
      .trim()
      .split(/\s+/)
      .at(-1);
    const reply = behaviour.echoLastWord && lastWord ? `${lastWord} ${behaviour.reply}` : behaviour.reply;
    const pieces = reply.match(/\S+\s*/g) ?? [];
    if (!body.stream) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created: 0,
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" }],
          usage: { prompt_tokens: 1, completion_tokens: pieces.length, total_tokens: pieces.length + 1 },
        }),
      );
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    openStreams++;
    let closed = false;
    res.on("close", () => {
      if (!res.writableFinished) abortedStreams++;
      closed = true;
      openStreams--;
    });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      send({
        id,
        object: "chat.completion.chunk",
        created: 0,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
    chunk({ role: "assistant", content: "" });
    for (let i = 0; i < pieces.length; i++) {
      if (closed) return;
      if (behaviour.mode === "fail-mid-stream" && i === 3) {
        res.destroy();
        return;
      }
      chunk({ content: pieces[i] });
      piecesSent++;
      if (behaviour.chunkDelayMs) await new Promise((r) => setTimeout(r, behaviour.chunkDelayMs));
    }
    if (closed) return;
    chunk({}, behaviour.finishReason ?? "stop");
    send({
      id,
      object: "chat.completion.chunk",
      created: 0,
      model: body.model,
      choices: [],
      usage: { prompt_tokens: 1, completion_tokens: pieces.length, total_tokens: pieces.length + 1 },
    });
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    controlUrl: `http://127.0.0.1:${port}/__control`,
    behaviour,
    requests,
    get openStreams() {
      return openStreams;
    },
    get abortedStreams() {
      return abortedStreams;
    },
    get transcriptions() {
      return transcriptions;
    },
    get piecesSent() {
      return piecesSent;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
