import { LRUCache } from "lru-cache";

/**
 * Corrections the model already made, kept in memory so a paragraph checked again (unchanged) costs
 * no model call and no words (docs/decisions/0047-deep-check.md). One per process, bounded by
 * entries and characters; the least recently used goes first. A key names its user (so a free
 * answer never tells one user what another checked), the model and the whole prompt (the dialect,
 * the guide as it reads now, the paragraph).
 */
export class CorrectionCache {
  private readonly entries: LRUCache<string, string>;

  constructor(maxEntries = 5000, maxChars = 5_000_000) {
    this.entries = new LRUCache<string, string>({
      max: maxEntries,
      maxSize: maxChars,
      // lru-cache takes only sizes of at least 1: an empty correction counts as one character.
      sizeCalculation: (value) => Math.max(1, value.length),
    });
  }

  get(key: string): string | undefined {
    return this.entries.get(key);
  }

  /** A correction longer than the whole character bound is not kept (nor its key's older one). */
  set(key: string, value: string): void {
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The process's cache of corrections. */
export const corrections = new CorrectionCache();
