import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { countWords } from "@shared/words";
import { and, eq, gte, sum } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../../../tests/support/fake-openai";
import { openPglite } from "../db/client";
import { profiles, runs, usageLogs, users } from "../db/schema";
import { RESERVE_STEP } from "../runs/stream-run";
import { STRONG_PASSWORD } from "../test-support/harness";
import { Browser, runCli, type ServerProcess, signedInOn, startServerProcess } from "../test-support/server-process";
import { parseSse } from "../test-support/sse";
import { readManifest } from "./archive";
import { restoreBackup } from "./restore";
import { SERVER_FILE } from "./server-file";

/*
 * The backup and restore commands against real server processes on the embedded database: a
 * backup taken from a running server while runs stream, restored into an empty DATA_DIR and served
 * again with everything in it; a backup of a stopped DATA_DIR; the restore's refusals.
 */

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const tempDir = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

const started: ServerProcess[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) if (server.child.exitCode === null) server.child.kill("SIGKILL");
});

/** A run read as it streams: the text received so far, and its `done` once it arrives. */
async function watchRun(browser: Browser, tag: string) {
  const res = await browser.request("/api/tools/clarity-booster/run", { json: { input: { text: `go ${tag}` } } });
  expect(res.status).toBe(200);
  let raw = "";
  const events = () => parseSse(raw.slice(0, raw.lastIndexOf("\n\n") + 2));
  const ended = (async () => {
    const reader = res.body!.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        raw += new TextDecoder().decode(value);
      }
    } catch {
      // the server stopped mid-stream
    }
  })();
  return {
    tag,
    ended,
    received: () =>
      events()
        .filter((e) => e.event === "delta")
        .map((e) => (e.data as { text: string }).text)
        .join(""),
    done: () => events().find((e) => e.event === "done")?.data as { wordsCharged: number } | undefined,
  };
}

const cli = (script: "backup" | "restore", file: string, dataDir: string) =>
  runCli(`src/server/cli/${script}.ts`, [file], { DATA_DIR: dataDir });

describe("npm run backup and npm run restore on the embedded database", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
  afterAll(() => fake?.close());

  it("copies a running server's data while runs stream, and the restored copy serves all of it", async () => {
    fake = await startFakeOpenAi({ reply: words(120), chunkDelayMs: 0, echoLastWord: true });
    const dataDir = tempDir("qs-backup-");
    const env = {
      DATA_DIR: dataDir,
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      ADMIN_EMAILS: "root@example.com",
    };
    const first = await startServerProcess(env);
    started.push(first);
    const serverFile = JSON.parse(readFileSync(path.join(dataDir, SERVER_FILE), "utf8"));
    expect(serverFile).toMatchObject({ pid: first.child.pid, url: first.base });
    expect(statSync(path.join(dataDir, SERVER_FILE)).mode & 0o777).toBe(0o600);

    // What must survive: accounts and sessions, a document, a finished run's usage, a tool switched off.
    const root = await signedInOn(first, "root@example.com", "Root Admin");
    const writer = await signedInOn(first, "writer@example.com", "Writer Person");
    const created = await writer.json("/api/documents", {
      json: { title: "Kept plan", output: "Words worth keeping." },
    });
    expect(created.status).toBe(201);
    const finished = await watchRun(writer, "finished");
    await finished.ended;
    expect(finished.done()?.wordsCharged).toBe(121);
    const switched = await root.json("/api/admin/settings/tool_paraphraser_enabled", {
      method: "PUT",
      json: { value: false },
    });
    expect(switched.status).toBe(200);

    // Runs streaming slowly, each past its first checkpoint, while the backup is taken.
    Object.assign(fake.behaviour, { reply: words(400), chunkDelayMs: 50 });
    const streaming = [await watchRun(writer, "alpha"), await watchRun(writer, "beta")];
    const deadline = Date.now() + 30_000;
    while (streaming.some((w) => countWords(w.received()) < RESERVE_STEP + 10)) {
      if (Date.now() > deadline) throw new Error("the runs did not get going");
      await sleep(50);
    }
    const backupFile = path.join(tempDir("qs-backup-out-"), "running.tar.gz");
    const backup = await cli("backup", backupFile, dataDir);
    expect(backup.output).toContain("Quillstack is running");
    expect(backup.code).toBe(0);
    // The backup was taken with both runs in flight.
    for (const w of streaming) expect(w.done()).toBeUndefined();
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    const manifest = await readManifest(backupFile);
    expect(manifest).toMatchObject({ format: "quillstack-backup", version: 1, authSecret: "file" });

    // A clean stop removes server.json; the stopped DATA_DIR is then backed up directly.
    expect(await first.stop()).toBe(0);
    await Promise.all(streaming.map((w) => w.ended));
    expect(() => statSync(path.join(dataDir, SERVER_FILE))).toThrow();
    const stoppedFile = path.join(path.dirname(backupFile), "stopped.tar.gz");
    const stopped = await cli("backup", stoppedFile, dataDir);
    expect(stopped.output).toContain("Quillstack is not running");
    expect(stopped.code).toBe(0);

    // Restore refuses a DATA_DIR that holds a database, and a file that is no backup.
    const refused = await cli("restore", backupFile, dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("already holds a database");
    const garbage = path.join(path.dirname(backupFile), "garbage.tar.gz");
    writeFileSync(garbage, "this is not a backup at all\n".repeat(50));
    const emptyDir = tempDir("qs-restore-empty-");
    const notABackup = await cli("restore", garbage, emptyDir);
    expect(notABackup.code).toBe(1);
    expect(notABackup.output).toContain("is not a Quillstack backup");

    // The running server's backup, restored into an empty DATA_DIR and served.
    const restoredDir = tempDir("qs-restored-");
    const restore = await cli("restore", backupFile, restoredDir);
    expect(restore.output).toContain("Restored the backup");
    expect(restore.code).toBe(0);
    expect(readFileSync(path.join(restoredDir, "auth-secret"))).toEqual(
      readFileSync(path.join(dataDir, "auth-secret")),
    );
    expect(statSync(path.join(restoredDir, "auth-secret")).mode & 0o777).toBe(0o600);
    const second = await startServerProcess({ ...env, DATA_DIR: restoredDir });
    started.push(second);

    // The writer's session from before the backup still works (same secret, same session row).
    const writerAgain = new Browser(second.base);
    writerAgain.cookies = writer.cookies;
    const me = await writerAgain.json("/api/me");
    expect(me).toMatchObject({ status: 200, body: { email: "writer@example.com", fullName: "Writer Person" } });
    const doc = await writerAgain.json(`/api/documents/${created.body.id}`);
    expect(doc).toMatchObject({ status: 200, body: { title: "Kept plan", output: "Words worth keeping." } });
    // The super admin signs in with the password, sees the switch off, and the tool is refused.
    const rootAgain = new Browser(second.base);
    const signIn = await rootAgain.request("/api/auth/sign-in/email", {
      json: { email: "root@example.com", password: STRONG_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const settingsAgain = await rootAgain.json("/api/admin/settings");
    expect(settingsAgain.body).toContainEqual(
      expect.objectContaining({ key: "tool_paraphraser_enabled", value: false }),
    );
    const refusedRun = await writerAgain.request("/api/tools/paraphraser/run", { json: { input: { text: "Hello." } } });
    expect(refusedRun.status).toBeGreaterThanOrEqual(400);
    const usage = await writerAgain.json("/api/me/usage");
    expect(usage.body.wordsUsed).toBeGreaterThanOrEqual(121);
    expect(usage.body.remaining).toBe(usage.body.wordsLimit - usage.body.wordsUsed);
    expect(await second.stop()).toBe(0);

    // The runs in flight at backup time came back as running rows: the restored server's start-up
    // settled them, each charged exactly the words its kept text holds, nothing left reserved.
    const database = await openPglite(path.join(restoredDir, "pglite"));
    try {
      const [user] = await database.db.select().from(users).where(eq(users.email, "writer@example.com"));
      // Documents are run rows too: the one written in the editor, the finished run, the two in flight.
      const rows = await database.db.select().from(runs).where(eq(runs.userId, user.id));
      expect(rows.map((r) => r.status).sort()).toEqual(["done", "done", "interrupted", "interrupted"]);
      for (const w of streaming) {
        const row = rows.find((r) => r.input.text === `go ${w.tag}`)!;
        expect(row).toMatchObject({ status: "interrupted", wordsReserved: 0, leaseUntil: null });
        expect(row.output.startsWith(`${w.tag} `)).toBe(true);
        expect(w.received().startsWith(row.output)).toBe(true);
        expect(row.wordsCharged).toBe(countWords(row.output));
      }
      const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
      const [logged] = await database.db
        .select({ total: sum(usageLogs.wordsGenerated) })
        .from(usageLogs)
        .where(and(eq(usageLogs.userId, user.id), gte(usageLogs.createdAt, monthStart)));
      const charged = rows.reduce((total, r) => total + r.wordsCharged, 0);
      const [profile] = await database.db.select().from(profiles).where(eq(profiles.userId, user.id));
      expect(profile).toMatchObject({ wordsUsed: charged, wordsReserved: 0 });
      expect(Number(logged.total)).toBe(charged);
    } finally {
      await database.close();
    }

    // The stopped server's backup restores too, with the runs it settled at its stop.
    const fromStopped = tempDir("qs-restored-stopped-");
    await restoreBackup(stoppedFile, fromStopped);
    const copy = await openPglite(path.join(fromStopped, "pglite"));
    try {
      const settled = await copy.db.select().from(runs);
      expect(settled.find((r) => r.id === created.body.id)?.title).toBe("Kept plan");
      expect(settled.filter((r) => r.status === "running")).toEqual([]);
    } finally {
      await copy.close();
    }
  }, 300_000);
});
