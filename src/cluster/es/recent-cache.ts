// What the ingest process remembers between cycles about recent events and articles (clustering states, article
// features, the article fields event analysis reads), so a cycle fetches from Elasticsearch only what it has not
// seen. Entries are keyed by id and dated; whatever ended before the current candidate windows is forgotten, so
// the memory held follows the window, not the archive.
export class RecentCache<T> {
  private readonly entries = new Map<number, { value: T; at: number }>();

  get(id: number): T | undefined {
    return this.entries.get(id)?.value;
  }

  /** @param at epoch milliseconds the entry stays relevant until windows move past (an event's last article). */
  set(id: number, value: T, at: number): void {
    this.entries.set(id, { value, at });
  }

  delete(id: number): void {
    this.entries.delete(id);
  }

  /** Forgets entries dated before `before`; a late article that needs one again fetches it. */
  forgetBefore(before: number): void {
    for (const [id, { at }] of this.entries) if (at < before) this.entries.delete(id);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
