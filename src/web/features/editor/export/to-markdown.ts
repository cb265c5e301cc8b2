import type { RichBody } from "@shared/documents";
import { type Block, blocksOf, type Run } from "./blocks";

const escapeMarkdown = (text: string) =>
  text.replace(/([\\`*_[\]<>])/g, "\\$1").replace(/^(\s*)([#>+-]|\d+\.)(?=\s)/, "$1\\$2");

function inline(runs: Run[]): string {
  return runs
    .map((run) => {
      if (run.br) return "  \n";
      if (!run.text) return "";
      let text = run.code ? `\`${run.text}\`` : escapeMarkdown(run.text);
      // Markdown emphasis cannot start or end with a space: keep the spaces outside the markers.
      const [, lead, core, trail] = text.match(/^(\s*)([\s\S]*?)(\s*)$/) ?? ["", "", text, ""];
      text = core;
      if (text && run.italic) text = `*${text}*`;
      if (text && run.bold) text = `**${text}**`;
      if (text && run.href) text = `[${text}](${run.href.replace(/\(/g, "%28").replace(/\)/g, "%29")})`;
      return lead + text + trail;
    })
    .join("");
}

function line(block: Block): string {
  switch (block.kind) {
    case "heading":
      return `${"#".repeat(block.level)} ${inline(block.runs)}`;
    case "paragraph":
      return (block.quote ? "> " : "") + inline(block.runs).replace(/\n/g, block.quote ? "\n> " : "\n");
    case "item": {
      const marker = block.ordered ? `${block.number}.` : "-";
      return `${block.quote ? "> " : ""}${"   ".repeat(block.depth)}${marker} ${inline(block.runs)}`;
    }
    case "code":
      return `\`\`\`\n${block.text}\n\`\`\``;
    case "rule":
      return "---";
  }
}

/** The document as Markdown: headings (#), lists (- and 1.), quotes (>), links, bold and italic. */
export function toMarkdown(body: RichBody): string {
  const blocks = blocksOf(body);
  let out = "";
  blocks.forEach((block, i) => {
    const previous = blocks[i - 1];
    // Items of one list follow each other directly; every other block is a paragraph of its own.
    if (i > 0) out += block.kind === "item" && previous?.kind === "item" ? "\n" : "\n\n";
    out += line(block);
  });
  return `${out}\n`;
}
