// Limits on guessing, counted in Redis so every API process shares them: sign-ins per account
// and client address, per address, and per account from everywhere (a slower backstop), and sign-ups per address.
// A sign-in attempt is counted before its password is hashed, by one Lua script that refuses it when any count is
// at its limit and otherwise adds it to all three at once: a burst of concurrent attempts cannot pass together,
// and no more attempts than the limits allow ever reach the hash. A success takes its attempt back (it was no
// failure) and clears its account's count from that address (NIST SP 800-63B limits consecutive failures); the
// other counts run out with their windows. Keying the per-account limit to the address too means a stranger's
// failures lock the account out only from the stranger's network; the backstop, over all addresses, still stops
// guessing spread over many. An account is counted by its email whether or not it exists, so a limit never tells
// which addresses have accounts. Addresses count as for the anonymous cap: IPv4 alone, IPv6 by its /64.
// Free accounts made from one address are counted per UTC day, claimed by one Lua script before the account is
// written (so parallel sign-ups cannot pass together) and given back when the write finds the email taken.
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { capSubject } from '../../access/client-address';
import { nextUtcMidnight, utcDay } from '../../access/utc-day';
import { normaliseEmail } from '../../access/user-accounts';
import { redisKey } from '../../store/redis-client';
import { WindowCounter } from '../../store/window-counter';

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

export interface AttemptLimitCounts {
  /** Failed sign-ins to one account from one address in an hour; beyond it that address waits out the hour. */
  accountFromAddressFailures: number;
  /** Failed sign-ins one address may make in an hour, over every email it tries. */
  addressFailures: number;
  /** Failed sign-ins to one account in a day from all addresses together: the backstop against spread guessing. */
  accountDailyFailures: number;
  /** Sign-up attempts per address and hour: accounts are free, but not to be made by the thousand. */
  signUps: number;
  /** Free accounts made from one address in a UTC day. */
  freeAccountsPerDay: number;
}

export const ATTEMPT_LIMITS: AttemptLimitCounts = {
  accountFromAddressFailures: 10,
  addressFailures: 50,
  accountDailyFailures: 100,
  signUps: 10,
  freeAccountsPerDay: 5,
};

// KEYS: the counters (account from address, address, account). ARGV: their limits, then their windows in
// seconds. Answers 0 when the attempt is counted, else the milliseconds until the longest refusal ends.
const COUNT_ATTEMPT = `
local wait = 0
for i = 1, 3 do
  if tonumber(redis.call('GET', KEYS[i]) or '0') >= tonumber(ARGV[i]) then
    wait = math.max(wait, redis.call('PTTL', KEYS[i]))
  end
end
if wait > 0 then return wait end
for i = 1, 3 do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('EXPIRE', KEYS[i], ARGV[i + 3]) end
end
return 0
`;

// KEYS: as above. ARGV[1]: 1 to clear the first (a success), 0 to take one back from it like the others (an
// attempt never hashed). Never below zero: a counter that ran out meanwhile stays gone.
const TAKE_BACK_ATTEMPT = `
local from = 1
if ARGV[1] == '1' then redis.call('DEL', KEYS[1]); from = 2 end
for i = from, 3 do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 0
`;

// KEYS: the address's count of the day. ARGV: the limit, the Unix second the day ends. Answers 1 when claimed.
const CLAIM_FREE_ACCOUNT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
redis.call('EXPIREAT', KEYS[1], ARGV[2])
return 1
`;

const TAKE_BACK_FREE_ACCOUNT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0
`;

const emailSubject = (email: string): string =>
  createHash('sha256').update(normaliseEmail(email), 'utf8').digest('hex');

/** Seconds until a refused attempt may be tried again. */
export type RetryAfterSeconds = number;

export class AttemptLimits {
  private readonly signUps: WindowCounter;

  /** `counts` are SPEC-free choices (docs/decisions.md); tests pass smaller ones, as they do for daily caps. */
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly counts: AttemptLimitCounts = ATTEMPT_LIMITS,
  ) {
    this.signUps = new WindowCounter(redis, redisKey(prefix, 'web', 'sign-ups:address'), {
      count: counts.signUps,
      windowSeconds: HOUR_SECONDS,
    });
  }

  /**
   * Counts a sign-in attempt before its password is checked: null when it may go on to the hash, else the
   * seconds to wait (and nothing is counted).
   */
  async countSignIn(email: string, address: string): Promise<RetryAfterSeconds | null> {
    const { accountFromAddressFailures, addressFailures, accountDailyFailures } = this.counts;
    const waitMs = Number(
      await this.redis.eval(
        COUNT_ATTEMPT,
        3,
        ...this.signInCounters(email, address),
        accountFromAddressFailures,
        addressFailures,
        accountDailyFailures,
        HOUR_SECONDS,
        HOUR_SECONDS,
        DAY_SECONDS,
      ),
    );
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : null;
  }

  /** The attempt counted by countSignIn was the right password: it was no failure. */
  async signInSucceeded(email: string, address: string): Promise<void> {
    await this.redis.eval(TAKE_BACK_ATTEMPT, 3, ...this.signInCounters(email, address), 1);
  }

  /** The attempt counted by countSignIn was refused before its hash (the server was busy): not a failure either. */
  async signInNotTried(email: string, address: string): Promise<void> {
    await this.redis.eval(TAKE_BACK_ATTEMPT, 3, ...this.signInCounters(email, address), 0);
  }

  /** Claims one of the address's Free accounts of the UTC day; false when they are all made. */
  async claimFreeAccount(address: string, now: Date = new Date()): Promise<boolean> {
    const claimed = await this.redis.eval(
      CLAIM_FREE_ACCOUNT,
      1,
      this.freeAccounts(address, now),
      this.counts.freeAccountsPerDay,
      Math.floor(nextUtcMidnight(now).getTime() / 1000),
    );
    return Number(claimed) === 1;
  }

  /** Gives back a claim whose account was not made (its email was taken). */
  async releaseFreeAccount(address: string, now: Date = new Date()): Promise<void> {
    await this.redis.eval(TAKE_BACK_FREE_ACCOUNT, 1, this.freeAccounts(address, now));
  }

  private freeAccounts(address: string, now: Date): string {
    return redisKey(this.prefix, 'web', 'free-accounts', utcDay(now), capSubject(address));
  }

  /** Counts a sign-up attempt; null when allowed, else the seconds to wait. */
  async signUpRefused(address: string): Promise<RetryAfterSeconds | null> {
    return this.signUps.count(capSubject(address));
  }

  /** The Redis keys of the three sign-in counts, in COUNT_ATTEMPT's order. */
  private signInCounters(email: string, address: string): [string, string, string] {
    const account = emailSubject(email);
    const client = capSubject(address);
    return [
      redisKey(this.prefix, 'web', 'sign-in-failures', 'account-from-address', account, client),
      redisKey(this.prefix, 'web', 'sign-in-failures', 'address', client),
      redisKey(this.prefix, 'web', 'sign-in-failures', 'account', account),
    ];
  }
}
