// How many password hashes one process runs at once. Each scrypt hash holds a libuv pool thread for about a
// tenth of a second and 32 MiB (password.ts); the pool also compresses responses and reads files, so a flood of
// sign-ins left unbounded would queue every compressed API answer behind its hashes. A few hashes run at once,
// a few more wait their turn, and anything beyond is refused at once (the page answers 503 with Retry-After)
// instead of waiting in a queue that only grows. In memory, per process: the bound protects this process's pool.

export interface HashSlotLimits {
  /** Hashes running at once. */
  running: number;
  /** Hashes waiting for a running one to finish; beyond these, a hash is refused. */
  waiting: number;
}

/** Seconds a refused visitor is asked to wait: a hash takes about a tenth of a second, so the queue is gone by then. */
export const HASH_RETRY_AFTER_SECONDS = 2;

/** Thrown when every running and waiting place is taken. */
export class HashSlotsFull extends Error {
  constructor() {
    super('too many password hashes in progress');
  }
}

export class HashSlots {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(readonly limits: HashSlotLimits) {}

  /** Runs `hash` in a slot, after waiting for one if need be; throws HashSlotsFull when none is free or queued. */
  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.running) {
      if (this.queue.length >= this.limits.waiting) throw new HashSlotsFull();
      // The slot is handed over by the hash that ends (release), so `running` never drops in between.
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await hash();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.running--;
  }
}
