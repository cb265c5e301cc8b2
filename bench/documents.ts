/**
 * The documents list at scale: one user with 10,000 documents (input 50–200 words, output 150–450,
 * seeded English-like text) beside a second user's 2,000, on PGlite and PostgreSQL side by side.
 * Measures GET /api/documents (first page), a deep page (cursor after 8,000 documents), `?q=` for a
 * common word, a rare one and one found only in the 100 oldest documents, `?tool=`, and one full
 * export; prints EXPLAIN ANALYZE of the list's own statements and fails unless the list uses
 * runs_user_created_idx and rare-word searches the GIN index (runs_search_idx).
 * Run: `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/documents.ts`
 * (creates and drops its own database there; without it, PGlite only; BENCH_SECONDS sets the
 * duration per endpoint, 10 by default). Loopback only, stops by itself.
 * Copy the printed figures into bench/README.md with the date and machine.
 */
import { serve } from "@hono/node-server";
import { DOCUMENT_PAGE_SIZE } from "@shared/documents";
import autocannon from "autocannon";
import { eq, sql } from "drizzle-orm";
import { users } from "../src/server/db/schema";
import { type Cursor, encodeCursor, type ListFilter, listQueries } from "../src/server/documents/store";
import { insertRuns, type RunRow, runRow } from "../src/server/documents/test-rows";
import { signUpVerified, startTestApp, type TestApp } from "../src/server/test-support/harness";

const DOCUMENTS = 10_000;
const OTHERS = 2_000; // a second user's documents, so the user_id filter matters
const RARE = "zeppelin"; // planted in 5 documents, spread out
const OLD = "tapestry"; // planted in the 100 oldest documents only: the ordered-index walk's worst case
const COMMON = "deadline"; // in most documents (printed below)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const kinds: ("pglite" | "postgres")[] = ["pglite", ...(process.env.BENCH_DATABASE_URL ? ["postgres" as const] : [])];

// --- realistic text: English words with a Zipf-like frequency, in sentences and paragraphs --------

const VOCABULARY = `the of and to a in is that for it as with was on be by this are or from at have an
not but they which you one we all can has their there been if more when will would who so no our
what up out about into than them only other its time some could these two may then first any new
like people work team project client report meeting plan week month year customer product market
design write writing draft edit review feedback update deadline budget launch brand story content
email letter message proposal summary research data result growth sales strategy goal process
quality service support student teacher school course lesson essay paper study idea question answer
problem solution change improve clear simple short long strong better important different possible
local global online digital social manager company business office home family friend community city
garden kitchen travel health food water energy climate science history culture language music article
blog post headline reader audience voice tone style sentence paragraph word page chapter book note
list point detail example reason source quote fact figure chart table section outline structure theme
morning evening weekend holiday season spring summer autumn winter today tomorrow yesterday always
often never usually quickly carefully together already still again also even just really very much
make take give find know think say tell ask need want help keep start show try call feel become leave
put mean seem turn move live believe hold bring happen stand lose pay meet include continue learn lead
understand watch follow stop create speak read allow add spend grow open walk win offer remember love
consider appear buy wait serve die send expect build stay fall cut reach kill remain suggest raise pass
sell require decide pull`.split(/\s+/);

/** A small seeded PRNG (mulberry32), so every run inserts the same text. */
function prng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
let random = prng(2026);
const cumulative = (() => {
  let total = 0;
  return VOCABULARY.map((_, i) => (total += 1 / (i + 1) ** 0.9));
})();
const word = () => {
  const x = random() * cumulative[cumulative.length - 1];
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return VOCABULARY[lo];
};
function text(words: number): string {
  const paragraphs: string[] = [];
  let sentences: string[] = [];
  for (let left = words; left > 0; ) {
    const n = Math.min(left, 8 + Math.floor(random() * 14));
    const s = Array.from({ length: n }, word).join(" ");
    sentences.push(`${s[0].toUpperCase()}${s.slice(1)}.`);
    left -= n;
    if (sentences.length >= 3 + Math.floor(random() * 4)) {
      paragraphs.push(sentences.join(" "));
      sentences = [];
    }
  }
  if (sentences.length) paragraphs.push(sentences.join(" "));
  return paragraphs.join("\n\n");
}
const TOOLS = ["paraphraser", "humanizer", "blog-generator", "grammar-checker", "email-campaign", "tone-adjuster"];

function documentRows(userId: string, count: number, plantRare: boolean): RunRow[] {
  const start = Date.UTC(2025, 10, 1);
  return Array.from({ length: count }, (_, i) => {
    const input = text(50 + Math.floor(random() * 150));
    let output = text(150 + Math.floor(random() * 300));
    if (plantRare && i % 2000 === 1234) output += ` The ${RARE} arrived late.`;
    if (plantRare && i < 100) output += ` A ${OLD} of ideas.`;
    const words = output.split(/\s+/).length;
    return runRow(userId, {
      tool: TOOLS[i % TOOLS.length],
      title: input.split(/\s+/).slice(0, 8).join(" "),
      input: { text: input },
      output,
      wordsDelivered: words,
      wordsCharged: words,
      // Oldest first, about an hour apart: 10,000 documents span a little over a year.
      createdAt: new Date(start + i * 3_300_000 + Math.floor(random() * 600_000)),
    });
  });
}

// --- per database ----------------------------------------------------------------------------------

type Row = { endpoint: string; results: Record<string, string[]> };
const table: Row[] = [];
const record = (endpoint: string, kind: string, value: string[]) => {
  let row = table.find((r) => r.endpoint === endpoint);
  if (!row) {
    row = { endpoint, results: {} };
    table.push(row);
  }
  row.results[kind] = value;
};

type RawClient = { query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };
const raw = (app: TestApp) => (app.database.db as unknown as { $client: RawClient }).$client;

/**
 * EXPLAIN ANALYZE of the exact statements the list route sends for `filter` (a search sends the second
 * one only when the newest SEARCH_WINDOW documents hold less than a page); fails the run unless
 * each uses one of the expected indexes.
 */
async function explain(app: TestApp, label: string, userId: string, filter: ListFilter, expected: string[][]) {
  const queries = listQueries(app.database.db, userId, filter);
  const found = (await queries.recent).length;
  const sent = queries.older && found <= DOCUMENT_PAGE_SIZE ? [queries.older(DOCUMENT_PAGE_SIZE + 1 - found)] : [];
  const statements = [queries.recent.toSQL(), ...sent.map((older) => older.toSQL())];
  for (const [i, query] of statements.entries()) {
    const { rows } = await raw(app).query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${query.sql}`, query.params);
    const plan = rows.map((r) => String(Object.values(r)[0])).join("\n");
    const used = expected[i].filter((index) => plan.includes(index));
    const verdict = used.length ? `OK, uses ${used.join(" and ")}` : `FAILED, uses none of ${expected[i].join(", ")}`;
    const part = statements.length > 1 ? (i === 0 ? " — newest documents" : " — older documents") : "";
    console.log(`\n[${app.database.kind}] EXPLAIN ${label}${part}: ${verdict}`);
    console.log(plan.replace(/^/gm, "    "));
    if (!used.length) process.exitCode = 1;
  }
}

async function bench(kind: "pglite" | "postgres", port: number) {
  random = prng(2026); // the same documents on every database
  const app = await startTestApp(kind);
  const client = await signUpVerified(app, "writer@example.com");
  const [{ id: userId }] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "writer@example.com"));
  await signUpVerified(app, "colleague@example.com");
  const [{ id: otherId }] = await app.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "colleague@example.com"));

  const started = performance.now();
  await insertRuns(app.database.db, documentRows(userId, DOCUMENTS, true));
  await insertRuns(app.database.db, documentRows(otherId, OTHERS, false));
  await app.database.db.execute(sql`analyze runs`);
  const insertMs = performance.now() - started;
  const [stats] = (
    await raw(app).query(
      `select count(*)::int as docs, round(avg(array_length(regexp_split_to_array(output, '\\s+'), 1)))::int as words,
              pg_size_pretty(pg_total_relation_size('runs')) as size,
              count(*) filter (where search @@ websearch_to_tsquery('english', $2))::int as common,
              count(*) filter (where search @@ websearch_to_tsquery('english', $3))::int as rare,
              count(*) filter (where search @@ websearch_to_tsquery('english', $4))::int as old
         from runs where user_id = $1`,
      [userId, COMMON, RARE, OLD],
    )
  ).rows;
  console.log(
    `\n[${kind}] inserted ${DOCUMENTS} + ${OTHERS} documents in ${(insertMs / 1000).toFixed(1)} s; ` +
      `avg output ${stats.words} words; runs table ${stats.size}; "${COMMON}" in ${stats.common}, "${RARE}" in ${stats.rare}, "${OLD}" in the ${stats.old} oldest`,
  );

  // The cursor the list would hand out after 8,000 documents (page 400).
  const [deep] = (
    await raw(app).query(
      `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
         from runs where user_id = $1 and deleted_at is null
        order by created_at desc nulls last, id desc nulls last offset 7999 limit 1`,
      [userId],
    )
  ).rows as { at: string; id: string }[];
  const cursor: Cursor = { createdAt: deep.at, id: deep.id };

  const LIST = "runs_user_created_idx";
  const GIN = "runs_search_idx";
  await explain(app, "first page", userId, {}, [[LIST]]);
  await explain(app, "deep page (cursor)", userId, { cursor }, [[LIST]]);
  // A search reads the newest SEARCH_WINDOW documents first: in list order (list index) when
  // matches are frequent, through the GIN index when the planner expects few; then, only if
  // that left the page short, the older ones through the GIN index.
  for (const q of [COMMON, RARE, OLD]) await explain(app, `search "${q}"`, userId, { q }, [[LIST, GIN], [GIN]]);

  const server = serve({ fetch: app.app.fetch, port, hostname: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;
  const headers = { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") };
  const endpoints: [string, string][] = [
    ["GET /api/documents (first page)", "/api/documents"],
    ["GET /api/documents?cursor= (after 8,000)", `/api/documents?cursor=${encodeCursor(cursor)}`],
    [`GET /api/documents?q=${COMMON} (common)`, `/api/documents?q=${COMMON}`],
    [`GET /api/documents?q=${RARE} (rare)`, `/api/documents?q=${RARE}`],
    [`GET /api/documents?q=${OLD} (only in the 100 oldest)`, `/api/documents?q=${OLD}`],
    ["GET /api/documents?tool=humanizer", "/api/documents?tool=humanizer"],
  ];
  // Warm up (JIT, caches) so the first endpoint measured is not penalised.
  await autocannon({ url: `${base}/api/documents`, headers, connections: CONNECTIONS, duration: 3 });
  for (const [label, path] of endpoints) {
    const check = await fetch(`${base}${path}`, { headers });
    const body = (await check.json()) as { items: unknown[] };
    if (check.status !== 200 || !body.items.length) throw new Error(`${label}: ${check.status}`);
    const r = await autocannon({ url: `${base}${path}`, headers, connections: CONNECTIONS, duration: DURATION });
    const errors = r.errors + r.non2xx;
    record(label, kind, [
      `${Math.round(r.requests.average)}${errors ? ` (${errors} errors)` : ""}`,
      String(r.latency.p50),
      String(r.latency.p99),
    ]);
  }

  // One full export of the 10,000 documents, streamed: time, size, and how much memory it took.
  const rssBefore = process.memoryUsage().rss;
  const exportStart = performance.now();
  const res = await fetch(`${base}/api/documents/export`, { headers });
  let bytes = 0;
  let peak = rssBefore;
  for await (const chunk of res.body!) {
    bytes += (chunk as Uint8Array).byteLength;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  const exported = ((performance.now() - exportStart) / 1000).toFixed(1);
  record("GET /api/documents/export, once (s · MB · RSS growth)", kind, [
    `${exported} s`,
    `${(bytes / 1e6).toFixed(0)} MB`,
    `+${((peak - rssBefore) / 1e6).toFixed(0)} MB`,
  ]);

  server.close();
  await app.drop();
}

let port = 3192;
for (const kind of kinds) await bench(kind, port++);

const names = { pglite: "PGlite", postgres: "PostgreSQL" };
console.log(`\n${CONNECTIONS} connections, ${DURATION} s per endpoint\n`);
console.log(`| endpoint | ${kinds.map((k) => `${names[k]} req/s | p50 ms | p99 ms`).join(" | ")} |`);
console.log(`|---|${kinds.map(() => "---|---|---|").join("")}`);
for (const row of table) {
  console.log(`| ${row.endpoint} | ${kinds.map((k) => (row.results[k] ?? ["–", "–", "–"]).join(" | ")).join(" | ")} |`);
}
