// The split check of coverage gaps in the real Elasticsearch (docs/decisions.md, "Gaps robust to clustering
// splits"): left-only stories go through replay (clustering, analysis, the check), while the right side's report of
// the same happening is stored in another event, as a clustering split leaves it. Fixture articles are written for
// the project.
import { expect } from 'chai';
import type { Caller } from '../../src/access/caller';
import type { IngestContext } from '../../src/ingest/ingest-context';
import { presentGapEntry } from '../../src/api/presenters/event';
import { articleId, canonicalUrl } from '../../src/ingest/canonical-url';
import { recheckGaps } from '../../src/ingest/cluster-stage/gap-check';
import type { RawArticle } from '../../src/ingest/article';
import { replayLines } from '../../src/ingest/replay';
import { listGaps } from '../../src/services/gaps';
import { articleDocument } from '../support/article-fixtures';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

const HOUR = 3_600_000;
const now = Date.now();
const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
const max: Caller = { tier: 'max', keyId: 'k', address: '127.0.0.1' };

interface Story {
  title: string;
  summary: string;
}

/** Three left outlets report one happening, `hoursAgo` hours ago. */
function leftReports(key: string, hoursAgo: number, stories: Story[]): RawArticle[] {
  return ['the-guardian', 'cnn', 'msnbc'].map((outlet, i) => ({
    outlet,
    url: `https://fixture.${outlet}.example/${key}/${i}`,
    title: stories[i].title,
    summary: stories[i].summary,
    published_at: at(hoursAgo - i * 0.5),
  }));
}

const dam = leftReports('dam', 30, [
  {
    title: 'Tallow Creek dam collapse floods Marlowe County, 300 homes evacuated',
    summary:
      'The earthen Tallow Creek dam gave way before dawn, flooding Marlowe County and forcing 300 homes to evacuate as engineers warned of more seepage.',
  },
  {
    title: 'Marlowe County residents flee as Tallow Creek dam fails',
    summary:
      'Floodwater from the failed Tallow Creek dam swept through Marlowe County, where officials ordered 300 homes evacuated and opened shelters.',
  },
  {
    title: 'Dam failure at Tallow Creek forces evacuations in Marlowe County',
    summary:
      'State engineers said the Tallow Creek dam failed after days of rain; 300 homes in Marlowe County were evacuated and two roads closed.',
  },
]);

const ruling = leftReports('ruling', 5 * 24, [
  {
    title: 'Judge Renata Olsztyn blocks Quarry Valley pipeline permit',
    summary:
      'Federal judge Renata Olsztyn blocked the Quarry Valley pipeline permit, ruling regulators ignored risks to the Belcourt aquifer.',
  },
  {
    title: 'Quarry Valley pipeline halted by Judge Olsztyn ruling on aquifer',
    summary:
      'The Quarry Valley pipeline cannot proceed after Judge Renata Olsztyn found the permit overlooked the Belcourt aquifer.',
  },
  {
    title: 'Court ruling by Judge Olsztyn stops Quarry Valley pipeline',
    summary:
      'Judge Renata Olsztyn vacated the permit for the Quarry Valley pipeline, citing the Belcourt aquifer and tribal consultation.',
  },
]);

const strike = leftReports('strike', 2, [
  {
    title: 'Dockworkers at Port Hesketh walk out over automation plan',
    summary:
      'Some 4,000 dockworkers at Port Hesketh began a strike over an automation plan, halting container traffic at the terminal.',
  },
  {
    title: 'Port Hesketh strike halts container traffic as dockworkers protest automation',
    summary:
      'Container traffic at Port Hesketh stopped as 4,000 dockworkers struck against the automation plan of the terminal operator.',
  },
  {
    title: '4,000 Port Hesketh dockworkers strike against terminal automation',
    summary:
      'The Port Hesketh terminal was idle after 4,000 dockworkers walked out in protest at a plan to automate cranes.',
  },
]);

const recall = leftReports('recall', 12, [
  {
    title: 'Brindle Motors recalls 80,000 Sorrel SUVs over brake fault',
    summary:
      'Brindle Motors is recalling 80,000 Sorrel SUVs because a brake line can crack, the safety regulator said.',
  },
  {
    title: 'Sorrel SUV brake fault prompts Brindle Motors recall of 80,000',
    summary:
      'A cracked brake line led Brindle Motors to recall 80,000 of its Sorrel SUVs, the company told the safety regulator.',
  },
  {
    title: 'Brindle Motors Sorrel recall: 80,000 SUVs with brake lines that may crack',
    summary:
      'Owners of 80,000 Brindle Motors Sorrel SUVs will get new brake lines under a recall announced by the regulator.',
  },
]);

/** A right-side article stored in an event of its own (what a clustering split leaves). */
function rightReport(id: number, eventId: number, hoursAgo: number, story: Story) {
  return {
    ...articleDocument({ id, outlet: 'fox-news', hoursAgo, event_id: eventId }, now),
    headline: story.title,
    summary: story.summary,
  };
}

describe('gap split check: the other side found in another event withdraws a gap', function () {
  this.timeout(90_000);
  let app: IngestContext;

  const eventOf = async (url: string) => {
    const res = await app.es.get<{ event_id: number }>({
      index: app.indices.articles,
      id: String(articleId(canonicalUrl(url))),
    });
    return res._source!.event_id;
  };
  const stored = async (eventId: number) =>
    (await app.es.get<Record<string, unknown>>({ index: app.indices.events, id: String(eventId) }))._source!;
  const listed = async () => {
    await app.es.indices.refresh({ index: app.indices.events });
    return (await listGaps(app, {}, max, { limit: 100 })).items;
  };

  before(async () => {
    app = await openTestStore(`${TEST_PREFIX}-gapcheck`);
    // The right side's reports, each already in an event of its own: the dam 2 h after the left's (inside the
    // window), the ruling four days after the left's (outside it).
    const right = [
      rightReport(910_001, 910_001, 28, {
        title: 'Tallow Creek dam breach: Marlowe County evacuates 300 homes',
        summary:
          'Marlowe County sheriff says 300 homes were evacuated after the Tallow Creek dam breached following heavy rain.',
      }),
      rightReport(910_002, 910_002, 24, {
        title: 'Judge Olsztyn ruling on Quarry Valley pipeline angers energy workers',
        summary:
          'Energy workers criticised Judge Renata Olsztyn after her ruling halted the Quarry Valley pipeline over the Belcourt aquifer.',
      }),
    ];
    // A live index has seen nearly every word before (`more_like_this` selects only terms it holds, and a new
    // event's own articles are written after its check): centre copies of each story, 20 days old (outside every
    // window, and counting for neither side), stand in for that archive.
    const archive = [...dam, ...ruling, ...strike, ...recall].map((a, i) => ({
      ...articleDocument(
        { id: 920_000 + i, outlet: 'reuters', hoursAgo: 20 * 24, event_id: 920_000 + i },
        now,
      ),
      headline: a.title,
      summary: a.summary,
    }));
    const res = await app.es.bulk({
      refresh: true,
      operations: [...right, ...archive].flatMap((doc) => [
        { index: { _index: app.indices.articles, _id: String(doc.id) } },
        doc,
      ]),
    });
    expect(res.errors).to.equal(false);
    const lines = [...dam, ...ruling, ...strike, ...recall].map((record, i) => ({
      line: i + 1,
      ok: true as const,
      record,
    }));
    await replayLines(app, lines);
  });
  after(() => dropTestStore(app));

  it('does not list a left-only event whose right side sits in another event within 48 h, and says why', async () => {
    const ids = await Promise.all(dam.map((a) => eventOf(a.url)));
    expect(new Set(ids).size, 'the three left reports are one event').to.equal(1);
    const event = await stored(ids[0]);
    expect(event.coverage).to.deep.include({ left: 3, right: 0 });
    expect(event.gap).to.equal(null);
    expect(event.gap_check).to.deep.equal({
      covered_by: 'left',
      other_side_found: [{ article_id: 910_001, event_id: 910_001 }],
    });
    expect((await listed()).map((g) => g.id)).to.not.include(ids[0]);
  });

  it('lists a left-only event whose right side is 4 days away, and a young one as provisional', async () => {
    const ruled = await eventOf(ruling[0].url);
    const struck = await eventOf(strike[0].url);
    const gaps = await listed();
    const entry = (id: number) =>
      presentGapEntry(
        gaps.find((g) => g.id === id)!,
        now,
      );
    expect(gaps.map((g) => g.id)).to.include.members([ruled, struck]);
    expect(entry(ruled).gap).to.deep.include({ covered_by: 'left', ignored_by: 'right', provisional: false });
    expect(entry(struck).gap).to.deep.include({ covered_by: 'left', provisional: true });
    expect((await stored(ruled)).gap_check).to.equal(null);
  });

  it('withdraws a stored gap when the other side arrives later in another event', async () => {
    const recalled = await eventOf(recall[0].url);
    expect((await listed()).map((g) => g.id)).to.include(recalled);
    const late = rightReport(910_003, 910_003, 1, {
      title: 'Brindle Motors recall of 80,000 Sorrel SUVs over cracked brake lines',
      summary:
        'The Sorrel recall covers 80,000 Brindle Motors SUVs whose brake lines may crack, the regulator said.',
    });
    // An unrelated right-side article in the same batch closes nothing.
    const unrelated = rightReport(910_004, 910_004, 1, {
      title: 'City council approves new bike lanes downtown',
      summary: 'The council voted to add twelve miles of protected bike lanes downtown by next summer.',
    });
    for (const doc of [late, unrelated])
      await app.es.index({ index: app.indices.articles, id: String(doc.id), document: doc });
    expect(await recheckGaps(app, [late, unrelated], app.ingestCaches.members)).to.equal(1);
    const event = await stored(recalled);
    expect(event.gap).to.equal(null);
    expect(event.gap_check).to.deep.equal({
      covered_by: 'left',
      other_side_found: [{ article_id: 910_003, event_id: 910_003 }],
    });
    expect((await listed()).map((g) => g.id)).to.not.include(recalled);
    // The young and the distant gaps stay listed.
    expect((await listed()).map((g) => g.id)).to.include.members([
      await eventOf(ruling[0].url),
      await eventOf(strike[0].url),
    ]);
  });
});
