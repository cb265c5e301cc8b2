import { z } from "zod";
import { type Field, isTextField, type Tool, tooLongMessage, type Values } from "./types";

/*
 * The run request's schema, from a tool's entry. Kept apart from the registry so pages that only
 * list tools (the landing page, the sidebar) do not load zod.
 */

function fieldSchema(f: Field): z.ZodType {
  switch (f.kind) {
    case "textarea":
    case "text": {
      const max = z.string().max(f.maxChars, tooLongMessage(f));
      const base = f.required ? max.refine((v) => v.trim().length > 0, f.required) : max;
      // The limit is stated again as metadata: the input side of a pipe hides it from the OpenAPI document.
      const schema = f.required ? z.string({ error: f.required }).pipe(base) : base.default("");
      return schema.meta({ maxLength: f.maxChars });
    }
    case "select": {
      const values = new Set(f.choices.map((c) => c.value));
      return (
        z
          .string()
          .refine((v) => values.has(v), `${f.label}: please choose one of the listed options.`)
          // What the public API's OpenAPI document shows (the refinement above is what checks it).
          .meta({ enum: [...values] })
          .default(f.default)
      );
    }
    case "switch":
    case "checkbox":
      return z.boolean().default(f.default);
    case "number":
    case "slider":
      return z.number().min(f.min).max(f.max).default(f.default);
  }
}

const built = new WeakMap<Tool, ReturnType<typeof buildRunSchema>>();

/**
 * The request schema of a tool's run: text fields in `input`, the rest in `options`, each with the
 * tool's own messages; the cross-field rules (`validate`) run after. Built once per tool: building
 * a zod schema costs more than parsing with it, and every run needs one.
 */
export function runSchemaFor(tool: Tool) {
  let schema = built.get(tool);
  if (!schema) {
    schema = buildRunSchema(tool);
    built.set(tool, schema);
  }
  return schema;
}

function buildRunSchema(tool: Tool) {
  const input: Record<string, z.ZodType> = {};
  const options: Record<string, z.ZodType> = {};
  for (const f of tool.fields) (isTextField(f) ? input : options)[f.name] = fieldSchema(f);
  // One object schema for the options, also used for their defaults: building it in the default
  // function built a zod schema on every run sent without options (a twentieth of a run's CPU).
  const optionsSchema = z.object(options);
  return z
    .object({
      input: z.object(input, { error: tool.fields.find(isTextField)?.required ?? "Invalid input." }),
      options: optionsSchema.default(() => optionsSchema.parse({})),
      // Any other id answers 400 UNKNOWN_PRESET (the prompt builder); the enum is what the API documents.
      presetId: (tool.presets?.length
        ? z
            .string()
            .max(50)
            .meta({ enum: tool.presets.map((p) => p.id) })
        : z.string().max(50)
      ).optional(),
      /** Sentence-by-sentence and similar single-part runs; the draft number for multi-draft tools. */
      draftIndex: z.number().int().min(0).max(9).optional(),
      /** false: this run ignores the caller's style guide (its terms, voice, tone and spelling). */
      styleGuide: z
        .boolean()
        .optional()
        .meta({
          description:
            "false: this run ignores your style guide (its voice, tone, spelling and terms) and its document records none. " +
            "Absent or true: the run follows your organization's guide, or your own.",
        }),
    })
    .superRefine((body, ctx) => {
      const problem = tool.validate?.({ ...body.input, ...body.options } as Values);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}
