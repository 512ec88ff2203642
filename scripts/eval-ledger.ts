// Precision and recall of the fact ledger on real gold (docs/divergence.md, Fact ledger): the 200 AllSides roundup
// events of clustering/allsides-roundups/dev.jsonl, every figure pair, disputed or confirmed claim and credited
// speaker labelled by reading (scripts/gold/ledger-labels.json). The ledger at a baseline commit (main before the
// real-gold work, by default) and the one in this tree run on the same events in one run, each article read as
// ingest would store it (headline and lead) and matched as perspectives.ts does. Reported on the tuning and the
// held-out events apart (scripts/lib/gold-split.ts), with 95% bootstrap intervals over events (seeded).
// --unlabelled lists on standard error what the labels do not cover yet, for labelling.
//
//   npx tsx scripts/eval-ledger.ts ../shared/data [--baseline <commit>] [--part tune|holdout] [--unlabelled]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as current from '../src/analyze/article-profile';
import * as currentClaims from '../src/analyze/claims';
import * as currentCoverage from '../src/analyze/coverage';
import * as currentLedger from '../src/analyze/fact-ledger';
import * as currentSentences from '../src/analyze/sentences';
import * as currentWire from '../src/analyze/wire-copies';
import { catalogueOutlet } from '../test/fixtures/member-articles';
import { roundupRows } from './lib/gold-roundups';
import { goldPart, type GoldPart } from './lib/gold-split';
import { judgeEvent, type EventScore, type LedgerModules, type RoundupArticle } from './lib/ledger-judge';
import { LedgerGold } from './lib/ledger-gold';
import { seededRandom } from './lib/seeded-random';
import { feedLead } from './lib/feed-lead';

const dataDir = process.argv[2];
if (!dataDir || dataDir.startsWith('--')) {
  console.error('usage: npx tsx scripts/eval-ledger.ts <data dir> [--baseline <commit>] [--unlabelled]');
  process.exit(2);
}
const flag = (name: string) => process.argv.indexOf(name);
const baseline = flag('--baseline') >= 0 ? process.argv[flag('--baseline') + 1] : '7e79e71';
const listUnlabelled = flag('--unlabelled') >= 0;
/** `--part tune` while rules are being chosen: the held-out events are read only for the reported run. */
const onlyPart = flag('--part') >= 0 ? process.argv[flag('--part') + 1] : undefined;

const SIDE_POSITION: Record<string, number> = { left: 20, center: 50, right: 80 };

function roundupEvents(): Map<number, RoundupArticle[]> {
  const events = new Map<number, RoundupArticle[]>();
  for (const row of roundupRows(dataDir)) {
    const plain = String(row.outlet).replace(/\s*\(.*\)\s*$/, '');
    const known = catalogueOutlet(plain);
    events.set(row.event_id, [
      ...(events.get(row.event_id) ?? []),
      {
        name: row.outlet,
        slug: known?.slug ?? plain.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        bias_position: known?.bias_position ?? SIDE_POSITION[row.side] ?? 50,
        headline: row.title,
        lead: feedLead([row.body]),
        published_at: row.event_date,
      },
    ]);
  }
  return events;
}

/** The ledger modules of another commit, from `git archive` into a temporary directory. */
async function modulesAt(commit: string): Promise<LedgerModules> {
  const dir = join(tmpdir(), `parallax-ledger-${commit}`);
  if (!existsSync(join(dir, 'src'))) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', commit, 'src'], { maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    symlinkSync(join(__dirname, '..', 'node_modules'), join(dir, 'node_modules'));
  }
  const load = (name: string) => import(join(dir, 'src/analyze', name));
  // Older trees keep the sentence splitter in claims.ts, newer ones in sentences.ts.
  const names = ['article-profile', 'claims', 'coverage', 'fact-ledger', 'wire-copies'];
  if (existsSync(join(dir, 'src/analyze/sentences.ts'))) names.push('sentences');
  const modules = await Promise.all(names.map(load));
  return Object.assign({}, ...modules) as LedgerModules;
}

function bootstrap(scores: EventScore[], ratio: (s: EventScore[]) => number | null): [number, number] | null {
  const random = seededRandom(22);
  const values: number[] = [];
  for (let i = 0; i < 1000; i += 1) {
    const sample = scores.map(() => scores[Math.floor(random() * scores.length)]);
    const value = ratio(sample);
    if (value !== null) values.push(value);
  }
  if (values.length === 0) return null;
  values.sort((a, b) => a - b);
  return [values[Math.floor(values.length * 0.025)], values[Math.floor(values.length * 0.975)]];
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const sum = (scores: EventScore[], key: keyof EventScore) =>
  scores.reduce((total, s) => total + (s[key] as number), 0);
const share = (num: keyof EventScore, den: keyof EventScore) => (s: EventScore[]) =>
  sum(s, den) ? sum(s, num) / sum(s, den) : null;

function summary(scores: EventScore[]) {
  const metric = (num: keyof EventScore, den: keyof EventScore) => {
    const value = share(num, den)(scores);
    const ci = bootstrap(scores, share(num, den));
    return { value: value === null ? null : r3(value), ci95: ci && ci.map(r3), n: sum(scores, den) };
  };
  return {
    events: scores.length,
    disputed_shown: sum(scores, 'disputedShown'),
    confirmed_shown: sum(scores, 'confirmedShown'),
    disputed_precision: metric('disputedCorrect', 'disputedJudged'),
    disputed_recall: metric('conflictsFound', 'conflicts'),
    confirmed_precision: metric('confirmedCorrect', 'confirmedJudged'),
    speaker_error_rate: metric('speakerWrong', 'speakerJudged'),
    unlabelled: sum(scores, 'unlabelled'),
  };
}

async function main() {
  const gold = new LedgerGold();
  const events = roundupEvents();
  const versions: [string, LedgerModules][] = [
    [`baseline ${baseline}`, await modulesAt(baseline)],
    [
      'this tree',
      {
        ...current,
        ...currentClaims,
        ...currentCoverage,
        ...currentLedger,
        ...currentWire,
        ...currentSentences,
      } as LedgerModules,
    ],
  ];
  for (const [label, modules] of versions) {
    const byPart = new Map<GoldPart, EventScore[]>([
      ['tune', []],
      ['holdout', []],
    ]);
    for (const [id, articles] of events) {
      if (onlyPart && goldPart('allsides', id) !== onlyPart) continue;
      const score = judgeEvent(id, articles, modules, gold);
      byPart.get(goldPart('allsides', id))!.push(score);
      if (listUnlabelled) for (const line of score.unlabelledLines) console.error(`${label} ${line}`);
    }
    for (const [part, scores] of byPart)
      if (scores.length) console.log(JSON.stringify({ ledger: label, part, ...summary(scores) }));
  }
}

void main();
