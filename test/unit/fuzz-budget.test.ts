// The fuzz budget (test/support/fuzz/settings.ts) counts the cases that really ran and fails below its floor.
import { expect } from 'chai';
import fc from 'fast-check';
import { runFuzz } from '../support/fuzz/settings';
import { rejectionOf } from '../support/rejection';

const failure = (work: Promise<unknown>) => rejectionOf(work, Error, 'runFuzz passed');

const counting = (count: () => void) =>
  fc.asyncProperty(fc.integer(), async () => {
    count();
  });

describe('fuzz budget', () => {
  it('runs every case of the budget on a fast property, and returns how many ran', async () => {
    let calls = 0;
    const ran = await runFuzz(
      'fast',
      counting(() => (calls += 1)),
      { runs: 40, minRuns: 10, timeLimitMs: 60_000 },
    );
    expect(ran).to.equal(40);
    expect(calls).to.equal(40);
  });

  it('runs the floor whatever the time, then stops at the time limit, and counts what ran, not the budget', async () => {
    let calls = 0;
    const slow = fc.asyncProperty(fc.integer(), async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const ran = await runFuzz('slow', slow, { runs: 1_000, minRuns: 5, timeLimitMs: 1 });
    // Cases that finished: one cut short by the time limit was started but is not counted.
    expect(ran).to.be.at.least(5).and.at.most(calls);
    expect(calls).to.be.below(1_000);
  });

  it('fails when fewer cases than the floor ran', async () => {
    const err = await failure(
      runFuzz(
        'short',
        counting(() => undefined),
        { runs: 5, minRuns: 20, timeLimitMs: 60_000 },
      ),
    );
    expect(err.message).to.include('only 5 cases ran, fewer than the floor of 20');
  });

  it('reports a failing property with its seed', async () => {
    const failing = fc.asyncProperty(fc.integer({ min: 0, max: 9 }), async (n) => {
      expect(n).to.be.below(0);
    });
    const err = await failure(runFuzz('failing', failing));
    expect(err.message).to.match(/seed/);
  });
});
