// Measures false one-sided events: the AllSides roundups (every true event told by the left and the right) are
// streamed through the project's clustering at their real dates and packed into one week, as
// scripts/eval-clustering.ts does, and each resulting event with one side's articles and none of the other's is
// counted (sides from the roundups' own labels). Then the split check (src/ingest/cluster-stage/other-side.ts) runs against a
// real Elasticsearch holding the articles: an event it finds the other side for is no longer one-sided. Also
// measured, on the same events with the other side's true coverage removed (a true blind spot), how often the check
// wrongly finds something: the price of the check. Tuning and held-out halves by scripts/lib/gold-split.ts.
//
//   npx tsx scripts/eval-gaps.ts <data-dir> [--grid]
// Uses ES_URL when set, else starts the embedded node (and stops it again if it started it). --grid prints every
// threshold tried on the tuning half; the held-out half is printed at the chosen threshold only.
import type { Client, estypes } from '@elastic/elasticsearch';
import { gapSide, nearGapSide, outletCounts } from '../src/analyze/coverage';
import type { ArticleFeatures } from '../src/documents/article-features';
import type { Indices } from '../src/store/indices';
import {
  GAP_CHECK,
  otherSideQuery,
  type GapCandidate,
  type GapSideName,
} from '../src/ingest/cluster-stage/other-side';
import { featuresOf, loadAllSides, packEvents, runClusterer, type GoldSet } from './eval-clustering';
import { withEvalEs, withScratchIndices } from './lib/eval-es';
import { roundupRows, type GoldSide } from './lib/gold-roundups';
import { goldPart, type GoldPart } from './lib/gold-split';

/** A bias position on each side of the gap rule's bounds, for the roundups' side labels. */
const POSITION: Record<GoldSide, number> = { left: 20, center: 50, right: 80 };
const GRID = ['3<10%', '3<20%', '3<30%', '3<40%', '3<50%'];

interface Variant {
  part: GoldPart;
  layout: 'dates' | 'week';
  set: GoldSet;
}

interface Figures {
  events: number;
  oneSided: number;
  falseOneSided: number;
  gaps: number;
  nearGaps: number;
  /** False one-sided events the check finds the other side for (right: found an article of the same true event). */
  closed: number;
  closedRight: number;
  /** One-sided events whose true other side was removed, for which the check still finds something. */
  wrongClosures: number;
}

function subset(set: GoldSet, part: GoldPart): GoldSet {
  return {
    name: `${set.name}/${part}`,
    articles: set.articles.filter((a) => goldPart('allsides', a.gold) === part),
  };
}

async function indexArticles(
  es: Client,
  indices: Indices,
  set: GoldSet,
  side: GoldSide[],
  eventOf: Map<number, number>,
) {
  const operations = set.articles.flatMap((a) => [
    { index: { _index: indices.articles, _id: String(a.input.id) } },
    {
      id: a.input.id,
      outlet_name: a.input.outlet,
      bias_position: POSITION[side[a.input.id - 1]],
      headline: a.input.title,
      summary: a.input.body,
      published_at: new Date(Number(a.input.published_at)).toISOString(),
      event_id: eventOf.get(a.input.id),
    },
  ]);
  const res = await es.bulk({ operations, refresh: true });
  if (res.errors) throw new Error('indexing the roundups failed');
}

async function measure(
  es: Client,
  indices: Indices,
  variant: Variant,
  side: GoldSide[],
  features: ArticleFeatures[],
  thresholds: string[],
): Promise<Map<string, Figures>> {
  const { set } = variant;
  const eventOf = await runClusterer(features);
  await indexArticles(es, indices, set, side, eventOf);
  const byId = new Map(set.articles.map((a) => [a.input.id, a]));
  const members = new Map<number, number[]>();
  for (const [article, event] of eventOf) members.set(event, [...(members.get(event) ?? []), article]);
  // Every true event of the roundups has both sides (but one of 200); its articles per side.
  const goldSide = new Map<string, Map<GoldSide, number[]>>();
  for (const a of set.articles) {
    const sides = goldSide.get(a.gold) ?? new Map<GoldSide, number[]>();
    const s = side[a.input.id - 1];
    sides.set(s, [...(sides.get(s) ?? []), a.input.id]);
    goldSide.set(a.gold, sides);
  }
  const base = { events: members.size, oneSided: 0, falseOneSided: 0, gaps: 0, nearGaps: 0 };
  const candidates: { c: GapCandidate; gold: string; isFalse: boolean }[] = [];
  for (const [event, ids] of members) {
    const arts = ids.map((id) => byId.get(id)!);
    const outlets = [...new Map(arts.map((a) => [a.input.outlet, POSITION[side[a.input.id - 1]]])).values()];
    const counts = outletCounts(outlets.map((p) => ({ bias_position: p })));
    if (gapSide(counts) !== 'none') base.gaps += 1;
    if (nearGapSide(counts) !== 'none') base.nearGaps += 1;
    if (counts.left > 0 === counts.right > 0) continue;
    base.oneSided += 1;
    // The event's true happening: its members' most common gold event.
    const tally = new Map<string, number>();
    for (const a of arts) tally.set(a.gold, (tally.get(a.gold) ?? 0) + 1);
    const gold = [...tally].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0][0];
    const ignoredBy: GapSideName = counts.left > 0 ? 'right' : 'left';
    const isFalse = (goldSide.get(gold)?.get(ignoredBy)?.length ?? 0) > 0;
    if (isFalse) base.falseOneSided += 1;
    const times = arts.map((a) => Number(a.input.published_at));
    candidates.push({
      c: {
        eventId: event,
        ignoredBy,
        firstAt: Math.min(...times),
        lastAt: Math.max(...times),
        texts: arts.map((a) => `${a.input.title}. ${a.input.body}`),
      },
      gold,
      isFalse,
    });
  }
  const out = new Map<string, Figures>();
  for (const msm of thresholds) {
    const search = (extra: (g: string, s: GapSideName) => estypes.QueryDslQueryContainer[]) =>
      candidates.length === 0
        ? Promise.resolve([])
        : es
            .msearch<{ id: number }>({
              index: indices.articles,
              searches: candidates.flatMap(({ c, gold }) => [
                {},
                {
                  size: GAP_CHECK.maxFound,
                  _source: ['id'],
                  query: { bool: { must: [otherSideQuery(c, msm)], must_not: extra(gold, c.ignoredBy) } },
                },
              ]),
            })
            .then((res) =>
              res.responses.map((r) => ('error' in r ? [] : r.hits.hits.map((h) => h._source!.id))),
            );
    const found = await search(() => []);
    // The same events as true blind spots: their true event's articles of the ignored side are out of reach.
    const counterfactual = await search((gold, s) => [{ terms: { id: goldSide.get(gold)?.get(s) ?? [] } }]);
    const figures: Figures = { ...base, closed: 0, closedRight: 0, wrongClosures: 0 };
    candidates.forEach(({ isFalse, gold }, i) => {
      if (counterfactual[i].length > 0) figures.wrongClosures += 1;
      if (!isFalse || found[i].length === 0) return;
      figures.closed += 1;
      if (byId.get(found[i][0])?.gold === gold) figures.closedRight += 1;
    });
    out.set(msm, figures);
  }
  return out;
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

function line(name: string, msm: string, f: Figures): string {
  const after = f.falseOneSided - f.closed;
  return [
    name.padEnd(24),
    msm.padStart(6),
    String(f.events).padStart(6),
    `${f.gaps}/${f.nearGaps}`.padStart(9),
    String(f.oneSided).padStart(8),
    `${f.falseOneSided} (${pct(f.falseOneSided, f.events)})`.padStart(14),
    `${after} (${pct(after, f.events)})`.padStart(14),
    `${f.closedRight}/${f.closed}`.padStart(10),
    `${f.wrongClosures}/${f.oneSided} (${pct(f.wrongClosures, f.oneSided)})`.padStart(16),
  ].join('  ');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dataDir = args.find((a) => !a.startsWith('--'));
  if (!dataDir) throw new Error('usage: eval-gaps.ts <data-dir> [--grid]');
  const prefix = `pgapeval-${process.pid}`;
  await withEvalEs(async (es) => {
    const allsides = loadAllSides(dataDir);
    const side = roundupRows(dataDir).map((row) => row.side);
    const weekDensity = new Set(allsides.articles.map((a) => a.gold)).size / 7;
    const cache = new Map<string, ArticleFeatures>();
    console.log(
      [
        'set'.padEnd(24),
        '   msm',
        'events',
        'gaps/near',
        'one-sided',
        'false, before',
        'false, after',
        'right/closed',
        'wrong if true gap',
      ].join('  '),
    );
    for (const part of ['tune', 'holdout'] as const) {
      const real = subset(allsides, part);
      for (const variant of [
        { part, layout: 'dates', set: real },
        { part, layout: 'week', set: packEvents(real, weekDensity, ' week') },
      ] as Variant[]) {
        await withScratchIndices(es, prefix, async (indices) => {
          const thresholds =
            part === 'tune' && args.includes('--grid') ? GRID : [GAP_CHECK.minimumShouldMatch];
          const figures = await measure(
            es,
            indices,
            variant,
            side,
            featuresOf(variant.set, cache),
            thresholds,
          );
          for (const [msm, f] of figures) console.log(line(variant.set.name, msm, f));
        });
      }
    }
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
