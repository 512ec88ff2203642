// Search by meaning, measured: the AllSides dev roundups (200 real events, 2-3 outlets per side) are built into
// events the way the service builds them (each article through ingest's per-article analysis, sentence vector
// included; each event through analyseEvent, meaning vector included) and written into a throwaway prefix of a
// real Elasticsearch; then queries made mechanically from each event are run through the service's own search in
// each mode (keyword, semantic, hybrid). Recall@k is the share of queries whose event is among the first k, with a
// 95% bootstrap interval over events (scripts/lib/stats.ts). One article of each event (its latest) is held out of
// the stored event, so no query is a member's own text. Three query sets:
//   - title: the stored event's title, verbatim (a sanity check: every mode should find it);
//   - title words: the title's first four words that are not stop words, lower case (what a reader types);
//   - held-out headline: the held-out article's headline (the same event in another outlet's words).
// Side by side in one run, with the paired difference of each mode from keyword.
//
//   npx tsx scripts/eval-search.ts <data-dir>     (about 4 minutes on the shared box at a load average of 20;
//                                                  ES_URL, else the embedded node)
import type { MemberArticle } from '../src/documents/member-article';
import { analyseEvent } from '../src/analyze/event-analysis';
import type { Caller } from '../src/access/caller';
import type { AppContext } from '../src/context';
import { canonicalUrl } from '../src/ingest/canonical-url';
import { memberOf } from '../src/ingest/cluster-stage/member-articles';
import { prepareDocuments, type BatchItem } from '../src/ingest/pipeline';
import { placedOutlet } from '../src/cli/placed-outlet';
import { searchEventsIn } from '../src/services/search';
import { SEARCH_MODES, type SearchMode } from '../src/spec';
import { withBenchStores } from '../bench/support';
import { loadRoundups, type RoundupEvent } from './lib/gold-roundups';
import { bootstrap, bootstrapDifference, formatInterval } from './lib/stats';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: npx tsx scripts/eval-search.ts <data-dir>');
  process.exit(2);
}

/** No lookback: the roundups are from 2021. */
const CALLER: Caller = { tier: 'business', keyId: null, address: '127.0.0.1' };
/** English stop words for the "title words" query: the analyzer's own list (Lucene's `_english_`). */
const STOP = new Set(
  'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(
    ' ',
  ),
);

interface Query {
  event: number;
  set: 'title' | 'title words' | 'held-out headline';
  q: string;
}

/** Each roundup event as the service would store it, with its members' headlines. */
async function buildEvents(roundups: RoundupEvent[]) {
  const items: { event: number; item: BatchItem }[] = roundups.flatMap((e) =>
    e.articles.map((a) => ({
      event: e.key,
      item: {
        raw: {
          url: a.url,
          title: a.title,
          summary: a.lead,
          published_at: e.date,
          outlet: a.outlet,
        },
        where: `event ${e.key}`,
        outlet: placedOutlet(a.outlet, { side: a.side }),
      },
    })),
  );
  const { docs } = await prepareDocuments(
    items.map((i) => i.item),
    'replay',
    new Date(),
  );
  const eventOfUrl = new Map(items.map((i) => [canonicalUrl(i.item.raw.url), i.event]));
  const members = new Map<number, MemberArticle[]>();
  for (const doc of docs) {
    const event = eventOfUrl.get(doc.url);
    if (event === undefined) continue;
    members.set(event, [...(members.get(event) ?? []), memberOf(doc)]);
  }
  return members;
}

// ISO 8601 times order as plain strings.
const byTime = (a: MemberArticle, b: MemberArticle) =>
  a.published_at < b.published_at ? -1 : a.published_at > b.published_at ? 1 : a.id - b.id;

/** Writes each event without its latest article (when it has two or more); returns the queries made of it. */
async function writeEvents(app: AppContext, members: Map<number, MemberArticle[]>): Promise<Query[]> {
  const out: Query[] = [];
  const operations = [...members].flatMap(([id, list]) => {
    const sorted = [...list].sort(byTime);
    const heldOut = sorted.length > 1 ? sorted.pop() : undefined;
    const analysis = analyseEvent(sorted);
    out.push(...queriesOf(id, analysis.title, heldOut));
    const at = sorted[0].published_at;
    const outlets = [...new Set(sorted.map((m) => m.outlet_slug))].sort();
    return [
      { index: { _index: app.indices.events, _id: String(id) } },
      {
        id,
        ...analysis,
        first_seen_at: at,
        reported_at: at,
        last_article_at: sorted[sorted.length - 1].published_at,
        updated_at: at,
        article_count: sorted.length,
        outlets,
        outlet_count: outlets.length,
      },
    ];
  });
  const res = await app.es.bulk({ operations, refresh: true });
  if (res.errors) throw new Error(JSON.stringify(res.items.find((i) => i.index?.error)));
  return out;
}

function queriesOf(event: number, title: string, heldOut: MemberArticle | undefined): Query[] {
  const words = title
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((w) => w.length > 1 && !STOP.has(w))
    .slice(0, 4)
    .join(' ');
  return [
    { event, set: 'title', q: title },
    ...(words.length >= 2 ? [{ event, set: 'title words' as const, q: words }] : []),
    ...(heldOut ? [{ event, set: 'held-out headline' as const, q: heldOut.headline }] : []),
  ];
}

const KS = [1, 10];

async function main() {
  const roundups = loadRoundups(dataDir);
  await withBenchStores('evalsearch', async (app) => {
    const members = await buildEvents(roundups);
    const all = await writeEvents(app, members);
    console.log(
      `${members.size} events (${[...members.values()].flat().length} articles, one held out of each) written; ${all.length} queries`,
    );
    // rank[mode][i]: where query i's event is in that mode's first 10 (1-based), or Infinity.
    const rank: Record<SearchMode, number[]> = { keyword: [], semantic: [], hybrid: [] };
    for (const mode of SEARCH_MODES) {
      for (const query of all) {
        const page = await searchEventsIn(mode, app, query.q.slice(0, 256), CALLER, {
          limit: 10,
          onePage: true,
        });
        const at = page.items.findIndex((e) => e.id === query.event);
        rank[mode].push(at < 0 ? Infinity : at + 1);
      }
    }
    for (const set of ['title', 'title words', 'held-out headline'] as const) {
      const groups = new Map<number, number[]>();
      all.forEach((q, i) => {
        if (q.set === set) groups.set(q.event, [...(groups.get(q.event) ?? []), i]);
      });
      // Units are events: an event's queries stay together when resampled.
      const byEvent = [...groups.values()];
      console.log(`\n${set}: ${byEvent.flat().length} queries over ${byEvent.length} events [95% CI]`);
      for (const k of KS) {
        const recall = (mode: SearchMode) => (sample: readonly number[][]) => {
          const flat = sample.flat();
          return flat.filter((i) => rank[mode][i] <= k).length / flat.length;
        };
        for (const mode of SEARCH_MODES) {
          const line = `  recall@${k} ${mode.padEnd(9)} ${formatInterval(bootstrap(byEvent, recall(mode)))}`;
          const diff =
            mode === 'keyword'
              ? ''
              : `   minus keyword ${formatInterval(bootstrapDifference(byEvent, recall(mode), recall('keyword')))}`;
          console.log(line + diff);
        }
      }
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
