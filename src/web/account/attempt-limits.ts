// Limits on guessing (issue 16), counted in Redis by rate-limiter-flexible so every API process shares them:
// failed sign-ins per account and per client address, and sign-ups per address. An account is counted by its
// email whether or not it exists, so the limit itself never tells which addresses have accounts. A successful
// sign-in clears its account's count (NIST SP 800-63B limits consecutive failures); an address's count runs out
// with its window. Addresses count as for the anonymous cap: IPv4 alone, IPv6 by its /64.
import { createHash } from 'node:crypto';
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { capSubject } from '../../access/client-address';
import { normaliseEmail } from '../../access/user-accounts';
import { redisKey } from '../../store/redis-client';

const HOUR_SECONDS = 60 * 60;

export interface AttemptLimitCounts {
  /** Failed sign-ins an account takes in an hour before it refuses every attempt until the hour is over. */
  accountFailures: number;
  /** Failed sign-ins one address may make in an hour, over every email it tries. */
  addressFailures: number;
  /** Sign-up attempts per address and hour: accounts are free, but not to be made by the thousand. */
  signUps: number;
}

export const ATTEMPT_LIMITS: AttemptLimitCounts = { accountFailures: 10, addressFailures: 50, signUps: 10 };

const emailSubject = (email: string): string =>
  createHash('sha256').update(normaliseEmail(email), 'utf8').digest('hex');

/** Seconds until a refused attempt may be tried again. */
export type RetryAfterSeconds = number;

export class AttemptLimits {
  private readonly accountFailures: RateLimiterRedis;
  private readonly addressFailures: RateLimiterRedis;
  private readonly signUps: RateLimiterRedis;

  /** `counts` are SPEC-free choices (docs/decisions.md); tests pass smaller ones, as they do for daily caps. */
  constructor(
    redis: Redis,
    prefix: string,
    readonly counts: AttemptLimitCounts = ATTEMPT_LIMITS,
  ) {
    const limiter = (name: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: redisKey(prefix, 'web', name),
        points,
        duration: HOUR_SECONDS,
      });
    this.accountFailures = limiter('sign-in-failures:account', counts.accountFailures);
    this.addressFailures = limiter('sign-in-failures:address', counts.addressFailures);
    this.signUps = limiter('sign-ups:address', counts.signUps);
  }

  /** Null when a sign-in may be tried now; else the seconds to wait. Counts nothing. */
  async signInRefused(email: string, address: string): Promise<RetryAfterSeconds | null> {
    const [account, client] = await Promise.all([
      this.accountFailures.get(emailSubject(email)),
      this.addressFailures.get(capSubject(address)),
    ]);
    const waits = [
      account && account.consumedPoints >= this.counts.accountFailures ? account.msBeforeNext : 0,
      client && client.consumedPoints >= this.counts.addressFailures ? client.msBeforeNext : 0,
    ];
    const wait = Math.max(...waits);
    return wait > 0 ? Math.ceil(wait / 1000) : null;
  }

  async signInFailed(email: string, address: string): Promise<void> {
    await Promise.all([
      counted(this.accountFailures.consume(emailSubject(email))),
      counted(this.addressFailures.consume(capSubject(address))),
    ]);
  }

  async signInSucceeded(email: string): Promise<void> {
    await this.accountFailures.delete(emailSubject(email));
  }

  /** Counts a sign-up attempt; null when allowed, else the seconds to wait. */
  async signUpRefused(address: string): Promise<RetryAfterSeconds | null> {
    try {
      await this.signUps.consume(capSubject(address));
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.ceil(rejection.msBeforeNext / 1000);
      throw rejection;
    }
  }
}

/** A count past the limit rejects with a RateLimiterRes: the failure is counted all the same. */
async function counted(consuming: Promise<RateLimiterRes>): Promise<void> {
  try {
    await consuming;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
  }
}
