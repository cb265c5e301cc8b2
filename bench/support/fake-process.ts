/**
 * The fake OpenAI-compatible model server in a process of its own, so that a benchmark's load
 * generator, the app and the upstream do not share one event loop. Prints `{"url": …}` once
 * listening. Run by bench/support/processes.ts.
 */
import { startFakeOpenAi } from "../../tests/support/fake-openai";

const reply =
  process.env.FAKE_REPLY ?? "Clear writing starts with knowing exactly what you want the reader to do next.";
// FAKE_CHUNK_DELAY_MS: a slow model (each streamed piece waits that long), for bursts that overlap.
const chunkDelayMs = Number(process.env.FAKE_CHUNK_DELAY_MS ?? 0);
const fake = await startFakeOpenAi({ reply, record: false, chunkDelayMs });
process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
process.on("SIGTERM", () => fake.close().then(() => process.exit(0)));
