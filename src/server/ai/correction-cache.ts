/**
 * Corrections the model already made, kept in memory so a paragraph checked again (unchanged) costs
 * no model call and no words (docs/decisions/0047-deep-check.md). One per process, bounded by
 * entries and characters; the least recently used goes first. A key names its user (so a free
 * answer never tells one user what another checked), the model and the whole prompt (the dialect,
 * the guide as it reads now, the paragraph). A bounded Map rather than the `lru-cache` package:
 * that is not one of the project's dependencies (only an old copy sits deep in node_modules).
 */
export class CorrectionCache {
  private readonly entries = new Map<string, string>();
  private chars = 0;

  constructor(
    private readonly maxEntries = 5000,
    private readonly maxChars = 5_000_000,
  ) {}

  get(key: string): string | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Map keeps insertion order: taking it out and back in makes it the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: string): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.chars -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.chars += value.length;
    for (const [oldest, text] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.entries.delete(oldest);
      this.chars -= text.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The process's cache of corrections. */
export const corrections = new CorrectionCache();
