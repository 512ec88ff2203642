// The daily caps while Redis cannot count (docs/decisions.md, "Reads through a Redis outage, and feed items on
// another outlet's domain"): rate-limiter-flexible hands a failed count to an insurance limiter, here one in this
// process's memory that allows each caller this process's share of its cap, ceil(cap / API processes), for the
// rest of the UTC day. A caller this process counted in Redis recently starts from its share of what it had left
// then, so a caller who had spent its cap stays refused. What memory allowed is counted back into Redis once Redis
// answers again: each batch of units is added under a one-off marker in one Lua script, so a write whose reply was
// lost and is retried adds nothing twice.
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRes, type IRateLimiterOptions } from 'rate-limiter-flexible';
import type { Logger } from '../log';

/** Counts read from Redis that are remembered per process (the oldest goes first), as the key cache bounds itself. */
const REMEMBERED_COUNTS = 10_000;

/** Results answered from memory, so the cap can report them as this process's approximate share. */
const answeredFromMemory = new WeakSet<RateLimiterRes>();

export function fromMemory(res: RateLimiterRes): boolean {
  return answeredFromMemory.has(res);
}

/** The latest count Redis gave for each counter this process counted, bounded in size. */
export class LastCounts {
  private readonly counts = new Map<string, number>();

  remember(counter: string, consumed: number): void {
    this.counts.delete(counter);
    if (this.counts.size >= REMEMBERED_COUNTS) {
      const oldest = this.counts.keys().next().value;
      if (oldest !== undefined) this.counts.delete(oldest);
    }
    this.counts.set(counter, consumed);
  }

  get(counter: string): number | undefined {
    return this.counts.get(counter);
  }
}

export interface OutageShare {
  /** The tier's whole daily cap. */
  cap: number;
  /** API processes sharing the cap (API_PROCESSES). */
  processes: number;
  lastCounts: LastCounts;
  /** Called for every unit memory allowed, with the counter's lifetime in seconds. */
  spent(counter: string, points: number, durationSeconds: number): void;
}

/** This process's share of a cap: what it allows from memory in a day without Redis. */
export function processShare(cap: number, processes: number): number {
  return Math.ceil(cap / processes);
}

/** The insurance limiter: memory, one share per caller and day, started from the caller's last known count. */
export class OutageLimiter extends RateLimiterMemory {
  constructor(
    options: Pick<IRateLimiterOptions, 'keyPrefix' | 'duration'>,
    private readonly share: OutageShare,
  ) {
    super({ ...options, points: processShare(share.cap, share.processes) });
  }

  override async consume(
    key: string | number,
    points = 1,
    options: { customDuration?: number } = {},
  ): Promise<RateLimiterRes> {
    await this.startFromLastCount(String(key), options);
    try {
      const res = await super.consume(key, points, options);
      this.share.spent(String(key), points, options.customDuration ?? this.duration);
      answeredFromMemory.add(res);
      return res;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) answeredFromMemory.add(rejection);
      throw rejection;
    }
  }

  override async get(key: string | number, options: { customDuration?: number } = {}) {
    await this.startFromLastCount(String(key), options);
    const res = await super.get(key);
    if (res) answeredFromMemory.add(res);
    return res;
  }

  /**
   * The first time memory sees a counter, it takes as spent what the caller's last Redis count leaves out of this
   * process's share: with c of the cap spent, each process allows ceil((cap - c) / processes) more.
   */
  private async startFromLastCount(key: string, options: { customDuration?: number }): Promise<void> {
    const last = this.share.lastCounts.get(key);
    if (last === undefined || (await super.get(key)) !== null) return;
    const left = processShare(Math.max(0, this.share.cap - last), this.share.processes);
    if (this.points - left > 0) await super.penalty(key, this.points - left, options);
  }
}

// KEYS: the counter, the write's marker. ARGV: units to add, the counter's lifetime in ms. The marker makes the
// write happen once; the counter is created (as rate-limiter-flexible creates it) when Redis lost it.
const COUNT_BACK = `
if not redis.call('SET', KEYS[2], '1', 'NX', 'PX', ARGV[2]) then return 0 end
redis.call('SET', KEYS[1], 0, 'PX', ARGV[2], 'NX')
redis.call('INCRBY', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) == -1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1
`;

interface Write {
  counter: string;
  units: number;
  /** When the counter expires (ms since the epoch): a write for a day that is over is dropped. */
  expiresAt: number;
}

/** Units memory allowed, added to their Redis counters once Redis answers. */
export class CountBack {
  /** Units not yet given a write, by Redis counter key. */
  private readonly pending = new Map<string, Write>();
  /** Writes given a marker, by marker key: retried with the same marker until Redis confirms one. */
  private readonly unsettled = new Map<string, Write>();
  private running: Promise<void> | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly markerPrefix: string,
    private readonly logger?: Logger,
    private readonly clock: () => number = Date.now,
  ) {}

  add(counter: string, units: number, lifetimeSeconds: number): void {
    const waiting = this.pending.get(counter);
    if (waiting) waiting.units += units;
    else this.pending.set(counter, { counter, units, expiresAt: this.clock() + lifetimeSeconds * 1000 });
  }

  /** Units waiting to be counted back. */
  waiting(): number {
    let units = 0;
    for (const write of [...this.pending.values(), ...this.unsettled.values()]) units += write.units;
    return units;
  }

  /** Writes what is waiting; one run at a time, and a run that fails leaves the rest for the next. */
  flush(): Promise<void> {
    this.running ??= this.write().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async write(): Promise<void> {
    for (const write of this.pending.values())
      this.unsettled.set(`${this.markerPrefix}:${randomUUID()}`, write);
    this.pending.clear();
    let written = 0;
    for (const [marker, write] of this.unsettled) {
      const lifetimeMs = write.expiresAt - this.clock();
      if (lifetimeMs > 0) {
        try {
          await this.redis.eval(COUNT_BACK, 2, write.counter, marker, write.units, lifetimeMs);
        } catch (err) {
          this.logger?.warn(
            { err: { message: (err as Error).message }, waiting: this.waiting() },
            'counting back into Redis failed; retrying when it answers',
          );
          return;
        }
        written += write.units;
      }
      this.unsettled.delete(marker);
    }
    if (written > 0) this.logger?.info({ units: written }, 'requests served without Redis counted back');
  }
}
