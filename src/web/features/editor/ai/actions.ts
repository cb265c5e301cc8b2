import { type Choice, findTool, type ToolEntry } from "@shared/tools";

/**
 * What the editor's AI menu offers on a selection, each a tool of the registry run on the selected
 * text: which tool, which of its text fields gets the selection, and which of its options the user
 * picks (its choices are the tool's own), if any. The run is the tool's run (same validation,
 * kill switch and allowance), made for the document.
 */
export type AiAction = {
  id: string;
  label: string;
  tool: ToolEntry;
  /** The tool's text field the selection goes into. */
  field: string;
  /** The option the user picks in a second list (the paraphraser's modes, the tones, the languages). */
  pick?: { name: string; label: string; choices: Choice[] };
  /** The run's text to put in place of the selection: its output, or a check's corrected text. */
  reply: "output" | "corrected";
};

function tool(slug: string): ToolEntry {
  const found = findTool(slug);
  if (!found) throw new Error(`No tool ${slug}`);
  return found;
}

/** The choices of the tool's select option `name`, as the tool page offers them. */
function pickOf(entry: ToolEntry, name: string, label: string): AiAction["pick"] {
  const field = entry.fields.find((f) => f.name === name);
  if (field?.kind !== "select") throw new Error(`${entry.slug} has no select option ${name}`);
  return { name, label, choices: field.choices };
}

const paraphraser = tool("paraphraser");
const tones = tool("tone-adjuster");
const translator = tool("language-translator");

export const AI_ACTIONS: AiAction[] = [
  {
    id: "paraphrase",
    label: "Paraphrase",
    tool: paraphraser,
    field: "text",
    pick: pickOf(paraphraser, "mode", "Mode"),
    reply: "output",
  },
  { id: "shorten", label: "Shorten", tool: tool("sentence-shortener"), field: "text", reply: "output" },
  { id: "expand", label: "Expand", tool: tool("sentence-expander"), field: "text", reply: "output" },
  {
    id: "tone",
    label: "Change tone",
    tool: tones,
    field: "text",
    pick: pickOf(tones, "tone", "Tone"),
    reply: "output",
  },
  { id: "grammar", label: "Fix grammar (AI)", tool: tool("grammar-checker"), field: "text", reply: "corrected" },
  {
    id: "translate",
    label: "Translate",
    tool: translator,
    field: "text",
    pick: pickOf(translator, "target", "Language"),
    reply: "output",
  },
];
