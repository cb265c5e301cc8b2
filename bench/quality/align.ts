/**
 * Gold edits: a source line aligned to a reference line token by token (Levenshtein: substitution,
 * insertion and deletion each cost 1, ties broken toward a match, then a substitution), and every run
 * of adjacent non-matching steps merged into one edit. An edit covers source tokens [from, to)
 * (from === to for an insertion before token `from`) and brings `replacement` tokens in their place.
 * Cheaper than ERRANT's linguistically weighted alignment, and enough to count which edits a finding touches.
 */
export type Edit = { from: number; to: number; source: string[]; replacement: string[] };

/** The token edit distance alone (two rows, no backtrace). */
export function editDistance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length];
}

export function goldEdits(source: string[], reference: string[]): Edit[] {
  const n = source.length;
  const m = reference.length;
  const cost: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = 0; i <= n; i++) cost[i][0] = i;
  for (let j = 0; j <= m; j++) cost[0][j] = j;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const diagonal = cost[i - 1][j - 1] + (source[i - 1] === reference[j - 1] ? 0 : 1);
      cost[i][j] = Math.min(diagonal, cost[i - 1][j] + 1, cost[i][j - 1] + 1);
    }
  }
  // Backtrace from the end; each step either keeps a token or belongs to the current edit.
  const edits: Edit[] = [];
  let open: { from: number; to: number; rFrom: number; rTo: number } | undefined;
  const close = () => {
    if (!open) return;
    edits.push({
      from: open.from,
      to: open.to,
      source: source.slice(open.from, open.to),
      replacement: reference.slice(open.rFrom, open.rTo),
    });
    open = undefined;
  };
  const extend = (i: number, j: number) => {
    if (open) {
      open.from = i;
      open.rFrom = j;
    } else open = { from: i, to: i, rFrom: j, rTo: j };
  };
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && source[i - 1] === reference[j - 1] && cost[i][j] === cost[i - 1][j - 1]) {
      close();
      i--;
      j--;
      continue;
    }
    if (!open) open = { from: i, to: i, rFrom: j, rTo: j };
    if (i > 0 && j > 0 && cost[i][j] === cost[i - 1][j - 1] + 1) {
      i--;
      j--;
    } else if (i > 0 && cost[i][j] === cost[i - 1][j] + 1) i--;
    else j--;
    extend(i, j);
  }
  close();
  return edits.reverse();
}
