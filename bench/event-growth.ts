// Event growth benchmark: one week-long story covered by all 45 outlets grows to 2,000 articles, and each new
// article costs what a change to its event costs in an ingest cycle: the join decision against the event, the new
// state, its analysis (title, summary, category, sources, aggregates) and the save of the whole event document to
// the real Elasticsearch (bulk and refresh). Prints the cost per new article when the event holds 10, 100, 500,
// 1,000 and 2,000 members (mean of the 10 articles up to that size), and the stored document's size: with the
// member sample (src/cluster/event-state.ts) both should stay flat however large the event grows.
// Usage: npx tsx bench/event-growth.ts (about a minute; real ES and Redis, started when needed).
import { describeEvents } from '../src/ingest/cluster-stage/refresh-events';
import { rememberMember } from '../src/ingest/cluster-stage/member-articles';
import { EsClusterStore } from '../src/cluster/es/cluster-store';
import { decide } from '../src/cluster/decide';
import { foundEvent, joinEvent, memberCount, type EventState } from '../src/cluster/event-state';
import type { ArticleFeatures } from '../src/documents/article-features';
import { OUTLETS } from '../src/outlets/catalog';
import { prepareDocuments } from '../src/ingest/pipeline';
import type { ArticleDocument } from '../src/documents/article-document';
import { withBenchStores } from './support';

const SIZES = [10, 100, 500, 1000, 2000];
const WINDOW = 10;
const START = Date.parse('2026-11-02T06:00:00Z');
/** Just under the 7-day span an event may cover (MAX_SPAN_HOURS). */
const SPAN_MS = 166 * 3_600_000;

const PLACES = [
  'Rotterdam',
  'Antwerp',
  'Hamburg',
  'Le Havre',
  'Felixstowe',
  'Bremerhaven',
  'Valencia',
  'Genoa',
];
const ANGLES = [
  'talks resume as dockworkers extend strike over crane automation',
  'port strike strands container ships as automation dispute drags on',
  'union rejects new offer in dockworkers strike over automated cranes',
  'shipping lines divert cargo as port strike enters another day',
  'dockworkers strike over automation hits European supply chains',
  'government urges port operators and union to end dockworkers strike',
  'retailers warn of shortages as dockworkers strike over automation continues',
  'mediator called in as dockworkers and port operators fail to agree on automation',
];

/** The story's articles, oldest first: each outlet in turn, spread over the week, in varied words. */
function story(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const outlet = OUTLETS[i % OUTLETS.length];
    const place = PLACES[i % PLACES.length];
    const angle = ANGLES[(i * 7) % ANGLES.length];
    const day = Math.floor((i / count) * 7) + 1;
    return {
      raw: {
        url: `https://${outlet.domains[0]}/bench/event-growth/${i}`,
        title: `${place}: ${angle} (day ${day})`,
        summary:
          `Dockworkers at ${place} and other European ports stayed off work on day ${day} of a strike over plans ` +
          `to automate container cranes, while port operators and the union met again. Shipping lines said ` +
          `${10 + (i % 40)} vessels were waiting to unload.`,
        published_at: new Date(START + Math.floor((i / count) * SPAN_MS)).toISOString(),
        outlet: outlet.slug,
      },
      where: `article ${i + 1}`,
    };
  });
}

const sizeOf = (doc: unknown) => Buffer.byteLength(JSON.stringify(doc));

async function main() {
  const total = SIZES[SIZES.length - 1];
  const { docs } = await prepareDocuments(story(total), 'replay', new Date(START + SPAN_MS + 3_600_000));
  const ordered = [...docs].sort((a, b) => a.published_at.localeCompare(b.published_at) || a.id - b.id);
  const features = ordered.map((d) => d.cluster_features as ArticleFeatures);
  await withBenchStores('event-growth', async (app) => {
    const caches = app.ingestCaches;
    // The members' analysed fields, as the ingest process caches them when it writes each article.
    for (const doc of ordered) rememberMember(caches.members, doc as ArticleDocument);
    const store = new EsClusterStore(app.es, app.indices, caches);
    const measured = new Set(SIZES.flatMap((n) => Array.from({ length: WINDOW }, (_, k) => n - k)));
    let event: EventState = foundEvent(features[0]);
    const rows: string[] = [];
    let wall = 0;
    let cpu = 0;
    for (let n = 2; n <= total; n += 1) {
      const article = features[n - 1];
      if (!measured.has(n)) {
        event = joinEvent(event, article);
        continue;
      }
      const startedWall = performance.now();
      const startedCpu = process.cpuUsage();
      decide(article, [event]);
      event = joinEvent(event, article);
      const analyses = await describeEvents(
        app,
        new Map([[event.id, event.members.map((m) => m.id)]]),
        caches.members,
      );
      await store.save(
        {
          events: [event],
          merges: [],
          assignments: [{ articleId: article.id, eventId: event.id }],
          articles: [article],
        },
        analyses,
      );
      wall += performance.now() - startedWall;
      const used = process.cpuUsage(startedCpu);
      cpu += (used.user + used.system) / 1000;
      if (!SIZES.includes(n)) continue;
      const stored = await app.es.get({ index: app.indices.events, id: String(event.id) });
      rows.push(
        [
          String(memberCount(event)).padStart(7),
          (wall / WINDOW).toFixed(1).padStart(10),
          (cpu / WINDOW).toFixed(1).padStart(10),
          String(event.members.length).padStart(8),
          (sizeOf(stored._source) / 1024).toFixed(1).padStart(10),
        ].join('  '),
      );
      wall = 0;
      cpu = 0;
    }
    console.log(
      `one story, ${OUTLETS.length} outlets, ${total} articles over ${(SPAN_MS / 86_400_000).toFixed(1)} days`,
    );
    console.log('members  wall ms/art  cpu ms/art  sampled  doc KB');
    for (const row of rows) console.log(row);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
