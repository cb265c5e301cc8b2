/**
 * Tailwind class merging without shipping tailwind-merge: at build time tailwind-merge itself is asked,
 * for every pair of classes this code base uses, which one a later class overrides; the answers are
 * kept as a small table (vite.config.ts, `virtual:class-conflicts`), and the browser merges with it.
 * For those classes the result is tailwind-merge's own (class-conflicts.test.ts checks it), without
 * its 8 kB of rules or the time it takes to build its lookup on first use.
 */

/** Conflict groups: classes in one group replace each other; a group also removes the groups it lists. */
export type ConflictTable = { groups: Record<string, number>; removes: Record<number, number[]> };

/** Modifiers (`sm:`, `hover:`…, in any order) and the `!` flag: classes only conflict within one such set. */
function variantKey(token: string): string {
  const parts = token.split(/:(?![^[]*\])/);
  const base = parts.pop() ?? "";
  const important = base.startsWith("!") || base.endsWith("!");
  return parts.sort().join(":") + (important ? "!" : "");
}

/** Build time: the table for `candidates` (every class-like word in the sources), from tailwind-merge. */
export function buildConflictTable(candidates: Iterable<string>, twMerge: (classes: string) => string): ConflictTable {
  // Classes tailwind-merge knows collapse when repeated; anything else it leaves alone, and so do we.
  const known = [...new Set(candidates)].filter((c) => !/\s/.test(c) && twMerge(`${c} ${c}`) === c).sort();
  const byVariant = new Map<string, string[]>();
  for (const c of known) {
    const key = variantKey(c);
    byVariant.set(key, [...(byVariant.get(key) ?? []), c]);
  }
  /** removedBy.get(b) = the classes that b, coming later, removes. */
  const removedBy = new Map<string, Set<string>>();
  for (const list of byVariant.values()) {
    for (const a of list) {
      for (const b of list) {
        if (a !== b && twMerge(`${a} ${b}`) === b) removedBy.set(b, (removedBy.get(b) ?? new Set()).add(a));
      }
    }
  }
  // A group is a set of classes that all replace each other (h-10, h-11…).
  const groups: Record<string, number> = {};
  let next = 0;
  for (const [b, removed] of removedBy) {
    if (b in groups) continue;
    const group = next++;
    groups[b] = group;
    for (const a of removed) if (removedBy.get(a)?.has(b)) groups[a] = group;
  }
  for (const removed of removedBy.values()) for (const a of removed) if (!(a in groups)) groups[a] = next++;
  const removes: Record<number, number[]> = {};
  for (const [b, removed] of removedBy) {
    for (const a of removed) {
      const [ga, gb] = [groups[a], groups[b]];
      if (ga === gb) continue;
      const list = removes[gb] ?? [];
      if (!list.includes(ga)) removes[gb] = [...list, ga];
    }
  }
  const table = { groups, removes };
  // The table must give tailwind-merge's answer for every pair; if a rule ever broke that, say so.
  for (const list of byVariant.values()) {
    for (const a of list) {
      for (const b of list) {
        if (a !== b && mergeClasses(table, `${a} ${b}`) !== twMerge(`${a} ${b}`)) {
          throw new Error(`class conflict table disagrees with tailwind-merge on "${a} ${b}"`);
        }
      }
    }
  }
  return table;
}

/** Merges a class list the way tailwind-merge does: from the end, a class is dropped if a later one overrides it. */
export function mergeClasses(table: ConflictTable, classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<number>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i];
    const group = table.groups[token];
    if (group === undefined) {
      kept.push(token);
      continue;
    }
    if (taken.has(group)) continue;
    kept.push(token);
    taken.add(group);
    for (const removed of table.removes[group] ?? []) taken.add(removed);
  }
  return kept.reverse().join(" ");
}
