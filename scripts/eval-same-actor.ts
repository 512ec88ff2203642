// Lists the clusterer's wrong merges that rest on one named person ("two happenings with the same named
// actor on the same day stay two events"): predicted events holding articles of two different gold events that
// name a person in common and fall on the same or adjacent days, with the join, merge or move that brought them
// together and the decision features it rested on. Runs AllSides and BASIL, each part of the one gold split
// (scripts/lib/gold-split.ts), at real dates and packed into a week, and prints BCubed F1 with its bootstrap
// interval over gold events.
//
//   npx tsx scripts/eval-same-actor.ts <data-dir> [--part tune|holdout] [--list] [--save FILE] [--against FILE]
// --list prints each same-actor merge; --save writes every run's predicted events (article id -> event id) to
// FILE, and --against reads such a file and prints the paired BCubed F1 difference (this run minus that one).
import fs from 'fs';
import { analyse } from '../src/enrich/text';
import type { JoinRecord } from '../src/cluster/clusterer';
import { FEATURE_NAMES, featureVector, DEFAULT_MODEL } from '../src/cluster/decide';
import type { ArticleFeatures } from '../src/documents/article-features';
import { HONORIFICS, OFFICES } from '../src/enrich/lexicon';
import { scoreClustering } from '../src/cluster/metrics';
import {
  featuresOf,
  goldOf,
  loadAllSides,
  loadBasil,
  packEvents,
  runClusterer,
  type GoldSet,
} from './eval-clustering';
import { goldPart, type GoldPart } from './lib/gold-split';
import { bootstrap, bootstrapDifference, formatInterval } from './lib/stats';

const DAY = 86_400_000;

/**
 * Words written before a person's name besides the clustering's offices and honorifics ("Majority Leader Chuck
 * Schumer", "Attorney General Merrick Garland", "Justice Amy Coney Barrett").
 */
const PERSON_TITLES = new Set([
  ...HONORIFICS,
  ...OFFICES,
  ...'leader general justice chief director nominee candidate host anchor coach former prime lady'.split(' '),
]);
const SPEECH = new Set(['said', 'says', 'told', 'wrote', 'tweeted']);

const bare = (word: string): string =>
  word
    .toLowerCase()
    .replace(/['’]s$/u, '')
    .replace(/\.$/, '');
const capitalised = (word: string): boolean => /^\p{Lu}\p{Ll}/u.test(word);

/**
 * Stems of the words that name a person in a text: the last word of a capitalised run after a title ("Sen. Joe
 * Manchin", "President Biden"), or of a two-word run before a speech verb ("Colin Powell said"). A heuristic for
 * listing; the clusterer itself does not tell people from places.
 */
function personNames(text: string): Set<string> {
  const words = text.split(/[\s\u2014]+/u).map((w) => w.replace(/^[^\p{L}]+|[^\p{L}.'’]+$/gu, ''));
  const out = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    if (
      !capitalised(words[i]) ||
      (i > 0 && capitalised(words[i - 1]) && !PERSON_TITLES.has(bare(words[i - 1])))
    )
      continue;
    let end = i;
    while (end + 1 < words.length && capitalised(words[end + 1]) && end - i < 2) end += 1;
    const titled = i > 0 && PERSON_TITLES.has(bare(words[i - 1])) && !PERSON_TITLES.has(bare(words[i]));
    const speaks = end === i + 1 && SPEECH.has(bare(words[end + 1] ?? '')) && bare(words[i]) !== 'the';
    if (titled || speaks) out.add(analyse(bare(words[end])).stems[0]);
  }
  return out;
}

interface Run {
  name: string;
  set: GoldSet;
}

/** Each part of the gold split, at real dates and packed into the week density of the whole AllSides set. */
function runs(dataDir: string, only?: GoldPart): Run[] {
  const allsides = loadAllSides(dataDir);
  const basil = loadBasil(dataDir);
  const weekDensity = new Set(allsides.articles.map((a) => a.gold)).size / 7;
  const out: Run[] = [];
  for (const part of ['tune', 'holdout'] as const) {
    if (only && part !== only) continue;
    for (const [key, full] of [
      ['allsides', allsides],
      ['basil', basil],
    ] as const) {
      const set = {
        name: `${key}/${part}`,
        articles: full.articles.filter((a) => goldPart(key, a.gold) === part),
      };
      out.push({ name: set.name, set }, { name: `${set.name} week`, set: packEvents(set, weekDensity, '') });
    }
  }
  return out;
}

async function cluster(
  features: readonly ArticleFeatures[],
): Promise<{ events: Map<number, number>; records: JoinRecord[] }> {
  const records: JoinRecord[] = [];
  const events = await runClusterer(features, { trace: (r) => records.push(r) });
  return { events, records };
}

/** BCubed F1 over the articles of a sample of gold events (each article's precision and recall, averaged). */
function bcubedOf(gold: Map<number, string>, predicted: Map<number, number>) {
  const goldSize = new Map<string, number>();
  const predSize = new Map<number, number>();
  const both = new Map<string, number>();
  for (const [id, g] of gold) {
    const p = predicted.get(id) as number;
    goldSize.set(g, (goldSize.get(g) ?? 0) + 1);
    predSize.set(p, (predSize.get(p) ?? 0) + 1);
    both.set(`${g}|${p}`, (both.get(`${g}|${p}`) ?? 0) + 1);
  }
  const byEvent = new Map<string, { p: number; r: number }[]>();
  for (const [id, g] of gold) {
    const p = predicted.get(id) as number;
    const n = both.get(`${g}|${p}`) as number;
    const list = byEvent.get(g) ?? [];
    list.push({ p: n / (predSize.get(p) as number), r: n / (goldSize.get(g) as number) });
    byEvent.set(g, list);
  }
  const units = [...byEvent.values()];
  const f1 = (sample: readonly { p: number; r: number }[][]): number => {
    const items = sample.flat();
    const p = items.reduce((s, x) => s + x.p, 0) / items.length;
    const r = items.reduce((s, x) => s + x.r, 0) / items.length;
    return (2 * p * r) / (p + r);
  };
  return { units, f1 };
}

interface SameActorMerge {
  goldA: string;
  goldB: string;
  persons: string[];
  days: number;
  record?: JoinRecord;
}

/** Pairs of different gold events in one predicted event that share a person's name, at most a day apart. */
function sameActorMerges(
  set: GoldSet,
  features: readonly ArticleFeatures[],
  events: Map<number, number>,
  records: readonly JoinRecord[],
): SameActorMerge[] {
  const byId = new Map(set.articles.map((a) => [a.input.id, a]));
  const featureOf = new Map(features.map((f) => [f.id, f]));
  const persons = new Map<number, Set<string>>();
  for (const a of set.articles) {
    const named = personNames(`${a.input.title}. ${a.input.body.split(/\s+/, 120).join(' ')}`);
    const entities = new Set(featureOf.get(a.input.id)?.entities);
    persons.set(a.input.id, new Set([...named].filter((n) => entities.has(n))));
  }
  const members = new Map<number, number[]>();
  for (const [id, e] of events) members.set(e, [...(members.get(e) ?? []), id]);
  const out: SameActorMerge[] = [];
  for (const ids of members.values()) {
    const byGold = new Map<string, number[]>();
    for (const id of ids) {
      const g = (byId.get(id) as { gold: string }).gold;
      byGold.set(g, [...(byGold.get(g) ?? []), id]);
    }
    const golds = [...byGold.keys()].sort();
    for (let i = 0; i < golds.length; i += 1)
      for (let j = i + 1; j < golds.length; j += 1) {
        const [a, b] = [byGold.get(golds[i]) as number[], byGold.get(golds[j]) as number[]];
        const namedBy = (list: number[]) => new Set(list.flatMap((id) => [...(persons.get(id) ?? [])]));
        const inB = namedBy(b);
        const shared = [...namedBy(a)].filter((n) => inB.has(n)).sort();
        // The day of each gold event in the stream: its articles' time less their offsets from it.
        const day = (id: number) => {
          const x = byId.get(id) as { input: { published_at: unknown }; offset: number };
          return Math.floor((Number(x.input.published_at) - x.offset) / DAY);
        };
        const days = Math.abs(day(a[0]) - day(b[0]));
        if (shared.length === 0 || days > 1) continue;
        const [sa, sb] = [new Set(a), new Set(b)];
        const record = records.find(
          (r) =>
            (r.incoming.some((x) => sa.has(x)) && r.into.some((x) => sb.has(x))) ||
            (r.incoming.some((x) => sb.has(x)) && r.into.some((x) => sa.has(x))),
        );
        out.push({ goldA: golds[i], goldB: golds[j], persons: shared, days, record });
      }
  }
  return out;
}

/** The features that pushed a decision towards joining most: weight x value, largest first, and the bias. */
function drivers(record: JoinRecord): string {
  const x = featureVector(record.similarity);
  const terms = FEATURE_NAMES.map((name, i) => ({ name, v: x[i], c: DEFAULT_MODEL.weights[i] * x[i] }))
    .filter((t) => Math.abs(t.c) >= 0.05)
    .sort((a, b) => b.c - a.c)
    .map((t) => `${t.name}=${t.v.toFixed(2)}(${t.c >= 0 ? '+' : ''}${t.c.toFixed(2)})`);
  const s = record.similarity;
  return [
    `${record.how} p=${record.probability.toFixed(2)}`,
    `content=${s.content.toFixed(2)} semanticContent=${s.semanticContent.toFixed(2)} numbers=${s.numbers} dayShared=${s.dayShared}`,
    `z: ${terms.join(' ')} bias(${DEFAULT_MODEL.bias.toFixed(2)})`,
  ].join('\n      ');
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
  const dataDir = args.find(
    (a, i) => !a.startsWith('--') && !['--part', '--save', '--against'].includes(args[i - 1]),
  );
  if (!dataDir)
    throw new Error(
      'usage: eval-same-actor.ts <data-dir> [--part tune|holdout] [--list] [--save F] [--against F]',
    );
  const before = option('--against')
    ? (JSON.parse(fs.readFileSync(option('--against') as string, 'utf8')) as Record<
        string,
        [number, number][]
      >)
    : undefined;
  const saved: Record<string, [number, number][]> = {};
  const cache = new Map<string, ArticleFeatures>();
  for (const { name, set } of runs(dataDir, option('--part') as GoldPart | undefined)) {
    const gold = goldOf(set);
    const features = featuresOf(set, cache);
    const { events, records } = await cluster(features);
    saved[name] = [...events];
    const scores = scoreClustering(gold, events);
    const ours = bcubedOf(gold, events);
    const merges = sameActorMerges(set, features, events, records);
    let line = `${name.padEnd(22)} B3-F1 ${formatInterval(bootstrap(ours.units, ours.f1))}  merge ${(100 * scores.mergeRate).toFixed(1)}%  same-actor merges ${merges.length}`;
    if (before?.[name]) {
      const then = bcubedOf(gold, new Map(before[name]));
      const thenMerges = sameActorMerges(set, features, new Map(before[name]), []).length;
      // Paired over the same resampled gold events: each unit is the event's articles under both clusterings.
      const units = ours.units.map((u, k) => ({ now: u, then: then.units[k] }));
      const delta = bootstrapDifference(
        units,
        (s) => ours.f1(s.map((u) => u.now)),
        (s) => then.f1(s.map((u) => u.then)),
      );
      line += `  (before: ${thenMerges}; B3-F1 change ${formatInterval(delta)})`;
    }
    console.log(line);
    if (!args.includes('--list')) continue;
    const titleOf = (gold: string) => set.articles.find((a) => a.gold === gold)?.input.title ?? '';
    for (const m of merges) {
      console.log(`  ${m.goldA} | ${m.goldB}  persons ${m.persons.join(',')}  days apart ${m.days}`);
      console.log(`      A: ${titleOf(m.goldA)}\n      B: ${titleOf(m.goldB)}`);
      if (m.record) console.log(`      ${drivers(m.record)}`);
    }
  }
  if (option('--save')) fs.writeFileSync(option('--save') as string, JSON.stringify(saved));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
