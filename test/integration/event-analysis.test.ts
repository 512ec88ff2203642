// Event analysis end to end in the real Elasticsearch: fixture articles written for the
// project are replayed (normalise, analyse, index, cluster, event analysis), and the stored event documents are
// checked: a contradicting figure across the spectrum, a one-sided story (a gap), centre-only coverage, a wire
// text carried by three outlets, the ledger's counts, and the score's history across cycles and a restart.
import { expect } from 'chai';
import { DIVERGENCE_METHOD_VERSION } from '../../src/analyze/divergence';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { canonicalUrl } from '../../src/ingest/canonical-url';
import { replayLines } from '../../src/ingest/replay';
import { countOutdatedEvents, rescoreEvents } from '../../src/ingest/rescore-events';
import type { RawArticle } from '../../src/ingest/article';
import { closeContext } from '../../src/server';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';
import { replayLinesOf } from '../support/replay-lines';

const DAY = '2026-11-12';

const article = (outlet: string, slug: string, title: string, summary: string, hour: number): RawArticle => ({
  outlet,
  url: `https://example-${outlet}.test/${slug}`,
  title,
  summary,
  published_at: `${DAY}T${String(hour).padStart(2, '0')}:00:00Z`,
});

/** Left and right tell the Larkspur transit march differently and disagree on the crowd's size. */
const contested: RawArticle[] = [
  article(
    'the-guardian',
    'larkspur-march',
    'Struggling Larkspur families march against unfair transit fare hike',
    'A crowd of 20,000 people marched through Larkspur on Saturday against the transit fare hike, organisers said, warning it would push low-income families out and deepen inequality.',
    9,
  ),
  article(
    'cnn',
    'larkspur-rally',
    'Larkspur transit fare hike protest draws families fearing for the poor',
    'Some 20,000 people marched through Larkspur on Saturday against the transit fare hike, calling it discrimination against poor neighbourhoods.',
    10,
  ),
  article(
    'fox-news',
    'larkspur-agitators',
    'Radical agitators block Larkspur streets in transit fare hike protest',
    'A crowd of 3,000 agitators marched through Larkspur on Saturday and blocked traffic over the transit fare hike, police said, as the budget deficit grows.',
    11,
  ),
  article(
    'new-york-post',
    'larkspur-mob',
    'Larkspur transit fare hike protest mob snarls traffic, costs taxpayers',
    'About 3,000 protesters marched through Larkspur on Saturday over the transit fare hike and clashed with police; taxpayers already cover the deficit.',
    12,
  ),
];

/** Only the right covers the Ostrava pipeline sabotage arrests. */
const oneSided: RawArticle[] = ['fox-news', 'daily-wire', 'breitbart', 'washington-examiner'].map(
  (outlet, i) =>
    article(
      outlet,
      'ostrava-pipeline',
      `Czech police arrest ${i + 2} suspects over Ostrava gas pipeline sabotage`,
      `Police in Ostrava arrested suspects on Wednesday over the sabotage of the Ostrava gas pipeline that cut heating to thousands of homes, reported by ${outlet}.`,
      9 + i,
    ),
);

/** Only centre outlets cover the Tallinn port crane collapse. */
const centreOnly: RawArticle[] = ['reuters', 'associated-press', 'bbc-news'].map((outlet, i) =>
  article(
    outlet,
    'tallinn-crane',
    `Crane collapses at Tallinn port, halting container traffic (${outlet})`,
    `A container crane collapsed at the port of Tallinn on Wednesday, injuring two dock workers and halting container traffic, port officials said (${i}).`,
    13 + i,
  ),
);

const WIRE_TEXT =
  'The Veldmark central bank raised its main interest rate to 6.25% on Thursday, its third increase this year, citing inflation of 9.1% and a weaker currency, the bank said in a statement.';
/** One agency's text, carried by a left, a centre and a right outlet. */
const wire: RawArticle[] = [
  article('associated-press', 'veldmark-rate', 'Veldmark central bank raises rate to 6.25%', WIRE_TEXT, 14),
  article('cnn', 'veldmark-rate', 'Veldmark central bank raises interest rate to 6.25%', WIRE_TEXT, 15),
  article('fox-business', 'veldmark-rate', 'Veldmark central bank raises rates to 6.25%', WIRE_TEXT, 16),
];

describe('event analysis in Elasticsearch: ledger, framing, gaps and divergence', function () {
  this.timeout(120_000);
  const prefix = `${TEST_PREFIX}-analysis`;
  let app: IngestContext;

  const eventOf = async (url: string): Promise<Record<string, any>> => {
    const res = await app.es.search<{ event_id: number }>({
      index: app.indices.articles,
      query: { term: { url: canonicalUrl(url) } },
    });
    const id = res.hits.hits[0]._source!.event_id;
    return (await app.es.get<Record<string, any>>({ index: app.indices.events, id: String(id) }))._source!;
  };

  before(async () => {
    app = await openTestStore(prefix);
    await replayLines(app, replayLinesOf([...contested, ...oneSided, ...centreOnly, ...wire]));
  });
  after(async () => {
    await dropTestStore(app);
  });

  it('clusters each fixture story into one event', async () => {
    for (const story of [contested, oneSided, centreOnly, wire]) {
      const ids = await Promise.all(story.map(async (a) => (await eventOf(a.url)).id));
      expect(new Set(ids).size, story[0].url).to.equal(1);
    }
  });

  it('disputes the contradicting crowd figure, scores the split high and summarises each outlet differently', async () => {
    const doc = await eventOf(contested[0].url);
    const disputed = doc.facts.find((f: { status: string }) => f.status === 'disputed');
    expect(disputed.text).to.contain('20,000').and.contain('3,000');
    expect(disputed).to.include({ agreeing: 2, covering: 4 });
    expect(doc.divergence.basis).to.equal('both_sides');
    expect(doc.divergence.facts).to.be.above(0);
    expect(doc.divergence.drivers.facts).to.include.members(['cnn', 'fox-news']);
    expect(doc.divergence_score).to.be.at.least(20);
    const summaries: string[] = doc.sources.map((s: { framing_summary: string }) => s.framing_summary);
    expect(new Set(summaries).size).to.equal(4);
    expect(summaries.some((s) => s.includes('gives 20,000'))).to.equal(true);
    expect(summaries.some((s) => s.includes('gives 3,000'))).to.equal(true);
    expect(doc.gap).to.equal(null);
    expect(doc.subject).to.equal('Larkspur');
  });

  it('stores a story four right outlets cover alone as a gap with the right counts', async () => {
    const doc = await eventOf(oneSided[0].url);
    expect(doc.gap).to.deep.equal({
      covered_by: 'right',
      ignored_by: 'left',
      covered_count: 4,
      ignored_count: 0,
    });
    expect(doc.gap_side).to.equal('right');
    expect(doc.coverage).to.deep.include({ left: 0, center: 0, right: 4, near_gap: 'none' });
    expect(doc.coverage.first_at).to.deep.equal({ left: null, center: null, right: `${DAY}T09:00:00.000Z` });
    expect(doc.divergence).to.include({ basis: 'one_side', confidence: 0 });
    expect(doc.divergence_score).to.equal(0);
    // One query finds it, as /divergence/gaps will.
    const gaps = await app.es.search({
      index: app.indices.events,
      query: { exists: { field: 'gap.covered_by' } },
    });
    expect(gaps.hits.hits.map((h) => h._id)).to.deep.equal([String(doc.id)]);
  });

  it('stores no gap for a story only the centre covers', async () => {
    const doc = await eventOf(centreOnly[0].url);
    expect(doc.coverage).to.deep.include({ left: 0, center: 3, right: 0 });
    expect(doc.gap).to.equal(null);
    expect(doc.divergence.basis).to.equal('one_side');
  });

  it('counts a wire text carried by three outlets once and scores it near 0', async () => {
    const doc = await eventOf(wire[0].url);
    expect(doc.wire_copies).to.deep.equal([
      { outlet: 'cnn', copy_of: 'associated-press' },
      { outlet: 'fox-business', copy_of: 'associated-press' },
    ]);
    expect(doc.divergence.basis).to.equal('single_source');
    expect(doc.divergence_score).to.be.at.most(5);
    expect(doc.facts).to.deep.equal([]);
    const cnn = doc.sources.find((s: { outlet_slug: string }) => s.outlet_slug === 'cnn');
    expect(cnn.framing_summary).to.contain('same wire text as Associated Press');
  });

  it('extends the score history when a later cycle changes the score, also after a restart', async () => {
    const before = await eventOf(contested[0].url);
    expect(before.divergence.history).to.have.length(1);
    expect(before.divergence.history[0]).to.deep.equal({
      t: `${DAY}T12:00:00.000Z`,
      score: before.divergence_score,
      method_version: before.divergence.method_version,
    });
    // A restart: a new context holds no cached event state, so the stored history is read with the state.
    await closeContext(app);
    app = await openTestStore(prefix, { prepare: false });
    const third = article(
      'daily-wire',
      'larkspur-lawless',
      'Lawless Larkspur transit fare hike protest: 3,000 agitators block traffic',
      'A crowd of 3,000 radical agitators marched through Larkspur on Saturday against the transit fare hike and blocked traffic, police said.',
      13,
    );
    await replayLines(app, replayLinesOf([third]));
    const after = await eventOf(contested[0].url);
    expect(after.id).to.equal(before.id);
    expect(after.article_count).to.equal(5);
    const points = after.divergence.history;
    expect(points[0]).to.deep.equal(before.divergence.history[0]);
    // A third right outlet with the smaller figure widens the split: the score moves, and one point is added.
    expect(after.divergence_score).to.not.equal(before.divergence_score);
    expect(points).to.have.length(2);
    expect(points[1]).to.deep.equal({
      t: `${DAY}T13:00:00.000Z`,
      score: after.divergence_score,
      method_version: DIVERGENCE_METHOD_VERSION,
    });
  });

  it('re-scores events of an older method version in batches, adding a history point, and then finds none', async () => {
    const doc = await eventOf(wire[0].url);
    const stale = await eventOf(contested[0].url);
    // As a method bump leaves them: an older version stored (and one event analysed before any divergence existed).
    await app.es.update({
      index: app.indices.events,
      id: String(stale.id),
      doc: {
        divergence: {
          ...stale.divergence,
          method_version: 0,
          history: stale.divergence.history.map((p: object) => ({ ...p, method_version: 0 })),
        },
      },
    });
    await app.es.update({ index: app.indices.events, id: String(doc.id), doc: { divergence: null } });
    expect(await countOutdatedEvents(app)).to.equal(2);
    const progress: number[] = [];
    const done = await rescoreEvents(app, { batch: 1, onProgress: ({ done: n }) => progress.push(n) });
    expect(done).to.equal(2);
    expect(progress).to.deep.equal([1, 2]);
    expect(await countOutdatedEvents(app)).to.equal(0);
    const rescored = await eventOf(contested[0].url);
    expect(rescored.divergence.method_version).to.equal(DIVERGENCE_METHOD_VERSION);
    expect(rescored.divergence.history.at(-1)).to.deep.include({
      score: rescored.divergence_score,
      method_version: DIVERGENCE_METHOD_VERSION,
    });
    expect(rescored.divergence.history).to.have.length(stale.divergence.history.length + 1);
    expect((await eventOf(wire[0].url)).divergence.basis).to.equal('single_source');
    expect(await rescoreEvents(app)).to.equal(0);
  });
});
