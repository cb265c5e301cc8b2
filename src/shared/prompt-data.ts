/**
 * Text someone else wrote, placed in a model's prompt as quoted data rather than as instructions
 * (docs/decisions/0033-guide-in-prompts.md): JSON between an opening and a closing tag, each on a
 * line of its own. JSON carries every character (quotes, newlines, backslashes) escaped, and every
 * "<" is written "\u003c" (the same JSON value), so neither tag, nor any other, can occur inside:
 * whatever the text says, the fence ends where the prompt ends it.
 */

/** `<tag>`, the JSON text, `</tag>`. `json` must be JSON text: there a "<" can only sit inside a string. */
export function fenceJson(tag: string, json: string): string {
  return `<${tag}>\n${json.replace(/</g, "\\u003c")}\n</${tag}>`;
}

/** A value as one line of JSON (a string keeps its newlines escaped), its "<" already written "\u003c". */
export const jsonLine = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
