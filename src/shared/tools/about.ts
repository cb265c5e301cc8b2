import { groupDigits } from "../format";
import { DEFAULT_WORDS_LIMIT, PLANS } from "../plans";
import { downloadFormats, isTextField, type Tool } from "./types";

export type ToolAbout = {
  /** The page's marketing heading (an h2 under the tool's own h1). */
  heading: string;
  intro: string;
  /** For the keywords meta tag. */
  keywords: string[];
  /** The entry's own questions first, then the ones every tool answers from its entry. */
  faq: { q: string; a: string }[];
};

const number = groupDigits;
const proWords = PLANS.find((plan) => plan.id === "professional")?.words ?? 50_000;
const FORMAT_NAMES = { txt: "plain text", docx: "Word (.docx)", pdf: "PDF", html: "HTML" } as const;

/** "a, b and c". */
function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * A tool page's marketing copy, built from its registry entry so that it says only what the tool
 * really does (its fields, options, limits and downloads) and a new tool has it at once. An entry's
 * hand-written `faq` comes first.
 */
export function toolAbout(tool: Tool): ToolAbout {
  const textFields = tool.fields.filter(isTextField);
  const selects = tool.fields.filter((f) => f.kind === "select");
  const toggles = tool.fields.filter((f) => f.kind === "switch" || f.kind === "checkbox");
  const formats = tool.download ? downloadFormats(tool.download).map((format) => FORMAT_NAMES[format]) : [];
  const keep = formats.length ? `copy or save as ${list(formats)}` : "copy";

  const adjustable = [
    ...selects.map((f) => {
      const choices = f.choices.map((c) => c.label);
      const shown = choices.length > 6 ? [...choices.slice(0, 6), "more"] : choices;
      return `${f.label} (${list(shown)})`;
    }),
    ...toggles.map((f) => f.label),
    ...tool.fields.filter((f) => f.kind === "slider" || f.kind === "number").map((f) => f.label),
  ];

  const generated: ToolAbout["faq"] = [
    {
      q: `Is the ${tool.name} free?`,
      a: `Yes. Every account has ${number(DEFAULT_WORDS_LIMIT)} words a month on the free plan, and a run uses words from that allowance; the Pro plan has ${number(proWords)}. Your word meter shows what is left before you run.`,
    },
    {
      q: `How much text can I give the ${tool.name}?`,
      a: `${list(textFields.map((f) => `${f.label}: up to ${number(f.maxChars)} characters`))}. Text longer than the words you have left this month is refused before anything is charged.`,
    },
    ...(adjustable.length
      ? [
          {
            q: `What can I adjust?`,
            a: `${list(adjustable)}. Each choice changes the instructions the AI model is given.`,
          },
        ]
      : []),
    {
      q: "What happens to my text?",
      a: `Each result appears in an editable box that you can ${keep}. It is also kept in your Documents, visible only to your account, where you can reopen or delete it at any time.`,
    },
  ];

  const choose = [...selects, ...toggles].map((f) => f.label.toLowerCase()).slice(0, 4);
  const start =
    textFields.length > 1
      ? `Fill in ${list(textFields.length > 3 ? [...textFields.slice(0, 3).map((f) => f.label), "more"] : textFields.map((f) => f.label))}`
      : `Paste or type your ${textFields[0]?.label.toLowerCase() ?? "text"}`;
  const outcome =
    tool.run === "check"
      ? "and the checker lists what it finds, each with a fix to accept"
      : "and the result streams in as the AI model writes it";
  const intro = [
    `${tool.description}.`,
    `${start}${choose.length ? `, choose ${list(choose)}` : ""}, ${outcome}.`,
    formats.length
      ? `Edit the result in place, copy it, or save it as ${list(formats)}.`
      : "Edit the result in place or copy it.",
  ].join(" ");

  const name = tool.name.toLowerCase();
  const group = tool.group === "translator" ? "translation tool" : `${tool.group} tool`;
  const keywords = [name, `ai ${name}`, `free ${name} online`, `${name} tool`, `ai ${group}`, "ai writing assistant"];
  // "SEO articles…" keeps its capitals; "Rephrase text…" reads "rephrase text…" after the colon.
  const lead = /^[A-Z][a-z]/.test(tool.description)
    ? tool.description.charAt(0).toLowerCase() + tool.description.slice(1)
    : tool.description;

  return {
    heading: `${tool.name}: ${lead}, free with AI`,
    intro,
    keywords,
    faq: [...(tool.faq ?? []), ...generated],
  };
}
