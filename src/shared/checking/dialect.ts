/** The English spellings the offline checks know (Harper's dialects), one option on every surface. */
export const DIALECTS = ["american", "british", "australian", "canadian"] as const;
export type Dialect = (typeof DIALECTS)[number];

/** A dialect option's value (the grammar checker's, the API's, the editor's), American when absent or unknown. */
export const dialectOf = (value: unknown): Dialect => DIALECTS.find((d) => d === value) ?? "american";
