/** A readable rendering of a JSON Schema (as the OpenAPI document holds it): properties, types, limits. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
};

export const refName = (ref: string) => ref.split("/").pop() ?? ref;

/** A description from the document: `code` spans (its one bit of Markdown) as code. */
export function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/`([^`]+)`/).map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="font-mono">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

const characters = (n: number) => `${n.toLocaleString("en-US")} character${n === 1 ? "" : "s"}`;

/** A short type label: string, integer, array of X, one of "a", "b", a link to a named schema. */
function typeLabel(schema: Schema): string {
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(" or ");
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : (schema.type ?? "any");
  if (type === "array" && schema.items) return `array of ${typeLabel(schema.items)}`;
  if (type === "object" && !schema.properties && schema.additionalProperties && schema.additionalProperties !== true) {
    return `map of ${typeLabel(schema.additionalProperties)}`;
  }
  return schema.format === "uuid" ? "string (uuid)" : type;
}

const SAFE_LIMIT = 2 ** 53 - 1;

function constraints(schema: Schema): string[] {
  const out: string[] = [];
  if (schema.enum) out.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(", ")}`);
  if (schema.minimum !== undefined && Math.abs(schema.minimum) < SAFE_LIMIT) out.push(`min ${schema.minimum}`);
  if (schema.maximum !== undefined && Math.abs(schema.maximum) < SAFE_LIMIT) out.push(`max ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`at least ${characters(schema.minLength)}`);
  if (schema.maxLength !== undefined) out.push(`at most ${characters(schema.maxLength)}`);
  if (schema.default !== undefined && typeof schema.default !== "object")
    out.push(`default ${JSON.stringify(schema.default)}`);
  return out;
}

/** An object's properties as a nested list; named schemas are links to their own section. */
export function SchemaView({ schema }: { schema: Schema }) {
  if (schema.$ref) {
    return (
      <p className="text-sm">
        <a href={`#schema-${refName(schema.$ref)}`} className="font-mono text-primary underline underline-offset-4">
          {refName(schema.$ref)}
        </a>
      </p>
    );
  }
  if (!schema.properties) {
    return (
      <p className="text-sm">
        <span className="font-mono">{typeLabel(schema)}</span>
        {constraints(schema).length > 0 && (
          <span className="text-muted-foreground"> · {constraints(schema).join(" · ")}</span>
        )}
      </p>
    );
  }
  const required = new Set(schema.required ?? []);
  return (
    <ul className="flex flex-col gap-2 border-l border-border pl-4 text-sm">
      {Object.entries(schema.properties).map(([name, property]) => (
        <li key={name}>
          <p>
            <code className="font-mono font-semibold">{name}</code>{" "}
            <span className="font-mono text-muted-foreground">
              {property.$ref ? (
                <a href={`#schema-${refName(property.$ref)}`} className="text-primary underline underline-offset-4">
                  {refName(property.$ref)}
                </a>
              ) : (
                typeLabel(property)
              )}
            </span>
            {required.has(name) ? <span className="ml-2 text-xs font-medium text-destructive">required</span> : null}
          </p>
          {(property.description || constraints(property).length > 0) && (
            <p className="text-muted-foreground">
              {[property.description, ...constraints(property)].filter(Boolean).join(" · ")}
            </p>
          )}
          {property.properties && (
            <div className="mt-2">
              <SchemaView schema={property} />
            </div>
          )}
          {property.items?.properties && (
            <div className="mt-2">
              <SchemaView schema={property.items} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
