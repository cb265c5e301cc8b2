/** A name's possessive as shown to people: "Acme School's", but "Acme Writers'" (ends in s: an apostrophe only). */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
