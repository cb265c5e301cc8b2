import { eq } from "drizzle-orm";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, usageLogs } from "../db/schema";
import { BACKENDS } from "../test-support/backends";
import { type ServedApp, startServedApp } from "../test-support/served";
import { parseSse } from "../test-support/sse";

const TOOL = "clarity-booster";
const REPLY = "Clear writing starts with knowing exactly what you want the reader to do next."; // 14 words
const METRICS_TOKEN = "queue-metrics-token-0123456789";

/** Reads a run's event stream as it arrives: each event once complete. */
async function* events(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      yield* parseSse(buffer.slice(0, end + 2));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf("\n\n");
    }
  }
}

/**
 * A burst on one instance with one slot and a line of one (RUN_CONCURRENCY=1, RUN_QUEUE_LIMIT=1),
 * over real sockets: the second run waits its turn and says so, the third is told when to come
 * back on every surface, nothing is charged for waiting or for being turned away.
 */
describe.each(BACKENDS)("runs waiting for a free slot on %s", (kind) => {
  let served: ServedApp;
  const queueDepth = async () => {
    const res = await fetch(`${served.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    return Number(/^quillstack_run_queue_depth (\S+)$/m.exec(await res.text())?.[1]);
  };

  beforeAll(async () => {
    // The metrics report the line's length (quillstack_run_queue_depth): tests wait on it, not on the clock.
    served = await startServedApp(kind, { RUN_CONCURRENCY: "1", RUN_QUEUE_LIMIT: "1", METRICS_TOKEN });
    Object.assign(served.fake.behaviour, { reply: REPLY, chunkDelayMs: 40, mode: "ok" });
  }, 60_000);
  afterAll(() => served?.close());

  it("the next run waits in line (queued, then served); past the line 429 with Retry-After, nothing charged", async () => {
    const user = await served.newUser("queue");
    const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const appRun = () =>
      fetch(`${served.base}/api/tools/${TOOL}/run`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: served.base, cookie },
        body: JSON.stringify({ input: { text: "Make this clearer." } }),
      });

    const first = events(await appRun());
    expect((await first.next()).value).toMatchObject({ event: "start" });

    const secondRes = await appRun();
    expect(secondRes.status).toBe(200);
    const second = events(secondRes);
    expect((await second.next()).value).toEqual({ event: "queued", data: { position: 1 } });

    // The line is full: the public API, the OpenAI endpoint and the app are told when to come back.
    const api = await fetch(`${served.base}/api/v1/tools/${TOOL}/runs`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.key}` },
      body: JSON.stringify({ input: { text: "Make this clearer." } }),
    });
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("RUN_QUEUE_FULL");
    const openai = new OpenAI({ baseURL: `${served.base}/api/openai/v1`, apiKey: user.key, maxRetries: 0 });
    const refused = await openai.chat.completions
      .create({ model: TOOL, messages: [{ role: "user", content: "Make this clearer." }] })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAI.RateLimitError);
    expect((refused as InstanceType<typeof OpenAI.RateLimitError>).headers?.get("retry-after")).toMatch(/^\d+$/);
    const app = await appRun();
    expect(app.status).toBe(429);
    expect(app.headers.get("retry-after")).toMatch(/^\d+$/);

    const rest = async (stream: AsyncGenerator<{ event: string; data: unknown }>) => {
      const seen: { event: string; data: unknown }[] = [];
      for await (const event of stream) seen.push(event);
      return seen;
    };
    const [firstRest, secondRest] = await Promise.all([rest(first), rest(second)]);
    const charged = (seen: { event: string; data: unknown }[]) =>
      (seen.find((e) => e.event === "done")?.data as { wordsCharged: number } | undefined)?.wordsCharged;
    expect(charged(firstRest)).toBe(14);
    expect(secondRest[0]).toMatchObject({ event: "start" });
    expect(charged(secondRest)).toBe(14);

    const db = served.app.database.db;
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect([profile.wordsUsed, profile.wordsReserved]).toEqual([28, 0]);
    const logs = await db.select().from(usageLogs).where(eq(usageLogs.userId, user.userId));
    expect(logs.map((l) => l.wordsGenerated)).toEqual([14, 14]);
  });

  it("a caller that leaves the line is not served, charged or kept; the next in line takes its place", async () => {
    const user = await served.newUser("leave");
    const cookie = [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const appRun = (signal?: AbortSignal) =>
      fetch(`${served.base}/api/tools/${TOOL}/run`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: served.base, cookie },
        body: JSON.stringify({ input: { text: "Make this clearer." } }),
        signal,
      });
    const first = events(await appRun());
    expect((await first.next()).value).toMatchObject({ event: "start" });
    const leaving = new AbortController();
    const waiting = events(await appRun(leaving.signal));
    expect((await waiting.next()).value).toMatchObject({ event: "queued" });
    expect(await queueDepth()).toBe(1);
    leaving.abort();
    await waiting.next().catch(() => undefined);
    // Its place is free again (the line is empty): the next run queues as first in line, and is then served.
    await expect.poll(queueDepth).toBe(0);
    const next = events(await appRun());
    expect((await next.next()).value).toEqual({ event: "queued", data: { position: 1 } });
    for await (const _ of first);
    const after: string[] = [];
    for await (const event of next) after.push(event.event);
    expect(after).toEqual(expect.arrayContaining(["start", "done"]));

    const db = served.app.database.db;
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.userId));
    expect([profile.wordsUsed, profile.wordsReserved]).toEqual([28, 0]);
  });
});
