/**
 * JFLEG's lines are tokenized (PTB-like: "do n't", "it 's", "word ."). The checker reads prose, so a
 * line is detokenized for it, and each token's character span in the prose is kept to map findings
 * back. The detokenizer is deliberately small:
 * - no space before closing punctuation `. , ; : ! ? ) ] } % ...` nor before a clitic (`'s 're 've 'll
 *   'd 'm n't`, and `'` alone, the possessive of a plural);
 * - no space after an opening bracket `( [ {` or a currency sign `$`;
 * - straight double quotes alternate: the first of a pair takes no space after, the second none before.
 * Everything else is joined by one space. `tokenize` is its inverse for the checker's corrected prose.
 */

const CLOSING = new Set([".", ",", ";", ":", "!", "?", ")", "]", "}", "%", "...", "''"]);
const OPENING = new Set(["(", "[", "{", "$", "``"]);
const CLITIC = /^(?:'s|'re|'ve|'ll|'d|'m|n't|')$/i;

export type Detokenized = { text: string; spans: { start: number; end: number }[] };

export function detokenize(tokens: string[]): Detokenized {
  let text = "";
  const spans: { start: number; end: number }[] = [];
  let quoteOpen = false;
  let glueNext = true; // no space before the first token
  for (const token of tokens) {
    let glue = glueNext || CLOSING.has(token) || CLITIC.test(token);
    glueNext = OPENING.has(token);
    if (token === '"') {
      if (quoteOpen) glue = true;
      else glueNext = true;
      quoteOpen = !quoteOpen;
    }
    if (!glue) text += " ";
    spans.push({ start: text.length, end: text.length + token.length });
    text += token;
  }
  return { text, spans };
}

/**
 * Prose back into the corpus's tokens: words, clitics split off ("don't" → "do n't", "it's" → "it 's"),
 * and punctuation marks as tokens of their own ("..." kept whole). Hyphens and slashes inside a word stay.
 */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    if (!chunk) continue;
    for (const piece of chunk.match(/\.\.\.|--|''|&\w+;|\w[\w\-/']*(?:\.\w+)*|'\w*|[^\w\s]/g) ?? []) {
      const clitic = piece.match(/^(.+?)(n't|'s|'re|'ve|'ll|'d|'m|')$/i);
      if (clitic && clitic[1].length > 0) out.push(clitic[1], clitic[2]);
      else out.push(piece);
    }
  }
  return out;
}
