/**
 * Calls made in the same turn of the event loop, run together: `runMany` gets every item asked for
 * before the turn ends (at most `max`, in the order asked) and answers each, in the same order.
 * Under load many runs end in one turn (their upstream replies arrive together), and one statement
 * for all of them costs PostgreSQL one plan start, one commit and one round trip instead of one
 * each; alone, an item waits for nothing but the end of the current turn (setImmediate).
 *
 * `key`: two items with the same key never share a group (the later one goes to the next group).
 * When a group of several fails, each of its items is run again alone, so one bad item (or a
 * deadlock the group could not avoid) fails only its own call.
 *
 * Why, what it measured and how to undo it: docs/decisions/0011-runs-grouped-per-turn.md.
 */
export function perTurn<I, O>(
  runMany: (items: I[]) => Promise<O[]>,
  opts: { max: number; key: (item: I) => string },
): (item: I) => Promise<O> {
  type Waiting = { item: I; resolve: (out: O) => void; reject: (error: unknown) => void };
  let groups: { waiting: Waiting[]; keys: Set<string> }[] = [];

  const settle = async (waiting: Waiting[]) => {
    try {
      const out = await runMany(waiting.map((w) => w.item));
      for (const [i, w] of waiting.entries()) w.resolve(out[i]);
    } catch (error) {
      if (waiting.length === 1) return waiting[0].reject(error);
      for (const w of waiting) settle([w]);
    }
  };

  const flush = () => {
    const ready = groups;
    groups = [];
    for (const group of ready) settle(group.waiting);
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      if (groups.length === 0) setImmediate(flush);
      const key = opts.key(item);
      let group = groups.find((g) => g.waiting.length < opts.max && !g.keys.has(key));
      if (!group) {
        group = { waiting: [], keys: new Set() };
        groups.push(group);
      }
      group.keys.add(key);
      group.waiting.push({ item, resolve, reject });
    });
}
