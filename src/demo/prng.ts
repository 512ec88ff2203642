// Seeded pseudo-random numbers for the demo corpus. Every draw of the generator goes through one
// instance, so a seed (and the other options) always yields a byte-identical corpus.

/** A small seeded random source with the helpers the demo generator needs. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    // Fold any finite number (negative, fractional, large) into a 32-bit state.
    this.state = Math.floor(seed * 2654435761) >>> 0 || 0x9e3779b9;
  }

  /** Uniform float in [0, 1): mulberry32, fast and good enough for synthetic text. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items in random order (all of them when count >= length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = items.slice();
    const n = Math.min(count, pool.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j], pool[i]];
    }
    return pool.slice(0, n);
  }
}
