// The outlets' statistics (SPEC §2 Outlet) as stored and served: an average nothing was measured for is null, not 0.
import { expect } from 'chai';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { refreshOutletStats } from '../../src/outlets/stats';
import { listOutlets } from '../../src/services/outlets';
import { indexEvents } from '../support/event-fixtures';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

describe('outlet statistics', function () {
  this.timeout(30_000);
  const prefix = `${TEST_PREFIX}-stats`;
  let app: IngestContext;

  before(async () => {
    app = await openTestStore(prefix);
  });
  after(async () => {
    await dropTestStore(app);
  });

  const stats = async () =>
    new Map((await listOutlets(app)).map((o) => [o.slug, o.avg_divergence_when_covered]));

  it('starts with no average divergence for any outlet', async () => {
    const averages = await stats();
    expect(averages.size).to.equal(45);
    for (const [slug, value] of averages) expect(value, slug).to.equal(null);
  });

  it('averages only measured events, and leaves an outlet whose events are unmeasured at null', async () => {
    await indexEvents(app, [
      { id: 1, divergence_score: 40, divergence: { basis: 'both_sides' }, outlets: ['reuters', 'cnn'] },
      { id: 2, divergence_score: 61, divergence: { basis: 'both_sides' }, outlets: ['reuters'] },
      // Clustered but not analysed yet: no divergence_score.
      { id: 3, outlets: ['fox-news', 'reuters'] },
      // A tombstone counts for nobody.
      { id: 4, merged_into: 1, divergence_score: 90, outlets: ['cnn'] },
    ]);
    await refreshOutletStats(app);
    const averages = await stats();
    expect(averages.get('reuters')).to.equal(50.5);
    expect(averages.get('cnn')).to.equal(40);
    expect(averages.get('fox-news')).to.equal(null);
    expect(averages.get('bbc-news')).to.equal(null);
  });
});
