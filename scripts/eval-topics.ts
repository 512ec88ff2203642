// Measures the topic tagger: Reuters-21578 titles (the held-out 20% and the 80% it was trained and tuned on), modern
// non-finance headlines (where every scored topic is a false alarm), real articles with bodies, and speed.
// Usage: npx tsx scripts/eval-topics.ts <data-dir> [--errors N]
// On Reuters it reports micro-F1 and per-topic P/R/F1 for the topics Reuters labels cover, beside three baselines
// measured in the same run: one obvious keyword per topic, the hand-written rules alone, the learned model alone.
// --errors N prints N misses and N false alarms from the 80% (never the held-out part) to guide rule work.
import { TOPICS, type Topic } from '../src/spec';
import { analyse, type AnalysedText } from '../src/enrich/text';
import { decideTopics, tagTopics, topicEvidence, type TopicEvidence } from '../src/enrich/topics';
import model from '../src/enrich/models/topics.json';
import {
  loadReuters,
  loadModernNegatives,
  project,
  score,
  SCORED,
  type Item,
  type Scores,
} from './train-topics';
import { roundupRows } from './lib/gold-roundups';

/** The strawman: one everyday keyword (matched on the stem) per scored topic. */
const SINGLE_KEYWORD: Partial<Record<Topic, string>> = {
  earnings: 'earnings',
  'm&a': 'acquisition',
  rates: 'rate',
  trade: 'trade',
  cpi: 'cpi',
  ppi: 'producer',
  gdp: 'gdp',
  jobs: 'unemployment',
  retail: 'retail',
  gold: 'gold',
  fx: 'currency',
  oil: 'oil',
  commodities: 'commodity',
};
const KEYWORD_STEMS = new Map(
  Object.entries(SINGLE_KEYWORD).map(([topic, word]) => [analyse(word).stems[0], topic as Topic]),
);

type System = 'keyword' | 'rules' | 'model' | 'hybrid';
const SYSTEMS: System[] = ['keyword', 'rules', 'model', 'hybrid'];

function predictAll(items: Item[]): Record<System, Set<Topic>[]> & { evidence: TopicEvidence[] } {
  const out: Record<System, Set<Topic>[]> = { keyword: [], rules: [], model: [], hybrid: [] };
  const evidence: TopicEvidence[] = [];
  for (const it of items) {
    const a = analyse(it.title);
    const ev = topicEvidence(it.title, undefined, a);
    evidence.push(ev);
    out.keyword.push(new Set(a.stems.flatMap((s) => KEYWORD_STEMS.get(s) ?? [])));
    out.rules.push(new Set(ev.rule.keys()));
    out.model.push(
      new Set(
        model.heads.filter((t, h) => (ev.model.get(t as Topic) ?? 0) >= model.thresholds[h]) as Topic[],
      ),
    );
    out.hybrid.push(new Set(decideTopics(ev)));
  }
  return { ...out, evidence };
}

const pct = (x: number): string => (100 * x).toFixed(1).padStart(6);

function report(name: string, items: Item[]): Record<System, Scores> {
  const preds = predictAll(items);
  const gold = items.map((it) => it.gold);
  const scores = Object.fromEntries(SYSTEMS.map((s) => [s, score(gold, preds[s])])) as Record<System, Scores>;
  console.log(`\n== ${name}: ${items.length} titles`);
  console.log(`topic     support${SYSTEMS.map((s) => `${s}: P R F1`.padStart(20)).join('')}`);
  const cells = (m: { p: number; r: number; f1: number }) => `  ${pct(m.p)}${pct(m.r)}${pct(m.f1)}`;
  const support = (t?: Topic) =>
    String(
      t
        ? scores.hybrid.perTopic.get(t)!.support
        : SCORED.reduce((n, x) => n + scores.hybrid.perTopic.get(x)!.support, 0),
    );
  console.log(`micro     ${support().padStart(7)}${SYSTEMS.map((s) => cells(scores[s].micro)).join('')}`);
  for (const topic of SCORED) {
    const row = SYSTEMS.map((s) => cells(scores[s].perTopic.get(topic)!)).join('');
    console.log(`${topic.padEnd(11)}${support(topic).padStart(5)}${row}`);
  }
  const perItem = preds.hybrid.map((s) => s.size);
  const tagged = perItem.filter((n) => n > 0).length;
  const mean = perItem.reduce((a, b) => a + b, 0) / items.length;
  console.log(
    `hybrid: ${pct(tagged / items.length)}% of titles get a topic, ${mean.toFixed(2)} topics per title`,
  );
  return scores;
}

/** On modern non-finance headlines every scored topic is a false alarm; any topic at all is a likely one. */
function reportModern(name: string, items: Item[]): void {
  const preds = predictAll(items);
  const scored = new Set(SCORED);
  const share = (sets: Set<Topic>[], onlyScored: boolean) =>
    pct(sets.filter((s) => [...s].some((t) => !onlyScored || scored.has(t))).length / items.length);
  console.log(`\n== modern non-finance headlines, ${name}: ${items.length} titles (share tagged, %)`);
  console.log(`with a scored topic:  ${SYSTEMS.map((s) => `${s} ${share(preds[s], true)}`).join('   ')}`);
  console.log(
    `with any topic:       rules ${share(preds.rules, false)}   hybrid ${share(preds.hybrid, false)}`,
  );
}

/** Real articles with lead paragraphs (AllSides roundups): how many get topics, and which. No gold labels. */
function reportArticles(articles: { title: string; body: string; a: AnalysedText }[]): void {
  const tags = articles.map((x) => tagTopics(x.title, x.body, x.a));
  const counts = new Map<Topic, number>();
  for (const t of tags.flat()) counts.set(t, (counts.get(t) ?? 0) + 1);
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.log(`\n== real articles with bodies (AllSides roundups, mostly politics): ${articles.length}`);
  console.log(
    `${pct(tags.filter((t) => t.length > 0).length / articles.length)}% get a topic, ${(tags.flat().length / articles.length).toFixed(2)} per article; top: ${top.map(([t, n]) => `${t} ${n}`).join(', ')}`,
  );
}

/** Microseconds per call, given the analysed text, over enough calls to be steady. */
function bench(name: string, inputs: { title: string; body?: string; a: AnalysedText }[]): void {
  const rounds = Math.max(1, Math.ceil(20000 / inputs.length));
  for (const x of inputs) tagTopics(x.title, x.body, x.a);
  const t0 = process.hrtime.bigint();
  for (let r = 0; r < rounds; r++) for (const x of inputs) tagTopics(x.title, x.body, x.a);
  const us = Number(process.hrtime.bigint() - t0) / 1000 / (rounds * inputs.length);
  console.log(
    `${name}: ${us.toFixed(1)} us per tagTopics call (${rounds * inputs.length} calls, analysed text given)`,
  );
}

function printErrors(items: Item[], n: number): void {
  const preds = predictAll(items);
  const misses: string[] = [];
  const alarms: string[] = [];
  items.forEach((it, i) => {
    const pred = project(preds.hybrid[i]);
    for (const t of SCORED) {
      if (it.gold.has(t) && !pred.has(t))
        misses.push(`MISS ${t}: ${it.title}  [${[...preds.hybrid[i]].join(',')}]`);
      if (!it.gold.has(t) && pred.has(t)) {
        const why = preds.evidence[i].rule.has(t) ? 'rule' : 'model';
        alarms.push(`FALSE ${t} (${why}): ${it.title}  [gold ${[...it.gold].join(',')}]`);
      }
    }
  });
  console.log(`\n${misses.length} misses, ${alarms.length} false alarms on the 80%; first ${n} of each:`);
  for (const line of [...misses.slice(0, n), ...alarms.slice(0, n)]) console.log(line);
}

function main(): void {
  const dataDir = process.argv[2];
  if (!dataDir) throw new Error('usage: npx tsx scripts/eval-topics.ts <data-dir> [--errors N]');
  const errorsAt = process.argv.indexOf('--errors');
  const { tune, heldOut } = loadReuters(dataDir);
  console.log(
    `scored topics (Reuters-mapped): ${SCORED.join(', ')}; all ${TOPICS.length} topics can be emitted`,
  );
  console.log('columns per system: precision, recall, F1 (%); counts are held-out supports');
  report('held-out 20%', heldOut);
  report('train+tune 80%', tune);
  const modern = loadModernNegatives(dataDir);
  reportModern('held-out 20%', modern.heldOut);
  reportModern('train+tune 80%', modern.tune);

  const articles = roundupRows(dataDir).map(({ title, body }) => ({
    title,
    body,
    a: analyse(`${title}\n${body}`),
  }));
  reportArticles(articles);

  console.log('\n== speed (one core)');
  const t0 = process.hrtime.bigint();
  const titles = heldOut.map((it) => ({ title: it.title, a: analyse(it.title) }));
  const analyseUs = Number(process.hrtime.bigint() - t0) / 1000 / titles.length;
  console.log(`analyse(title) for reference: ${analyseUs.toFixed(1)} us per title`);
  bench('titles only (Reuters held-out)', titles);
  bench('title + lead paragraphs (AllSides)', articles);
  if (errorsAt > 0) printErrors(tune, Number(process.argv[errorsAt + 1] ?? 40));
}

main();
