import { buildOpenApiDocument } from "@shared/openapi";
import { Badge } from "~/components/ui/badge";
import { Link } from "~/lib/nav";
import { Prose, type Schema, SchemaView } from "./schema-view";

type Parameter = { name: string; in: string; required?: boolean; description?: string; schema: Schema };
type Response = { description: string; content?: Record<string, { schema: Schema }> };
type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
};

// Built once, from the same zod schemas the server validates with (src/shared/openapi.ts).
const document = buildOpenApiDocument("/");
const RUN_PATH = /^\/api\/v1\/tools\/[^/]+\/runs$/;
const allOperations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
);
// One operation per tool (runParaphraser, …) with the same answers: shown once, as the pattern.
const firstRun = allOperations.find((entry) => RUN_PATH.test(entry.path));
const operations = allOperations.flatMap((entry) => {
  if (!RUN_PATH.test(entry.path)) return [entry];
  if (entry !== firstRun) return [];
  const summary = "Run a tool (one operation per tool: run + the tool's slug in PascalCase, e.g. runParaphraser)";
  return [
    {
      path: "/api/v1/tools/{slug}/runs",
      method: entry.method,
      operation: { ...entry.operation, operationId: "runTool", summary },
    },
  ];
});
const schemas = document.components.schemas as Record<string, Schema>;
const toolSchemas = Object.keys(schemas).filter((name) => name.startsWith("RunRequest_"));
const otherSchemas = Object.keys(schemas).filter((name) => !name.startsWith("RunRequest_"));

const methodColours: Record<string, string> = {
  get: "bg-sky-800 text-white",
  post: "bg-emerald-800 text-white",
  patch: "bg-amber-800 text-white",
  delete: "bg-red-800 text-white",
};

function Code({ children }: { children: string }) {
  return (
    <pre className="overflow-x-auto rounded-lg border border-border bg-muted p-4 text-xs leading-relaxed">
      <code>{children}</code>
    </pre>
  );
}

function OperationSection({ path, method, operation }: { path: string; method: string; operation: Operation }) {
  const body = operation.requestBody?.content["application/json"]?.schema;
  const isRun = operation.operationId === "runTool";
  return (
    <section id={operation.operationId} aria-labelledby={`${operation.operationId}-title`} className="scroll-mt-24">
      <h3 id={`${operation.operationId}-title`} className="flex flex-wrap items-center gap-3 text-lg font-semibold">
        <span className={`rounded px-2 py-0.5 font-mono text-xs uppercase ${methodColours[method] ?? ""}`}>
          {method}
        </span>
        <code className="font-mono text-base break-all">{path}</code>
      </h3>
      <p className="mt-1 font-medium">{operation.summary}</p>
      {operation.description && (
        <p className="mt-2 text-sm text-muted-foreground">
          <Prose text={operation.description} />
        </p>
      )}
      {operation.security?.length === 0 && <p className="mt-2 text-sm">No key needed.</p>}
      {operation.parameters && operation.parameters.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold">Parameters</h4>
          <ul className="mt-2 flex flex-col gap-2 text-sm">
            {operation.parameters.map((p) => (
              <li key={`${p.in}-${p.name}`}>
                <code className="font-mono font-semibold">{p.name}</code>{" "}
                <span className="text-muted-foreground">
                  in {p.in}
                  {p.required ? ", required" : ""}
                </span>
                {p.description && <span className="text-muted-foreground"> · {p.description}</span>}
                {p.name !== "slug" && (
                  <div className="mt-1">
                    <SchemaView schema={p.schema} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {body && (
        <>
          <h4 className="mt-4 text-sm font-semibold">Request body (JSON)</h4>
          <div className="mt-2">
            {isRun ? (
              <p className="text-sm text-muted-foreground">
                The tool's run request: see{" "}
                <a href="#tools" className="text-primary underline underline-offset-4">
                  each tool's request
                </a>{" "}
                below.
              </p>
            ) : (
              <SchemaView schema={body} />
            )}
          </div>
        </>
      )}
      <h4 className="mt-4 text-sm font-semibold">Responses</h4>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {Object.entries(operation.responses).map(([status, response]) => {
          const schema = response.content?.["application/json"]?.schema;
          return (
            <div key={status} className="contents">
              <dt>
                <Badge
                  variant="outline"
                  className={status.startsWith("2") ? "font-semibold text-foreground" : undefined}
                >
                  {status}
                </Badge>
              </dt>
              <dd>
                {response.description}
                {schema?.$ref && (
                  <>
                    {" "}
                    <a
                      href={`#schema-${schema.$ref.split("/").pop()}`}
                      className="font-mono text-primary underline underline-offset-4"
                    >
                      {schema.$ref.split("/").pop()}
                    </a>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** /docs/api: the public API's reference, rendered from its OpenAPI document. */
export function ApiReference() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 p-4 sm:p-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{`${document.info.title} reference`}</h1>
        <p className="text-muted-foreground">
          <Prose text={document.info.description} />
        </p>
        <p className="text-sm">
          Version {document.info.version} · OpenAPI {document.openapi} ·{" "}
          <a href="/api/v1/openapi.json" className="text-primary underline underline-offset-4">
            openapi.json
          </a>{" "}
          (for code generators such as openapi-typescript) ·{" "}
          <Link to="/profile/developer" className="text-primary underline underline-offset-4">
            Create an API key
          </Link>
        </p>
      </header>

      <section aria-labelledby="getting-started" className="flex flex-col gap-3">
        <h2 id="getting-started" className="text-2xl font-semibold">
          Getting started
        </h2>
        <p className="text-sm">
          Create a key on the Developer page of your profile. Send it with every request; cookies are not accepted on
          the API. Here, <code className="font-mono">$QUILLSTACK</code> is your Quillstack address.
        </p>
        <Code>{`curl -X POST "$QUILLSTACK/api/v1/tools/paraphraser/runs" \\
  -H "Authorization: Bearer $QUILLSTACK_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{"input": {"text": "Our team shipped the new release on time."}, "options": {"mode": "formal"}}'`}</Code>
        <p className="text-sm">
          The answer is JSON once the run has finished: <code className="font-mono">id</code>,{" "}
          <code className="font-mono">output</code>, <code className="font-mono">wordsCharged</code>,{" "}
          <code className="font-mono">usage</code> and <code className="font-mono">documentId</code>. Send{" "}
          <code className="font-mono">Accept: text/event-stream</code> to receive the text as it is written.
        </p>
        <h3 className="text-lg font-semibold">Errors</h3>
        <p className="text-sm">
          Every refusal is JSON <code className="font-mono">{`{"error": {"code", "title", "message"}}`}</code> with a
          4xx or 5xx status; the message is written for people.
        </p>
        <h3 className="text-lg font-semibold">Retries</h3>
        <p className="text-sm">
          Send an <code className="font-mono">Idempotency-Key</code> header with each run. A retry with the same key
          within 24 hours answers the first result (with <code className="font-mono">Idempotent-Replayed: true</code>)
          and charges nothing more, even when many retries arrive at once. A retry that asks for a stream gets a short
          stream of the first run's <code className="font-mono">start</code> and final event. The same key with a
          different body answers 422. A refusal before the run started (a switched-off tool, a full allowance) is not
          kept, so a retry runs once the cause is gone.
        </p>
        <h3 className="text-lg font-semibold">Rate limits</h3>
        <p className="text-sm">
          Each key may send a burst of requests, refilled at a steady rate per minute (set by the server's operator).
          Past it, requests answer 429 with a <code className="font-mono">Retry-After</code> header in seconds.
        </p>
      </section>

      <section aria-labelledby="endpoints" className="flex flex-col gap-10">
        <h2 id="endpoints" className="text-2xl font-semibold">
          Endpoints
        </h2>
        <nav aria-label="Endpoints">
          {/* One column that may shrink, and paths that break anywhere: a long path widened the page on a phone. */}
          <ul className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
            {operations.map(({ path, method, operation }) => (
              <li key={operation.operationId}>
                <a href={`#${operation.operationId}`} className="text-primary underline underline-offset-4">
                  <span className="font-mono uppercase">{method}</span>{" "}
                  <span className="font-mono break-all">{path}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {operations.map((entry) => (
          <OperationSection key={entry.operation.operationId} {...entry} />
        ))}
      </section>

      <section id="tools" aria-labelledby="tools-title" className="flex scroll-mt-24 flex-col gap-6">
        <h2 id="tools-title" className="text-2xl font-semibold">
          Each tool's request
        </h2>
        <p className="text-sm text-muted-foreground">
          <code className="font-mono">POST /api/v1/tools/{"{slug}"}/runs</code> takes the body below for its tool. Text
          fields go in <code className="font-mono">input</code>, everything else in{" "}
          <code className="font-mono">options</code>; options left out take their defaults.
        </p>
        {toolSchemas.map((name) => (
          <section key={name} id={`schema-${name}`} aria-labelledby={`${name}-title`} className="scroll-mt-24">
            <h3 id={`${name}-title`} className="font-mono text-base font-semibold">
              {name.slice("RunRequest_".length)}
            </h3>
            {schemas[name].description && (
              <p className="mb-2 text-sm text-muted-foreground">{schemas[name].description}</p>
            )}
            <SchemaView schema={schemas[name]} />
          </section>
        ))}
      </section>

      <section aria-labelledby="schemas-title" className="flex flex-col gap-6">
        <h2 id="schemas-title" className="text-2xl font-semibold">
          Other schemas
        </h2>
        {otherSchemas.map((name) => (
          <section key={name} id={`schema-${name}`} aria-labelledby={`${name}-title`} className="scroll-mt-24">
            <h3 id={`${name}-title`} className="font-mono text-base font-semibold">
              {name}
            </h3>
            <SchemaView schema={schemas[name]} />
          </section>
        ))}
      </section>
    </div>
  );
}
