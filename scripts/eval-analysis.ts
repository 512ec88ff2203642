// Validates the divergence score on real gold (docs/divergence.md, Validation), with the plain
// bag-of-words baseline in the same run and 95% bootstrap intervals over events, on the tuning and the held-out
// part of scripts/lib/gold-split.ts. Nothing of the data is written out: figures only.
// - BASIL (100 events, each told by the New York Times, HuffPost and Fox News): Spearman of the score against the
//   spread of the annotators' relative stance within the triplet, against |Fox's stance - the others' mean|, and
//   against the spread of the authors' feeling toward the triplet's shared entities.
// - Same-event pairs (AllSides roundups and BASIL): each pair of one event's articles is analysed alone, the more
//   left-placed article as the left; the AUC of left-right pairs against left-centre and centre-right pairs
//   (BASIL: Fox with either, against HuffPost with the New York Times).
// - Null events: the mean score when an event's side labels are shuffled, and of two articles of one event put on
//   the same side's outlets (no left-right split by construction), beside the mean under true sides.
// - The distribution of scores on the roundups (how much of 0-100 real news uses).
//
//   npx tsx scripts/eval-analysis.ts ../shared/data [--part tune|holdout|both]
import { COMPONENTS } from '../src/analyze/divergence';
import { analyseEvent } from '../src/analyze/event-analysis';
import type { MemberArticle } from '../src/documents/member-article';
import { STOPWORDS } from '../src/enrich/lexicon';
import { loadBasil, type BasilTriplet } from './lib/gold-basil';
import {
  analyseGold,
  basilContinuation,
  basilMember,
  LEFT_POSITION,
  RIGHT_POSITION,
  roundupMember,
  roundupMembers,
  SIDE_POSITION,
} from './lib/gold-members';
import type { GoldPart } from './lib/gold-split';
import { loadRoundups, type GoldSide, type RoundupEvent } from './lib/gold-roundups';
import { seededRandom } from './lib/seeded-random';
import { auc, bootstrap, bootstrapDifference, formatInterval, spearman, type Interval } from './lib/stats';
import { loadRatings } from './lib/gold-ratings';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: npx tsx scripts/eval-analysis.ts <data dir> [--part tune|holdout|both]');
  process.exit(2);
}
const partArg = process.argv.indexOf('--part');
const parts: GoldPart[] =
  partArg > 0 && process.argv[partArg + 1] !== 'both'
    ? [process.argv[partArg + 1] as GoldPart]
    : ['tune', 'holdout'];

/** A system under test: the divergence of a group of member articles, in 0-100. */
type Scorer = (members: MemberArticle[]) => number;

// ---- systems ----

const analysed: Scorer = (members) => analyseEvent(members).divergence_score;

const WORD = /[\p{L}\p{N}]+/gu;
function bagOfWords(text: string): Map<string, number> {
  const bag = new Map<string, number>();
  for (const [w] of text.toLowerCase().matchAll(WORD))
    if (!STOPWORDS.has(w) && w.length > 2) bag.set(w, (bag.get(w) ?? 0) + 1);
  return bag;
}
function cosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [w, x] of a) {
    na += x * x;
    dot += x * (b.get(w) ?? 0);
  }
  for (const x of b.values()) nb += x * x;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
/** The baseline: 1 - cosine of the left's and the right's pooled bags of words (headline and lead), x 100. */
const bowDistance: Scorer = (members) => {
  const pool = (side: (p: number) => boolean) =>
    bagOfWords(
      members
        .filter((m) => side(m.bias_position))
        .map((m) => `${m.headline}. ${m.summary}`)
        .join(' '),
    );
  const left = pool((p) => p <= 35);
  const right = pool((p) => p >= 65);
  if (!left.size || !right.size) return 0;
  return 100 * (1 - cosine(left, right));
};

const SYSTEMS: Record<string, Scorer> = { score: analysed, 'bag-of-words': bowDistance };
if (process.argv.includes('--components'))
  for (const c of COMPONENTS) SYSTEMS[c] = (members) => analyseEvent(members).divergence[c] ?? 0;

// ---- BASIL ----

const stanceSpread = (t: BasilTriplet) =>
  Math.max(...t.articles.map((a) => a.stance)) - Math.min(...t.articles.map((a) => a.stance));
const foxGap = (t: BasilTriplet) => {
  const fox = t.articles.find((a) => a.source === 'fox')!.stance;
  const others = t.articles.filter((a) => a.source !== 'fox').map((a) => a.stance);
  return Math.abs(fox - (others[0] + others[1]) / 2);
};
/** Mean over the entities all three authors have a feeling toward of that feeling's spread; null when none. */
const feelingSpread = (t: BasilTriplet): number | null => {
  const shared = Object.keys(t.articles[0].feelings).filter((e) => t.articles.every((a) => e in a.feelings));
  if (!shared.length) return null;
  const spreads = shared.map((e) => {
    const xs = t.articles.map((a) => a.feelings[e]);
    return Math.max(...xs) - Math.min(...xs);
  });
  return spreads.reduce((s, x) => s + x, 0) / spreads.length;
};

interface Unit {
  gold: number;
  scores: Record<string, number>;
}

function correlations(units: Unit[]): Record<string, Interval> {
  return Object.fromEntries(
    Object.keys(SYSTEMS).map((name) => [
      name,
      bootstrap(units, (s) =>
        spearman(
          s.map((u) => u.scores[name]),
          s.map((u) => u.gold),
        ),
      ),
    ]),
  );
}

/** The score's correlation minus the baseline's, over the same resampled events: does it beat the baseline? */
function advantage(label: string, units: Unit[]) {
  const rho = (name: string) => (sample: readonly Unit[]) =>
    spearman(
      sample.map((u) => u.scores[name]),
      sample.map((u) => u.gold),
    );
  console.log(
    `${label}: score - bag-of-words ${formatInterval(bootstrapDifference(units, rho('score'), rho('bag-of-words')))}`,
  );
}

function scoreAll(members: MemberArticle[]): Record<string, number> {
  return Object.fromEntries(Object.entries(SYSTEMS).map(([name, f]) => [name, f(members)]));
}

// ---- pairs ----

interface PairUnit {
  /** One event's pairs: left-right pairs positive, the others negative. */
  pairs: { positive: boolean; scores: Record<string, number> }[];
}

function pairAuc(units: PairUnit[]): Record<string, Interval> {
  return Object.fromEntries(
    Object.keys(SYSTEMS).map((name) => [
      name,
      bootstrap(units, (s) => {
        const all = s.flatMap((u) => u.pairs);
        return auc(
          all.filter((p) => p.positive).map((p) => p.scores[name]),
          all.filter((p) => !p.positive).map((p) => p.scores[name]),
        );
      }),
    ]),
  );
}

const SIDE_ORDER: Record<GoldSide, number> = { left: 0, center: 1, right: 2 };

function roundupPairs(e: RoundupEvent): PairUnit {
  const pairs: PairUnit['pairs'] = [];
  const articles = [...e.articles].sort((a, b) => SIDE_ORDER[a.side] - SIDE_ORDER[b.side]);
  for (let i = 0; i < articles.length; i += 1)
    for (let j = i + 1; j < articles.length; j += 1) {
      const [a, b] = [articles[i], articles[j]];
      if (a.side === b.side) continue;
      const members = [roundupMember(e, a, LEFT_POSITION), roundupMember(e, b, RIGHT_POSITION)];
      pairs.push({ positive: a.side === 'left' && b.side === 'right', scores: scoreAll(members) });
    }
  return { pairs };
}

function basilPairs(t: BasilTriplet): PairUnit {
  const by = (s: string) => t.articles.find((a) => a.source === s)!;
  const pair = (leftSource: string, rightSource: string, positive: boolean) => {
    const [a, b] = [by(leftSource), by(rightSource)];
    return {
      positive,
      scores: scoreAll([basilMember(a, LEFT_POSITION), basilMember(b, RIGHT_POSITION)]),
    };
  };
  return { pairs: [pair('hpo', 'fox', true), pair('nyt', 'fox', true), pair('hpo', 'nyt', false)] };
}

// ---- null events ----

/** Each event analysed with its articles' positions shuffled among them (seeded), the mean over events. */
function shuffledSides(events: RoundupEvent[]): Record<string, Interval> {
  const rnd = seededRandom(2201);
  const units = events.map((e) => {
    const positions = e.articles.map((a) => SIDE_POSITION[a.side]);
    for (let i = positions.length - 1; i > 0; i -= 1) {
      const j = Math.floor(rnd() * (i + 1));
      [positions[i], positions[j]] = [positions[j], positions[i]];
    }
    return scoreAll(e.articles.map((a, i) => roundupMember(e, a, positions[i])));
  });
  return Object.fromEntries(
    Object.keys(SYSTEMS).map((name) => [
      name,
      bootstrap(units, (s) => s.reduce((sum, u) => sum + u[name], 0) / s.length),
    ]),
  );
}

function trueSides(events: RoundupEvent[]): Record<string, Interval> {
  const units = events.map((e) => scoreAll(roundupMembers(e)));
  return Object.fromEntries(
    Object.keys(SYSTEMS).map((name) => [
      name,
      bootstrap(units, (s) => s.reduce((sum, u) => sum + u[name], 0) / s.length),
    ]),
  );
}

/**
 * Two texts of one outlet about one event (a BASIL article's lead and the paragraphs after it), one put on the
 * left and one on the right: no left-right split by construction.
 */
function oneOutletPairs(triplets: BasilTriplet[]): Record<string, Interval> {
  const units = triplets.flatMap((t) =>
    t.articles
      .filter((a) => a.continuation.length > 200)
      .map((a) =>
        scoreAll([
          basilMember(a, LEFT_POSITION),
          // Its own row: the analysis reads one row per outlet.
          { ...basilContinuation(a, RIGHT_POSITION), outlet_slug: `${a.outlet_slug}-second` },
        ]),
      ),
  );
  return Object.fromEntries(
    Object.keys(SYSTEMS).map((name) => [
      name,
      bootstrap(units, (s) => s.reduce((sum, u) => sum + u[name], 0) / s.length),
    ]),
  );
}

// ---- report ----

const basil = loadBasil(dataDir);
const ratings = loadRatings();
const roundups = loadRoundups(dataDir);

function table(title: string, rows: Record<string, Record<string, Interval>>) {
  console.log(`\n${title}`);
  const names = Object.keys(SYSTEMS);
  console.log(`${''.padEnd(34)}${names.map((n) => n.padStart(32)).join('')}`);
  for (const [label, byName] of Object.entries(rows))
    console.log(
      `${label.padEnd(34)}${names.map((n) => `${formatInterval(byName[n])} n=${byName[n].n}`.padStart(32)).join('')}`,
    );
}

async function main() {
  await analyseGold(roundups, basil);
  for (const part of parts) {
    const triplets = basil.filter((t) => t.part === part);
    const events = roundups.filter((e) => e.part === part);
    const scored = triplets.map((t) => ({ t, scores: scoreAll(t.articles.map((a) => basilMember(a))) }));
    const withFeeling = scored.filter(({ t }) => feelingSpread(t) !== null);
    table(`BASIL ${part}: Spearman with the gold`, {
      'stance spread': correlations(scored.map(({ t, scores }) => ({ gold: stanceSpread(t), scores }))),
      '|Fox - others| stance': correlations(scored.map(({ t, scores }) => ({ gold: foxGap(t), scores }))),
      'feeling spread': correlations(
        withFeeling.map(({ t, scores }) => ({ gold: feelingSpread(t)!, scores })),
      ),
    });
    advantage(
      'BASIL stance spread',
      scored.map(({ t, scores }) => ({ gold: stanceSpread(t), scores })),
    );
    table(`Pairs ${part}: AUC of left-right pairs against the others`, {
      'roundups (L-R vs L-C, C-R)': pairAuc(events.map(roundupPairs)),
      'BASIL (Fox-x vs HuffPost-NYT)': pairAuc(triplets.map(basilPairs)),
    });
    table(`Null events ${part}: mean score (roundups)`, {
      'true sides': trueSides(events),
      'shuffled sides': shuffledSides(events),
      'one outlet, two texts (BASIL)': oneOutletPairs(triplets),
    });
    const rated = events
      .filter((e) => typeof ratings.get(e.key)?.divergence === 'number')
      .map((e) => ({ gold: ratings.get(e.key)!.divergence!, scores: scoreAll(roundupMembers(e)) }));
    if (rated.length) {
      table(`Ratings ${part}: Spearman with the divergence rated by reading (roundups)`, {
        'rated divergence 0-4': correlations(rated),
      });
      advantage('rated divergence 0-4', rated);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
