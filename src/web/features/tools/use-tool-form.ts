import { defaultValues, type Field, type Tool, type Values } from "@shared/tools";
import { useCallback, useState } from "react";

/** The choices a select offers now: a `dependsOn` select follows the other field's value. */
export function choicesFor(field: Extract<Field, { kind: "select" }>, values: Values) {
  if (!field.dependsOn) return field.choices;
  return field.dependsOn.choices[String(values[field.dependsOn.field])] ?? field.choices;
}

/**
 * A tool form's values, starting from the tool's defaults (and `initial`, a screen's own starting
 * values). Changing a select resets the selects that depend on it to their first choice, so a region
 * never outlives its jurisdiction.
 */
export function useToolForm(tool: Tool, initial?: Values) {
  const [values, setValues] = useState<Values>(() => ({ ...defaultValues(tool), ...initial }));

  const setValue = useCallback(
    (name: string, value: Values[string]) =>
      setValues((current) => {
        const next = { ...current, [name]: value };
        for (const f of tool.fields) {
          if (f.kind === "select" && f.dependsOn?.field === name) {
            const offered = choicesFor(f, next);
            if (!offered.some((c) => c.value === next[f.name])) next[f.name] = offered[0]?.value ?? "";
          }
        }
        return next;
      }),
    [tool],
  );

  const reset = useCallback(() => setValues({ ...defaultValues(tool), ...initial }), [tool, initial]);
  return { values, setValue, setValues, reset };
}

/** One field of a tool by name (of one kind), for screens that lay their fields out themselves. */
export function fieldNamed<K extends Field["kind"] = Field["kind"]>(
  tool: Tool,
  name: string,
  kind?: K,
): Field & { kind: K } {
  const field = tool.fields.find((f) => f.name === name && (!kind || f.kind === kind));
  if (!field) throw new Error(`${tool.slug} has no ${kind ?? "field"} "${name}"`);
  return field as Field & { kind: K };
}
