import { expect } from 'chai';
import type Redis from 'ioredis';
import { once } from 'node:events';
import { LockBusyError, withLock } from '../../src/ingest/lock';
import { sleep } from '../../src/runtime/processes';
import { createRedis, redisKey } from '../../src/store/redis-client';
import { TEST_PREFIX, testServices } from '../support/services';

describe('ingest lock (real Redis)', function () {
  this.timeout(20_000);
  let redis: Redis;
  let other: Redis;
  const key = redisKey(TEST_PREFIX, 'lock-test');

  before(async () => {
    const { redisUrl } = await testServices();
    redis = createRedis(redisUrl);
    other = createRedis(redisUrl);
  });
  after(() => {
    redis.disconnect();
    other.disconnect();
  });

  it('lets one holder in at a time, across connections, and frees the key afterwards', async () => {
    // The first holder stays inside until the second attempt has been refused: no timing decides the order.
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = withLock(redis, key, 5_000, async () => {
      entered();
      await released;
      return 'first';
    });
    await inside;
    let busy: unknown;
    try {
      await withLock(other, key, 5_000, async () => 'second');
    } catch (err) {
      busy = err;
    } finally {
      release();
    }
    expect(busy).to.be.instanceOf(LockBusyError);
    expect(await first).to.equal('first');
    expect(await redis.exists(key)).to.equal(0);
    expect(await withLock(other, key, 5_000, async () => 'after')).to.equal('after');
  });

  it('releases the lock when the work throws', async () => {
    let thrown: unknown;
    try {
      await withLock(redis, key, 5_000, async () => {
        throw new Error('boom');
      });
    } catch (err) {
      thrown = err;
    }
    expect((thrown as Error).message).to.equal('boom');
    expect(await redis.exists(key)).to.equal(0);
  });

  it('renews its lease while the work runs longer than the lease', async () => {
    const work = withLock(redis, key, 400, async () => {
      await sleep(1_200);
      return await other.exists(key);
    });
    expect(await work).to.equal(1);
  });

  it('never deletes a lock that someone else took after its lease expired', async () => {
    await withLock(redis, key, 5_000, async () => {
      // Simulates the lease running out mid-work and another process taking the lock.
      await other.set(key, 'someone-else', 'PX', 5_000);
    });
    expect(await redis.get(key)).to.equal('someone-else');
    await redis.del(key);
  });

  it('waits for a busy lock when asked to, and gives up after the wait', async () => {
    await other.set(key, 'someone-else', 'PX', 600);
    let waited = 0;
    const started = Date.now();
    expect(
      await withLock(redis, key, 5_000, async () => 'mine', { waitMs: 5_000, onWait: () => (waited += 1) }),
    ).to.equal('mine');
    expect(waited).to.equal(1);
    expect(Date.now() - started).to.be.at.least(500);
    await other.set(key, 'someone-else', 'PX', 5_000);
    let busy: unknown;
    try {
      await withLock(redis, key, 5_000, async () => 'never', { waitMs: 300 });
    } catch (err) {
      busy = err;
    }
    expect(busy).to.be.instanceOf(LockBusyError);
    await other.del(key);
  });

  it('tells a holder whether anyone else held the lock since its own last turn', async () => {
    const turn = (holder: string) =>
      withLock(redis, key, 5_000, async ({ othersWroteSince }) => othersWroteSince, { holder });
    await redis.del(`${key}:last-holder`);
    expect(await turn('a')).to.equal(true);
    expect(await turn('a')).to.equal(false);
    expect(await turn('b')).to.equal(true);
    expect(await turn('a')).to.equal(true);
    await redis.del(`${key}:last-holder`);
  });

  it('aborts its signal when the lease is lost to another process, so the work stops writing', async () => {
    const aborted = await withLock(redis, key, 300, async ({ signal }) => {
      expect(signal.aborted).to.equal(false);
      // The lease ran out unseen (a blocked event loop) and another process took the lock.
      await other.set(key, 'someone-else', 'PX', 5_000);
      // The next renewal finds the key taken and aborts; the test's timeout bounds the wait.
      await once(signal, 'abort');
      return signal.aborted;
    });
    expect(aborted).to.equal(true);
    await other.del(key);
  });
});
