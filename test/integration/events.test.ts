// Events end to end in the real Elasticsearch: fixture articles written for the project go through replay
// (normalise, analyse, index, cluster, event analysis), and the events index is checked.
import { expect } from 'chai';
import type { IngestContext } from '../../src/ingest/ingest-context';
import {
  foundEvent,
  joinEvent,
  leaveEvent,
  mergeEvents,
  type EventState,
} from '../../src/cluster/event-state';
import { articleFeatures } from '../../src/cluster/features';
import { type ArticleFeatures } from '../../src/documents/article-features';
import { articleId, canonicalUrl } from '../../src/ingest/canonical-url';
import { prepareDocuments, storeDocuments } from '../../src/ingest/pipeline';
import { withClusteringLock } from '../../src/ingest/clustering-lock';
import { replayLines } from '../../src/ingest/replay';
import type { RawArticle } from '../../src/ingest/article';
import { closeContext } from '../../src/server';
import { clusterArticles } from '../../src/ingest/cluster-stage/cluster-articles';
import { EsCandidateSource } from '../../src/cluster/es/candidate-source';
import { EsClusterStore } from '../../src/cluster/es/cluster-store';
import { newClusterCaches } from '../../src/cluster/es/caches';
import { loseLeaseAtFirstBulkResponse, watchBulkAnswers } from '../support/bulk-requests';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';
import { replayLinesOf } from '../support/replay-lines';

const DAY = '2026-11-10';
const WEEK_LATER = '2026-11-17';

const infrastructure: RawArticle[] = [
  {
    outlet: 'the-guardian',
    url: 'https://www.theguardian.com/us-news/2026/nov/10/senate-infrastructure-bill-vote',
    title: 'Senate passes $1.2tn infrastructure bill in rare bipartisan 69-30 vote',
    summary:
      'The Senate on Tuesday approved a $1.2tn package for roads, bridges and broadband, sending the bill to the House.',
    published_at: `${DAY}T15:00:00Z`,
  },
  {
    outlet: 'fox-news',
    url: 'https://www.foxnews.com/politics/senate-infrastructure-package-19-republicans',
    title: 'Nineteen Senate Republicans join Democrats to push through $1.2 trillion infrastructure package',
    summary:
      'The Senate voted 69-30 on Tuesday for the $1.2 trillion infrastructure package for roads and bridges, with 19 Republicans in favour.',
    published_at: `${DAY}T16:30:00Z`,
  },
  {
    outlet: 'reuters',
    url: 'https://www.reuters.com/world/us/us-senate-passes-12-trillion-infrastructure-bill-2026-11-10/',
    title: 'U.S. Senate passes $1.2 trillion infrastructure bill, sends it to House',
    summary:
      'The U.S. Senate passed a $1.2 trillion infrastructure bill on Tuesday by a vote of 69-30, funding roads, bridges and broadband.',
    published_at: `${DAY}T15:40:00Z`,
  },
];

const wildfires: RawArticle[] = [
  {
    outlet: 'associated-press',
    url: 'https://apnews.com/article/wildfire-evacuations-shasta-county-california-1',
    title: 'Wildfire forces 4,000 to evacuate in Shasta County, California',
    summary:
      'A fast-moving wildfire near Redding forced about 4,000 residents to evacuate on Tuesday as crews fought flames driven by dry winds.',
    published_at: `${DAY}T18:00:00Z`,
  },
  {
    outlet: 'associated-press',
    url: 'https://apnews.com/article/wildfire-evacuations-jackson-county-oregon-2',
    title: 'Wildfire in southern Oregon prompts evacuation of 1,200 homes near Medford',
    summary:
      'Firefighters battled a blaze in Jackson County, Oregon, on Tuesday that led officials to order 1,200 homes near Medford evacuated.',
    published_at: `${WEEK_LATER}T18:00:00Z`,
  },
];

const sameNames: RawArticle[] = [
  {
    outlet: 'cnn',
    url: 'https://www.cnn.com/2026/11/10/politics/governor-okafor-signs-election-law',
    title: 'Governor Adaeze Okafor signs law expanding early voting to 21 days',
    summary:
      'Governor Adaeze Okafor signed a law on Tuesday in Springfield that extends early voting to 21 days and adds 40 ballot drop boxes.',
    published_at: `${DAY}T14:00:00Z`,
  },
  {
    outlet: 'new-york-post',
    url: 'https://nypost.com/2026/11/10/news/governor-okafor-motorcade-crash/',
    title: 'Governor Adaeze Okafor unhurt after motorcade crash on interstate',
    summary:
      'A state trooper was treated for minor injuries after two vehicles in Governor Adaeze Okafor’s motorcade collided on Interstate 55 on Tuesday evening.',
    published_at: `${DAY}T23:00:00Z`,
  },
];

describe('events: clustering and event analysis in Elasticsearch', function () {
  this.timeout(90_000);
  const prefix = `${TEST_PREFIX}-events`;
  let app: IngestContext;

  const eventOf = async (url: string) => {
    const res = await app.es.search<{ event_id: number }>({
      index: app.indices.articles,
      query: { term: { url: canonicalUrl(url) } },
    });
    return res.hits.hits[0]._source?.event_id as number;
  };

  before(async () => {
    app = await openTestStore(prefix);
    await replayLines(app, replayLinesOf([...infrastructure, ...wildfires, ...sameNames]));
  });
  after(async () => {
    // Exactly this prefix's indices and keys: `${prefix}-*` would also match the base prefix's events index.
    await dropTestStore(app);
  });

  it('joins the same story told from left, centre and right in different words', async () => {
    const ids = await Promise.all(infrastructure.map((a) => eventOf(a.url)));
    expect(new Set(ids).size).to.equal(1);
    expect(Number.isSafeInteger(ids[0])).to.equal(true);
  });

  it('keeps two stories on the same topic a week apart in separate events', async () => {
    const [first, second] = await Promise.all(wildfires.map((a) => eventOf(a.url)));
    expect(first).to.not.equal(second);
  });

  // The two stories share the governor's name and nothing of what happened (no content word, meanings
  // apart): never one event, whatever the names (docs/clustering.md, "Who but not what").
  it('keeps two same-day stories that share names but not the happening apart', async () => {
    const [law, crash] = await Promise.all(sameNames.map((a) => eventOf(a.url)));
    expect(law).to.not.equal(crash);
  });

  it('stores the event with a neutral title, summary, category, sources left to right and side coverage', async () => {
    const id = await eventOf(infrastructure[0].url);
    const doc = (await app.es.get<Record<string, any>>({ index: app.indices.events, id: String(id) }))
      ._source!;
    expect(doc.article_count).to.equal(3);
    expect(doc.outlets).to.deep.equal(['fox-news', 'reuters', 'the-guardian']);
    expect(infrastructure.map((a) => a.title)).to.include(doc.title);
    expect(doc.summary.length).to.be.within(1, 300);
    // A spending bill is about public money: economy, by the category definitions (docs/analysis-category.md).
    expect(doc.category).to.equal('economy');
    expect(doc.sources.map((s: { outlet_slug: string }) => s.outlet_slug)).to.deep.equal([
      'the-guardian',
      'reuters',
      'fox-news',
    ]);
    expect(doc.sources[0]).to.include.keys(
      'framing',
      'framing_label',
      'framing_summary',
      'headline',
      'sentiment',
      'url',
      'published_at',
      'byline',
    );
    expect(doc.coverage).to.deep.include({ left: 1, center: 1, right: 1, near_gap: 'none' });
    expect(doc.gap_side).to.equal('none');
    expect(doc.first_seen_at).to.equal(`${DAY}T15:00:00.000Z`);
    expect(doc.last_article_at).to.equal(`${DAY}T16:30:00.000Z`);
    // The lifecycle depends on the clock: it is derived when read, never stored (docs/event-document.md).
    expect(doc).to.not.have.property('status');
  });

  // updated_at is the last time what users see of the event changed (docs/event-document.md), not the latest
  // member's publication time: an old article's late arrival, or an edit of a member, is a change now.
  it('dates updated_at by the last visible change: a new member, a re-analysis that changed something', async () => {
    const updatedAt = async (id: number) =>
      Date.parse(
        (await app.es.get<{ updated_at: string }>({ index: app.indices.events, id: String(id) }))._source!
          .updated_at,
      );
    const story: RawArticle[] = [
      {
        outlet: 'reuters',
        url: 'https://www.reuters.com/world/europe/rotterdam-dockworkers-strike-updated-at-test',
        title: 'Rotterdam dockworkers walk out in 48-hour strike over automation',
        summary:
          'Dockworkers at the port of Rotterdam began a 48-hour strike on Tuesday over plans to automate container cranes.',
        published_at: `${DAY}T06:00:00Z`,
      },
      {
        outlet: 'the-guardian',
        url: 'https://www.theguardian.com/world/2026/nov/10/rotterdam-port-strike-automation-updated-at-test',
        title: 'Rotterdam port strike halts container traffic as workers protest automated cranes',
        summary:
          'A 48-hour strike by Rotterdam dockworkers over automated cranes halted container traffic at Europe’s largest port on Tuesday.',
        published_at: `${DAY}T07:00:00Z`,
      },
      {
        outlet: 'associated-press',
        url: 'https://apnews.com/article/rotterdam-port-strike-dockworkers-updated-at-test',
        title: 'Dockworkers strike at Rotterdam, Europe’s busiest port, over crane automation',
        summary:
          'Dockworkers at Rotterdam walked out on Tuesday for 48 hours, protesting plans to automate the port’s container cranes.',
        published_at: `${DAY}T08:00:00Z`,
      },
    ];
    const joined = Date.now();
    await replayLines(app, replayLinesOf(story.slice(0, 2)));
    const id = await eventOf(story[0].url);
    expect(await updatedAt(id)).to.be.within(joined, Date.now());
    const later = Date.now();
    await replayLines(app, replayLinesOf([story[2]]));
    expect(await eventOf(story[2].url)).to.equal(id);
    const afterJoin = await updatedAt(id);
    expect(afterJoin).to.be.within(later, Date.now());
    // An edit of a member that changes nothing users see of the event (its image is not shown there) leaves it.
    const imageOnly = await replayLines(
      app,
      replayLinesOf([{ ...story[2], image_url: 'https://apnews.com/img/updated-at-test.jpg' }]),
    );
    expect(imageOnly).to.deep.include({ updated: 1 });
    expect(await updatedAt(id)).to.equal(afterJoin);
    const edited = Date.now();
    await replayLines(app, replayLinesOf([{ ...story[2], title: `${story[2].title}: what changes next` }]));
    expect(await updatedAt(id)).to.be.within(edited, Date.now());
  });

  it('never renumbers or duplicates events when the same articles are ingested again', async () => {
    const countEvents = async () => {
      await app.es.indices.refresh({ index: app.indices.events });
      return (await app.es.count({ index: app.indices.events })).count;
    };
    const before = await countEvents();
    const ids = await Promise.all(infrastructure.map((a) => eventOf(a.url)));
    const report = await replayLines(app, replayLinesOf([...infrastructure, ...wildfires, ...sameNames]));
    expect(report).to.deep.include({ indexed: 0, duplicates: 7, events: 0 });
    expect(await countEvents()).to.equal(before);
    expect(await Promise.all(infrastructure.map((a) => eventOf(a.url)))).to.deep.equal(ids);
  });

  it('re-analyses an event when a member article is updated with new text', async () => {
    const id = await eventOf(infrastructure[1].url);
    const changed = {
      ...infrastructure[1],
      title: 'Senate Republicans help pass $1.2 trillion roads and bridges bill',
    };
    const featuresOf = async (url: string) =>
      (
        await app.es.get<{ cluster_features: ArticleFeatures }>({
          index: app.indices.articles,
          id: String(articleId(canonicalUrl(url))),
        })
      )._source!.cluster_features;
    const before = await featuresOf(changed.url);
    const report = await replayLines(app, replayLinesOf([changed]));
    expect(report).to.deep.include({ updated: 1, events: 1 });
    expect(await eventOf(changed.url)).to.equal(id);
    // Its clustering features stay those its event's state was built from (a later move subtracts them).
    expect(await featuresOf(changed.url)).to.deep.equal(before);
    const doc = (await app.es.get<Record<string, any>>({ index: app.indices.events, id: String(id) }))
      ._source!;
    const fox = doc.sources.find((s: { outlet_slug: string }) => s.outlet_slug === 'fox-news');
    expect(fox.headline).to.equal(changed.title);
    expect(doc.article_count).to.equal(3);
  });

  it('recovers articles whose write failed after their event was saved, without clustering them twice', async () => {
    const story: RawArticle[] = [
      {
        outlet: 'bbc-news',
        url: 'https://www.bbc.com/news/world-volcano-iceland-eruption',
        title: 'Volcano erupts on Iceland peninsula, forcing evacuation of Grindavik',
        summary:
          'Lava fountains burst from a fissure near Grindavik on Tuesday; the town of 3,700 was evacuated.',
        published_at: `${DAY}T06:00:00Z`,
      },
      {
        outlet: 'wall-street-journal',
        url: 'https://www.wsj.com/world/europe/iceland-volcano-eruption-grindavik',
        title: 'Iceland volcano eruption forces Grindavik evacuation again',
        summary: 'A fissure eruption near Grindavik sent lava toward the town of 3,700 people on Tuesday.',
        published_at: `${DAY}T07:00:00Z`,
      },
    ];
    const { docs } = await prepareDocuments(
      replayLinesOf(story).map(({ record, line }) => ({ raw: record, where: `line ${line}` })),
      'replay',
      new Date(),
    );
    // The cycle that failed: events saved, articles never written.
    const { eventOf: assigned } = await clusterArticles(
      app,
      docs.map((d) => d.cluster_features!),
      { members: docs },
    );
    const eventId = assigned.get(docs[0].id)!;
    expect(assigned.get(docs[1].id)).to.equal(eventId);

    const report = await storeDocuments(app, docs, { refresh: true });
    expect(report).to.deep.include({ indexed: 2, failed: 0 });
    expect(await Promise.all(story.map((a) => eventOf(a.url)))).to.deep.equal([eventId, eventId]);
    const event = (await app.es.get<Record<string, any>>({ index: app.indices.events, id: String(eventId) }))
      ._source!;
    expect(event.member_sample_ids).to.have.members(docs.map((d) => d.id));
    expect(event.article_count).to.equal(2);
  });

  // docs/decisions.md: events are written first. A cycle that moved a stored article (or re-pointed it by a merge)
  // and stopped before writing the article left its event_id copy stale; re-ingesting it, unchanged, repairs it.
  it('corrects the event_id of a stored article whose move was saved but not written', async () => {
    const story: RawArticle[] = [
      {
        outlet: 'bbc-news',
        url: 'https://www.bbc.com/news/world-dam-burst-repoint-test',
        title: 'Dam bursts in northern Laos, flooding six villages',
        summary:
          'A hydropower dam under construction in Attapeu province collapsed on Tuesday, flooding six villages.',
        published_at: `${DAY}T05:00:00Z`,
      },
      {
        outlet: 'reuters',
        url: 'https://www.reuters.com/world/asia/laos-dam-collapse-villages-flooded-repoint-test',
        title: 'Laos dam collapse floods six villages in Attapeu province',
        summary:
          'Floodwater from a collapsed hydropower dam in Attapeu province swept through six villages on Tuesday.',
        published_at: `${DAY}T05:30:00Z`,
      },
    ];
    await replayLines(app, replayLinesOf(story));
    const eventId = await eventOf(story[0].url);
    expect(await eventOf(story[1].url)).to.equal(eventId);
    const stored = async (id: number, index: string) =>
      (await app.es.get<Record<string, any>>({ index, id: String(id) }))._source!;
    const event = (await stored(eventId, app.indices.events)).cluster_state as EventState;
    const movedId = event.members.find((m) => m.id !== eventId)!.id;
    const moved = (await stored(movedId, app.indices.articles)).cluster_features as ArticleFeatures;
    // The cycle that moved it saved its events, then died before writing the articles.
    await new EsClusterStore(app.es, app.indices, newClusterCaches()).save({
      events: [leaveEvent(event, moved), foundEvent(moved)],
      merges: [],
      assignments: [{ articleId: movedId, eventId: movedId }],
      articles: [],
    });
    await replayLines(app, replayLinesOf(story));
    const article = await stored(movedId, app.indices.articles);
    expect(article.event_id).to.equal(movedId);
  });

  // Each process caches the member articles it analyses events from. Under the clustering lock a process learns
  // that another one wrote since its last turn, and reads the articles again: else re-analysing an event after
  // another process corrected a member's headline would put the old headline back.
  it('re-analyses an event with the text another process stored since, not its own cached copy', async () => {
    const story: RawArticle[] = [
      {
        outlet: 'bbc-news',
        url: 'https://www.bbc.com/news/world-ferry-capsize-cache-test',
        title: 'Ferry capsizes off Sulawesi with 80 passengers aboard',
        summary:
          'A passenger ferry carrying 80 people capsized off Sulawesi on Tuesday; rescuers pulled 40 from the sea.',
        published_at: `${DAY}T03:00:00Z`,
      },
      {
        outlet: 'reuters',
        url: 'https://www.reuters.com/world/asia/indonesia-ferry-capsizes-sulawesi-cache-test',
        title: 'Indonesian ferry with 80 aboard capsizes off Sulawesi',
        summary:
          'Rescuers pulled 40 people from the sea after a ferry with 80 passengers capsized off Sulawesi on Tuesday.',
        published_at: `${DAY}T03:30:00Z`,
      },
      {
        outlet: 'associated-press',
        url: 'https://apnews.com/article/indonesia-ferry-sulawesi-capsized-cache-test',
        title: 'Ferry carrying 80 capsizes off Indonesia’s Sulawesi island',
        summary:
          'A ferry with 80 passengers capsized off Sulawesi on Tuesday and rescuers had saved 40 by nightfall.',
        published_at: `${DAY}T04:00:00Z`,
      },
    ];
    const replayLocked = (ctx: IngestContext, records: RawArticle[]) =>
      withClusteringLock(ctx, () => replayLines(ctx, replayLinesOf(records)));
    await replayLocked(app, story.slice(0, 2));
    const eventId = await eventOf(story[0].url);
    // Another process (its own context, so its own caches) corrects the BBC headline.
    const other = await openTestStore(prefix, { prepare: false });
    const corrected = { ...story[0], title: 'Ferry capsizes off Sulawesi: 40 rescued, 40 missing' };
    try {
      expect(await replayLocked(other, [corrected])).to.deep.include({ updated: 1 });
    } finally {
      await closeContext(other);
    }
    const bbcHeadline = async () => {
      const doc = (
        await app.es.get<{ sources: { outlet_slug: string; headline: string }[] }>({
          index: app.indices.events,
          id: String(eventId),
        })
      )._source!;
      return doc.sources.find((s) => s.outlet_slug === 'bbc-news')?.headline;
    };
    expect(await bbcHeadline()).to.equal(corrected.title);
    // This process then adds the AP report to the event and analyses it again.
    await replayLocked(app, [story[2]]);
    expect(await eventOf(story[2].url)).to.equal(eventId);
    expect(await bbcHeadline()).to.equal(corrected.title);
  });

  // A save sends several bulk requests (its event chunks, tombstones, re-pointed articles). One that fails must not
  // leave the others unobserved: a rejection nobody awaits ends a Node process.
  it('observes every bulk request of a save whose first chunk fails', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    const listeners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    process.on('unhandledRejection', record);
    try {
      // 300 events: two chunks of the save. The first holds one Elasticsearch cannot store (a year before 0).
      const events = Array.from({ length: 300 }, (_, i) =>
        foundEvent({
          id: 8_000_000 + i,
          outlet: 'reuters',
          at: i === 0 ? Date.parse('-000100-01-01T00:00:00Z') : Date.parse(`${DAY}T12:00:00Z`) + i,
          terms: { fixture: 1 },
          title: { fixture: 1 },
          entities: [],
          numbers: [],
        }),
      );
      const store = new EsClusterStore(app.es, app.indices, newClusterCaches());
      const bulks = watchBulkAnswers(app.es);
      let error: unknown;
      try {
        await store.save({ events, merges: [], assignments: [], articles: [] });
      } catch (err) {
        error = err;
      }
      expect(error).to.be.instanceOf(Error);
      // A bulk request left unobserved rejects once its answer is in; Node reports that after the next turn.
      await bulks.allAnswered();
      bulks.stop();
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).to.deep.equal([]);
    } finally {
      process.removeListener('unhandledRejection', record);
      for (const listener of listeners) process.on('unhandledRejection', listener);
    }
  });

  // A lease checked once before the save would let the later chunks go out after it was lost, when another process
  // may already be writing the same events.
  it('sends no further chunk of a save once the clustering lease is lost midway', async () => {
    // 600 events: three chunks of the save, sent one after another.
    const events = Array.from({ length: 600 }, (_, i) =>
      foundEvent({
        id: 8_100_000 + i,
        outlet: 'reuters',
        at: Date.parse(`${DAY}T12:00:00Z`) + i,
        terms: { lease: 1 },
        title: { lease: 1 },
        entities: [],
        numbers: [],
      }),
    );
    const watch = loseLeaseAtFirstBulkResponse(app.es);
    const store = new EsClusterStore(app.es, app.indices, newClusterCaches(), { lease: watch.lease });
    let error: unknown;
    try {
      await store.save({ events, merges: [], assignments: [], articles: [] });
    } catch (err) {
      error = err;
    } finally {
      watch.stop();
    }
    expect((error as Error).message).to.equal('lost the lock');
    expect(watch).to.include({ before: 1, after: 0 });
    await app.es.indices.refresh({ index: app.indices.events });
    const stored = await app.es.count({
      index: app.indices.events,
      query: { range: { id: { gte: 8_100_000, lt: 8_100_600 } } },
    });
    expect(stored.count).to.equal(250);
  });

  it('persists a merge as a tombstone pointing at the surviving event, with members reassigned', async () => {
    const caches = newClusterCaches();
    const store = new EsClusterStore(app.es, app.indices, caches);
    const [law, crash] = sameNames.map((a, i) =>
      articleFeatures({
        id: 9_000_000 + i,
        title: a.title,
        body: a.summary ?? '',
        published_at: a.published_at!,
        outlet: a.outlet!,
      }),
    );
    for (const f of [law, crash]) {
      await app.es.index({
        index: app.indices.articles,
        id: String(f.id),
        document: { id: f.id, headline: 'fixture', cluster_features: f },
      });
    }
    const older = foundEvent(law);
    const younger = foundEvent(crash);
    await store.save({
      events: [older, younger],
      merges: [],
      assignments: [
        { articleId: law.id, eventId: older.id },
        { articleId: crash.id, eventId: younger.id },
      ],
      articles: [],
    });
    const merged = joinEvent(older, crash);
    await store.save({
      events: [merged],
      merges: [{ from: younger.id, into: older.id }],
      assignments: [{ articleId: crash.id, eventId: older.id }],
      articles: [],
    });
    const tombstone = (
      await app.es.get<Record<string, any>>({ index: app.indices.events, id: String(younger.id) })
    )._source!;
    // A tombstone is marked by merged_into alone and keeps nothing of the live event it was.
    expect(tombstone).to.deep.equal({ id: younger.id, merged_into: older.id });
    expect((await store.eventsOfArticles([crash.id])).get(crash.id)).to.equal(older.id);
    const candidates = await new EsCandidateSource(app.es, app.indices.events, caches).candidates({
      terms: Object.entries(crash.terms).slice(0, 8),
      entities: crash.entities,
      from: 0,
      to: Date.parse('2030-01-01'),
      firstFrom: 0,
      lastTo: Date.parse('2030-01-01'),
      size: 10,
      exclude: [],
    });
    expect(candidates.map((e) => e.id))
      .to.include(older.id)
      .and.not.include(younger.id);
  });

  it('keeps every merged-away id pointing at a live event when survivors are merged in turn', async () => {
    const store = new EsClusterStore(app.es, app.indices, newClusterCaches());
    const event = (id: number, hour: number) =>
      foundEvent({
        id,
        outlet: 'reuters',
        at: Date.parse(`${DAY}T00:00:00Z`) + hour * 3_600_000,
        terms: { chain: 1 },
        title: { chain: 1 },
        entities: [],
        numbers: [],
      });
    const [a, b, c, d, e, f] = [1, 2, 3, 4, 5, 6].map((i) => event(9_100_000 + i, i));
    const save = (merges: { from: number; into: number }[], events: EventState[]) =>
      store.save({ events, merges, assignments: [], articles: [] });
    await save([], [a, b, c, d, e, f]);
    // A into B in one cycle, B into C in a later one; D into E and E into F within one cycle.
    await save([{ from: a.id, into: b.id }], [b]);
    await save([{ from: b.id, into: c.id }], [c]);
    await save(
      [
        { from: d.id, into: e.id },
        { from: e.id, into: f.id },
      ],
      [f],
    );
    const pointer = async (id: number) =>
      (await app.es.get<{ merged_into: number }>({ index: app.indices.events, id: String(id) }))._source!
        .merged_into;
    expect(await pointer(a.id)).to.equal(c.id);
    expect(await pointer(b.id)).to.equal(c.id);
    expect(await pointer(d.id)).to.equal(f.id);
    expect(await pointer(e.id)).to.equal(f.id);
  });

  // The search for tombstones to re-point returned one page of 10,000 and stopped there, silently leaving the
  // rest pointing at an event that no longer exists. The tombstones are written in the shape stored before
  // merged_into alone marked them (status "merged"), which must keep working.
  it('re-points every tombstone of an event merged away, past 10,000 of them', async () => {
    const store = new EsClusterStore(app.es, app.indices, newClusterCaches());
    const event = (id: number, hour: number) =>
      foundEvent({
        id,
        outlet: 'reuters',
        at: Date.parse(`${DAY}T00:00:00Z`) + hour * 3_600_000,
        terms: { pages: 1 },
        title: { pages: 1 },
        entities: [],
        numbers: [],
      });
    const [older, younger] = [event(9_200_001, 1), event(9_200_002, 2)];
    await store.save({ events: [older, younger], merges: [], assignments: [], articles: [] });
    const count = 10_005;
    const first = 9_300_000;
    // As in an index created before: its mapping still has status.
    await app.es.indices.putMapping({
      index: app.indices.events,
      properties: { status: { type: 'keyword' } },
    });
    const res = await app.es.bulk({
      refresh: true,
      operations: Array.from({ length: count }, (_, i) => [
        { index: { _index: app.indices.events, _id: String(first + i) } },
        { id: first + i, status: 'merged', merged_into: younger.id },
      ]).flat(),
    });
    expect(res.errors).to.equal(false);
    await store.save({
      events: [mergeEvents(older, younger)],
      merges: [{ from: younger.id, into: older.id }],
      assignments: [],
      articles: [],
    });
    const pointing = async (id: number) =>
      (await app.es.count({ index: app.indices.events, query: { term: { merged_into: id } } })).count;
    expect(await pointing(younger.id)).to.equal(0);
    expect(await pointing(older.id)).to.equal(count + 1);
  });

  // An event keeps a sample of its members (docs/clustering.md); the articles record their event. A merge assigns
  // the absorbed event's sampled members; the store finds the others by their event_id and re-points them.
  it('re-points every stored article of an event merged away, beyond its member sample', async () => {
    const store = new EsClusterStore(app.es, app.indices, newClusterCaches());
    const features = (id: number, minute: number) => ({
      id,
      outlet: `outlet-${id % 45}`,
      at: Date.parse(`${DAY}T00:00:00Z`) + minute * 60_000,
      terms: { sample: 1 },
      title: { sample: 1 },
      entities: [],
      numbers: [],
    });
    const older = foundEvent(features(9_500_000, 0));
    const members = Array.from({ length: 150 }, (_, i) => features(9_500_100 + i, 10 + i));
    const younger = members.slice(1).reduce(joinEvent, foundEvent(members[0]));
    expect(younger.members.length).to.be.below(members.length);
    await store.save({ events: [older, younger], merges: [], assignments: [], articles: [] });
    const res = await app.es.bulk({
      refresh: true,
      operations: members.flatMap((m) => [
        { index: { _index: app.indices.articles, _id: String(m.id) } },
        { id: m.id, headline: 'fixture', event_id: younger.id },
      ]),
    });
    expect(res.errors).to.equal(false);
    const outside = members.find((m) => !younger.members.some((s) => s.id === m.id))!;
    expect((await store.eventsOfArticles([outside.id])).get(outside.id)).to.equal(younger.id);
    await store.save({
      events: [mergeEvents(older, younger)],
      merges: [{ from: younger.id, into: older.id }],
      assignments: younger.members.map((m) => ({ articleId: m.id, eventId: older.id })),
      articles: [],
    });
    expect((await store.eventsOfArticles([outside.id])).get(outside.id)).to.equal(older.id);
    await app.es.indices.refresh({ index: app.indices.articles });
    const stale = await app.es.count({
      index: app.indices.articles,
      query: { term: { event_id: younger.id } },
    });
    // The sampled members are the pipeline's to write (their assignments); every other one is re-pointed.
    expect(stale.count).to.equal(younger.members.length);
    const repointed = await app.es.count({
      index: app.indices.articles,
      query: { term: { event_id: older.id } },
    });
    expect(repointed.count).to.equal(members.length - younger.members.length);
  });

  it('reads the tombstones to re-point page by page, whatever the page size', async () => {
    const store = new EsClusterStore(app.es, app.indices, newClusterCaches(), { tombstonePage: 2 });
    const event = (id: number, hour: number) =>
      foundEvent({
        id,
        outlet: 'reuters',
        at: Date.parse(`${DAY}T00:00:00Z`) + hour * 3_600_000,
        terms: { small: 1 },
        title: { small: 1 },
        entities: [],
        numbers: [],
      });
    const events = [1, 2, 3, 4, 5, 6, 7].map((i) => event(9_400_000 + i, i));
    const [survivor, middle, ...absorbed] = events;
    await store.save({ events, merges: [], assignments: [], articles: [] });
    // Five events merged into the middle one (five tombstones: two full pages and a last one), then the middle one
    // into the survivor.
    await store.save({
      events: [middle],
      merges: absorbed.map((e) => ({ from: e.id, into: middle.id })),
      assignments: [],
      articles: [],
    });
    await store.save({
      events: [survivor],
      merges: [{ from: middle.id, into: survivor.id }],
      assignments: [],
      articles: [],
    });
    const pointers = await app.es.mget<{ merged_into: number }>({
      index: app.indices.events,
      ids: [middle, ...absorbed].map((e) => String(e.id)),
    });
    expect(pointers.docs.map((d) => ('found' in d ? d._source?.merged_into : undefined))).to.deep.equal(
      Array(6).fill(survivor.id),
    );
  });
});
