import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import Redis from 'ioredis';
import { redisStatus, startRedis, stopRedis } from '../../src/runtime/redis';

describe('embedded Redis runtime', function () {
  this.timeout(60_000);
  const runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parallax-redis-test-'));
  const opts = { runtimeDir };
  after(async () => {
    await stopRedis(opts);
    fs.rmSync(runtimeDir, { recursive: true, force: true });
  });

  it('starts a private server on a free port other than the shared 6379, without persistence', async () => {
    const { status, started } = await startRedis(opts);
    expect(started).to.equal(true);
    expect(status.url).to.match(/^redis:\/\/127\.0\.0\.1:\d+$/);
    expect(status.url).to.not.match(/:6379$/);
    const client = new Redis(status.url as string);
    try {
      expect(await client.config('GET', 'save')).to.deep.equal(['save', '']);
      expect(await client.config('GET', 'appendonly')).to.deep.equal(['appendonly', 'no']);
    } finally {
      client.disconnect();
    }
  });

  it('reuses the running server', async () => {
    const first = await redisStatus(opts);
    const again = await startRedis(opts);
    expect(again.started).to.equal(false);
    expect(again.status.url).to.equal(first.url);
  });

  it('stops it', async () => {
    expect(await stopRedis(opts)).to.equal(true);
    expect((await redisStatus(opts)).state).to.equal('stopped');
    expect(await stopRedis(opts)).to.equal(false);
  });
});
