// Measures a source row's sentiment toward the subject (src/analyze/subject-sentiment.ts) against BASIL's gold
// (Fan et al. 2019, clustering/basil/ in the shared data): the annotated author feeling toward each main entity of
// an article, str-neg..str-pos read as -2..+2. Each (article, entity) pair with gold is one case; the entity is
// the subject, matched by its last word as the service's subject is. In the same run and on the same pairs:
// (a) the subject sentiment before method version 2 (finance model over sentences containing the surname as a substring,
// the article's score when unknown; a copy in scripts/lib/subject-sentiment-before.ts), (b) the article's own
// sentiment score, (c) the tone aimed at the subject, with unknown read as 0, and also on the pairs it covers;
// coverage; and per (triplet, entity) whether the sign of HuffPost/NYT minus Fox follows the gold's. Headline and
// feed lead (what the service has) and, for reference, the full body. Spearman with a 95% bootstrap interval over
// triplets. The split is scripts/lib/gold-split.ts: the tuning half by default; `--report` adds the held-out half.
//
//   npx tsx scripts/eval-subject-sentiment.ts ../shared/data [--report]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scoreSentiment } from '../src/enrich/sentiment';
import { TONE, toneToward, type ToneOptions } from '../src/analyze/subject-sentiment';
import type { Subject } from '../src/analyze/subject';
import { goldPart, type GoldPart } from './lib/gold-split';
import { seededRandom } from './lib/seeded-random';
import { subjectSentimentBefore } from './lib/subject-sentiment-before';
import { feedLead } from './lib/feed-lead';
import { spearman } from './lib/stats';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: npx tsx scripts/eval-subject-sentiment.ts <data dir> [--report]');
  process.exit(2);
}
const parts: GoldPart[] = process.argv.includes('--report') ? ['tune', 'holdout'] : ['tune'];

const FEELING: Record<string, number> = { 'str-neg': -2, neg: -1, neu: 0, pos: 1, 'str-pos': 2 };
type Source = 'nyt' | 'hpo' | 'fox';

interface Case {
  triplet: string;
  source: Source;
  entity: string;
  gold: number;
  subject: Subject;
  title: string;
  lead: string;
  body: string;
}

function readCases(): Case[] {
  const root = join(dataDir, 'clustering/basil');
  const out: Case[] = [];
  for (const year of readdirSync(join(root, 'articles')))
    for (const file of readdirSync(join(root, 'articles', year))) {
      const a = JSON.parse(readFileSync(join(root, 'articles', year, file), 'utf8'));
      const ann = JSON.parse(
        readFileSync(join(root, 'annotations', year, file.replace('.json', '_ann.json')), 'utf8'),
      )['article-level-annotations'] as Record<string, string>;
      const body = (a['body-paragraphs'] as string[][])
        .map((p) => p.join(' '))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      for (const [field, value] of Object.entries(ann)) {
        const entity = field.replace(/^author_feeling_/, '').replace(/_/g, ' ');
        if (!field.startsWith('author_feeling_') || entity === 'main event' || !(value in FEELING)) continue;
        const display = entity.trim();
        const key = display.split(/\s+/).at(-1)!.toLowerCase();
        out.push({
          triplet: a['triplet-uuid'],
          source: a.source,
          entity: display,
          gold: FEELING[value],
          subject: { display, key, kind: 'name' },
          title: a.title,
          lead: feedLead([body]),
          body,
        });
      }
    }
  return out;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const BOOTSTRAP = 1000;

/** Spearman of gold against a method over the given cases, with a 95% percentile interval resampling triplets. */
function rho(
  cases: readonly Case[],
  score: (c: Case) => number,
): { rho: number; ci: [number, number]; n: number } {
  const values = new Map(cases.map((c) => [c, score(c)]));
  const point = spearman(
    cases.map((c) => c.gold),
    cases.map((c) => values.get(c)!),
  );
  const byTriplet = new Map<string, Case[]>();
  for (const c of cases) byTriplet.set(c.triplet, [...(byTriplet.get(c.triplet) ?? []), c]);
  const groups = [...byTriplet.values()];
  const random = seededRandom(22);
  const draws: number[] = [];
  for (let b = 0; b < BOOTSTRAP; b += 1) {
    const sample = Array.from(
      { length: groups.length },
      () => groups[Math.floor(random() * groups.length)],
    ).flat();
    draws.push(
      spearman(
        sample.map((c) => c.gold),
        sample.map((c) => values.get(c)!),
      ),
    );
  }
  draws.sort((x, y) => x - y);
  return {
    rho: r3(point),
    ci: [r3(draws[Math.floor(BOOTSTRAP * 0.025)]), r3(draws[Math.floor(BOOTSTRAP * 0.975) - 1])],
    n: cases.length,
  };
}

/**
 * Per (triplet, entity) with gold from Fox and at least one of HuffPost and NYT that differ: does the sign of the
 * method's left-minus-Fox difference follow the gold's. A method with no value on one side has not decided.
 */
function signs(cases: readonly Case[], score: (c: Case) => number | null) {
  const groups = new Map<string, Case[]>();
  for (const c of cases)
    groups.set(`${c.triplet}\u0000${c.entity}`, [...(groups.get(`${c.triplet}\u0000${c.entity}`) ?? []), c]);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
  let differing = 0;
  let decided = 0;
  let agree = 0;
  for (const group of groups.values()) {
    const fox = group.filter((c) => c.source === 'fox');
    const left = group.filter((c) => c.source !== 'fox');
    const goldLeft = mean(left.map((c) => c.gold));
    const goldFox = mean(fox.map((c) => c.gold));
    if (goldLeft === null || goldFox === null || goldLeft === goldFox) continue;
    differing += 1;
    const known = (xs: Case[]) => xs.map(score).filter((x): x is number => x !== null);
    const predLeft = mean(known(left));
    const predFox = mean(known(fox));
    if (predLeft === null || predFox === null || predLeft === predFox) continue;
    decided += 1;
    if (Math.sign(predLeft - predFox) === Math.sign(goldLeft - goldFox)) agree += 1;
  }
  return { differing, decided, agree, agree_share_of_decided: decided ? r3(agree / decided) : null };
}

const WHOLE_SENTENCE: ToneOptions = { ...TONE, otherClause: 1 };
const HALF_OUTSIDE_CLAUSE: ToneOptions = { ...TONE, otherClause: 0.5 };

function evaluate(cases: Case[], text: 'lead' | 'body') {
  const before = (c: Case) => subjectSentimentBefore({ headline: c.title, summary: c[text] }, c.subject);
  const article = (c: Case) => scoreSentiment(c.title, c[text])?.score ?? 0;
  const toneWith = (options: ToneOptions) => {
    const memo = new Map<Case, number | null>();
    return (c: Case) => {
      if (!memo.has(c)) memo.set(c, toneToward(c.title, c[text], c.subject, options));
      return memo.get(c)!;
    };
  };
  const tone = toneWith(TONE);
  const covered = cases.filter((c) => tone(c) !== null);
  return {
    pairs: cases.length,
    gold: Object.fromEntries([-2, -1, 0, 1, 2].map((g) => [g, cases.filter((c) => c.gold === g).length])),
    all_pairs_unknown_as_0: {
      a_before: rho(cases, before),
      b_article: rho(cases, article),
      c_tone: rho(cases, (c) => tone(c) ?? 0),
      c_tone_whole_sentence: rho(cases, (c) => toneWith(WHOLE_SENTENCE)(c) ?? 0),
      c_tone_half_outside_clause: rho(cases, (c) => toneWith(HALF_OUTSIDE_CLAUSE)(c) ?? 0),
    },
    coverage: r3(covered.length / cases.length),
    covered_pairs: {
      a_before: rho(covered, before),
      b_article: rho(covered, article),
      c_tone: rho(covered, (c) => tone(c)!),
    },
    sign_left_minus_fox: {
      a_before: signs(cases, before),
      b_article: signs(cases, article),
      c_tone: signs(cases, tone),
    },
  };
}

const all = readCases();
for (const part of parts) {
  const cases = all.filter((c) => goldPart('basil', c.triplet) === part);
  console.log(
    JSON.stringify(
      {
        part,
        triplets: new Set(cases.map((c) => c.triplet)).size,
        lead: evaluate(cases, 'lead'),
        body: evaluate(cases, 'body'),
      },
      null,
      1,
    ),
  );
}
