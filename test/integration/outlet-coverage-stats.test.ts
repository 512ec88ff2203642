// Per-outlet divergence and omission statistics read from stored events (src/outlets/coverage-stats.ts), in the
// real Elasticsearch: event documents written for the project are indexed directly, so every figure is known.
import { expect } from 'chai';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { OUTLETS } from '../../src/outlets/catalog';
import { outletCoverageStats } from '../../src/outlets/coverage-stats';
import { refreshOutletStats } from '../../src/outlets/stats';
import { indexEvents, type EventFixture } from '../support/event-fixtures';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const DAY = 86_400_000;
const WIDE = OUTLETS.slice(0, 9).map((o) => o.slug);

function event(id: number, outlets: string[], score: number, basis: string, daysAgo: number): EventFixture {
  return {
    id,
    outlets,
    first_seen_at: new Date(NOW - daysAgo * DAY),
    divergence_score: score,
    divergence: { basis, method_version: 1 },
  };
}

describe('outlet coverage statistics from the events index', function () {
  this.timeout(60_000);
  const prefix = `${TEST_PREFIX}-outlet-stats`;
  let app: IngestContext;

  before(async () => {
    app = await openTestStore(prefix);
    await indexEvents(app, [
      // Widely covered in the window: nine outlets, then eight of them.
      event(1, WIDE, 40, 'both_sides', 2),
      event(2, WIDE.slice(0, 8), 20, 'both_sides', 10),
      // Widely covered but too old for the omission window; still counts for the divergence average.
      event(3, WIDE.slice(1, 9), 60, 'both_sides', 45),
      // Scored 0 because one-sided: no divergence evidence, left out of the average.
      event(4, [WIDE[0], WIDE[1], WIDE[2]], 0, 'one_side', 1),
      // Merged away: ignored.
      { ...event(5, WIDE, 99, 'both_sides', 1), merged_into: 1 },
    ]);
  });
  after(async () => {
    await dropTestStore(app);
  });

  it('averages the scored events an outlet covers and measures its omissions among recent widely covered ones', async () => {
    const stats = await outletCoverageStats(app, [...WIDE, OUTLETS[20].slug], NOW);
    // WIDE[0] covers events 1 and 2 (scored; 4 is one-sided): (40 + 20) / 2; it missed none of the window's two.
    expect(stats.get(WIDE[0])).to.deep.equal({ avg_divergence_when_covered: 30, omission_rate: 0 });
    // WIDE[8] covers 1 and 3: (40 + 60) / 2; of the window's two widely covered events it missed event 2.
    expect(stats.get(WIDE[8])).to.deep.equal({ avg_divergence_when_covered: 50, omission_rate: 0.5 });
    // An outlet in no event: nothing measured for the average; it missed both.
    expect(stats.get(OUTLETS[20].slug)).to.deep.equal({
      avg_divergence_when_covered: null,
      omission_rate: 1,
    });
  });

  it('gives no omission rate when the window holds no widely covered event', async () => {
    const stats = await outletCoverageStats(app, [WIDE[0]], NOW + 400 * DAY);
    expect(stats.get(WIDE[0])?.omission_rate).to.equal(null);
  });

  it('stores both on the outlet documents when outlet statistics are refreshed', async () => {
    await refreshOutletStats(app);
    const doc = await app.es.get<{ avg_divergence_when_covered: number; omission_rate: number | null }>({
      index: app.indices.outlets,
      id: WIDE[0],
    });
    expect(doc._source!.avg_divergence_when_covered).to.equal(30);
    expect(doc._source!).to.have.property('omission_rate');
  });
});
