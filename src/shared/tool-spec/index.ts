import { z } from "zod";
import { EXPLORE_SPECS } from "./explore";
import { IMPROVE_SPECS } from "./improve";
import { REWRITE_SPECS } from "./rewrite";
import { TRANSLATOR_SPECS } from "./translator";
import type { Field, ToolSpec, Values } from "./types";
import { WRITE_SPECS } from "./write";

export * from "./types";

const SPECS = new Map<string, ToolSpec>(
  [...WRITE_SPECS, ...REWRITE_SPECS, ...IMPROVE_SPECS, ...EXPLORE_SPECS, ...TRANSLATOR_SPECS].map((spec) => [
    spec.slug,
    spec,
  ]),
);

export function specFor(slug: string): ToolSpec | undefined {
  return SPECS.get(slug);
}

export const isTextField = (f: Field): f is Extract<Field, { kind: "textarea" | "text" }> =>
  f.kind === "textarea" || f.kind === "text";

/** Default option values, as the form starts. */
export function defaultValues(spec: ToolSpec): Values {
  const values: Values = {};
  for (const f of spec.fields) values[f.name] = isTextField(f) ? "" : f.default;
  return values;
}

function fieldSchema(f: Field): z.ZodType {
  switch (f.kind) {
    case "textarea":
    case "text": {
      const max = z
        .string()
        .max(f.maxChars, `${f.label}: maximum ${f.maxChars.toLocaleString("en-US")} characters allowed`);
      const base = f.required ? max.refine((v) => v.trim().length > 0, f.required) : max;
      return f.required ? z.string({ error: f.required }).pipe(base) : base.default("");
    }
    case "select": {
      const values = new Set(f.choices.map((c) => c.value));
      return z
        .string()
        .refine((v) => values.has(v), `${f.label}: please choose one of the listed options.`)
        .default(f.default);
    }
    case "switch":
      return z.boolean().default(f.default);
    case "number":
    case "slider":
      return z.number().min(f.min).max(f.max).default(f.default);
  }
}

/**
 * The request schema of a tool's run: text fields in `input`, the rest in `options`, each with the
 * tool's own messages; the cross-field rules (`validate`) run after.
 */
export function runSchemaFor(spec: ToolSpec) {
  const input: Record<string, z.ZodType> = {};
  const options: Record<string, z.ZodType> = {};
  for (const f of spec.fields) (isTextField(f) ? input : options)[f.name] = fieldSchema(f);
  return z
    .object({
      input: z.object(input, { error: spec.fields.find(isTextField)?.required ?? "Invalid input." }),
      options: z.object(options).default(() => z.object(options).parse({})),
      presetId: z.string().max(50).optional(),
      /** Sentence-by-sentence and similar single-part runs; the draft number for multi-draft tools. */
      draftIndex: z.number().int().min(0).max(9).optional(),
    })
    .superRefine((body, ctx) => {
      const problem = spec.validate?.({ ...body.input, ...body.options } as Values);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** All the words a user typed into a run (what must fit the remaining allowance). */
export function inputText(spec: ToolSpec, input: Record<string, unknown>): string {
  return spec.fields
    .filter(isTextField)
    .map((f) => String(input[f.name] ?? ""))
    .join("\n");
}

/** Spec §9: generated questions and resumes lose markdown asterisks, hash headings and emoji. */
export function toPlainText(text: string): string {
  return text
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, "")
    .replace(/^#{1,6}\s*/gm, "")
    .replace(/\*+/g, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/[ \t]+$/gm, "");
}
