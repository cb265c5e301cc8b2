/**
 * Small word lists and a rough lemma for the alignment's costs and the edits' types (no tagger:
 * the forms here are the ones learners' corrections touch most). Browser-safe, no dependencies.
 */

export const DETERMINERS = new Set(
  "a an the this that these those some any each every no much many another either neither my your his her its our their".split(
    " ",
  ),
);

export const PREPOSITIONS = new Set(
  "about above across after against along among around as at before behind below beside besides between beyond by despite down during except for from in inside into like near of off on onto out outside over past per since through throughout till to toward towards under until up upon via with within without".split(
    " ",
  ),
);

export const MODALS = new Set("can could will would shall should may might must".split(" "));

export const SUBJECT_PRONOUNS = new Set("i you he she it we they there".split(" "));

/** Irregular forms and their lemma: the verbs learners' agreement and tense errors touch most. */
const IRREGULAR: Record<string, string[]> = {
  be: ["am", "is", "are", "was", "were", "been", "being"],
  have: ["has", "had", "having"],
  do: ["does", "did", "done", "doing"],
  go: ["goes", "went", "gone", "going"],
  get: ["gets", "got", "gotten", "getting"],
  make: ["makes", "made", "making"],
  take: ["takes", "took", "taken", "taking"],
  come: ["comes", "came", "coming"],
  see: ["sees", "saw", "seen", "seeing"],
  know: ["knows", "knew", "known", "knowing"],
  think: ["thinks", "thought", "thinking"],
  give: ["gives", "gave", "given", "giving"],
  find: ["finds", "found", "finding"],
  tell: ["tells", "told", "telling"],
  become: ["becomes", "became", "becoming"],
  leave: ["leaves", "left", "leaving"],
  feel: ["feels", "felt", "feeling"],
  bring: ["brings", "brought", "bringing"],
  begin: ["begins", "began", "begun", "beginning"],
  keep: ["keeps", "kept", "keeping"],
  write: ["writes", "wrote", "written", "writing"],
  buy: ["buys", "bought", "buying"],
  teach: ["teaches", "taught", "teaching"],
  choose: ["chooses", "chose", "chosen", "choosing"],
  speak: ["speaks", "spoke", "spoken", "speaking"],
  grow: ["grows", "grew", "grown", "growing"],
  spend: ["spends", "spent", "spending"],
  child: ["children"],
  person: ["people"],
  man: ["men"],
  woman: ["women"],
};
const LEMMA_OF = new Map<string, string>(
  Object.entries(IRREGULAR).flatMap(([lemma, forms]) => [
    [lemma, lemma] as const,
    ...forms.map((f) => [f, lemma] as const),
  ]),
);

/**
 * A word's rough lemma: the irregular table, else the word lower-cased without a regular ending
 * (-ies → -y, -es, -s, -ed, -ing, doubled final consonant). Two forms of one word share it
 * ("stands"/"stand", "studies"/"study", "stopped"/"stop"); unrelated words rarely do.
 */
export function lemmaOf(word: string): string {
  const w = word.toLowerCase();
  const known = LEMMA_OF.get(w);
  if (known) return known;
  let stem = w;
  if (w.length > 4 && w.endsWith("ies")) stem = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ss|sh|ch|x|z|o)es$/.test(w)) stem = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) stem = w.slice(0, -1);
  else if (w.length > 4 && w.endsWith("ied")) stem = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("ed")) stem = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith("ing")) stem = w.slice(0, -3);
  // "stopp" → "stop", "mak" stays: a doubled consonant left by -ed/-ing is one letter.
  if (stem !== w && /([b-df-hj-np-tv-z])\1$/.test(stem)) stem = stem.slice(0, -1);
  // "liv" (lived, living) and "live" meet at "liv".
  if (stem.length > 3 && stem.endsWith("e")) stem = stem.slice(0, -1);
  return stem;
}

/** Whether two words differ by a plural or third-person -s alone ("kind"/"kinds", "go"/"goes", "has"/"have"). */
export function differsBySEnding(a: string, b: string): boolean {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y) return false;
  const pairs: [string, string][] = [
    ["has", "have"],
    ["is", "are"],
    ["was", "were"],
    ["does", "do"],
  ];
  if (pairs.some(([s, p]) => (x === s && y === p) || (x === p && y === s))) return true;
  const [short, long] = x.length < y.length ? [x, y] : [y, x];
  return long === `${short}s` || long === `${short}es` || (short.endsWith("y") && long === `${short.slice(0, -1)}ies`);
}

/** Character edit distance with a swap of neighbours as one edit (optimal string alignment), three rows. */
export function charDistance(a: string, b: string): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length];
}

export const isPunctuation = (token: string) => /^[^\p{L}\p{N}]+$/u.test(token);
export const isWord = (token: string) => /^[\p{L}\p{M}'’-]+$/u.test(token);
