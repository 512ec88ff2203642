import { expect } from 'chai';
import { readIngestStatus } from '../../src/ingest/ingest-status';
import { cronExpression, startIngestWorker } from '../../src/ingest/worker';
import { sleep } from '../../src/runtime/processes';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

describe('ingest worker schedule', function () {
  this.timeout(20_000);

  it('turns the cadence into a cron expression', () => {
    expect(cronExpression(10)).to.equal('*/10 * * * *');
    expect(cronExpression(1)).to.equal('*/1 * * * *');
    expect(cronExpression(120)).to.equal('0 */2 * * *');
    expect(cronExpression(7)).to.equal('*/7 * * * *');
  });

  it('records the cadence and the next run in Redis for /stats, and stops cleanly', async () => {
    const prefix = `${TEST_PREFIX}-worker`;
    // The worker only writes its schedule to Redis: no indices needed.
    const app = await openTestStore(prefix, { env: { INGEST_CADENCE_MINUTES: '15' }, prepare: false });
    const worker = startIngestWorker(app, async () => undefined);
    try {
      // The worker records its schedule as it starts; wait for that write, not for a fixed time.
      const deadline = Date.now() + 10_000;
      let status = await readIngestStatus(app.redis, prefix, 10);
      while (status.next_ingest_at === null && Date.now() < deadline) {
        await sleep(20);
        status = await readIngestStatus(app.redis, prefix, 10);
      }
      expect(status.ingest_cadence_minutes).to.equal(15);
      const next = Date.parse(status.next_ingest_at as string);
      expect(next).to.be.greaterThan(Date.now());
      expect(next - Date.now()).to.be.at.most(15 * 60_000);
      expect(new Date(next).getUTCMinutes() % 15).to.equal(0);
    } finally {
      await worker.stop();
      await dropTestStore(app);
    }
    expect(worker.current()).to.equal(undefined);
  });
});
