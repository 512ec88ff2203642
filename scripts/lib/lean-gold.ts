// The within-event test of partisan word choice (the divergence score's `headline` component): for each real event
// told from both sides, does a lean score put the right-leaning outlet's headline and lead above the left-leaning
// one's? Within an event the story is fixed, so only the telling can separate them; across events the topic
// would. Loads the AllSides roundups (left vs right of each roundup) and BASIL (Fox News vs the New York Times and
// vs HuffPost within each triplet) as stems read the way the service reads an article (headline, then the lead),
// split by scripts/lib/gold-split.ts, and measures the share of right-above-left pairs with a bootstrap interval.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentStems } from '../../src/analyze/claims';
import { roundupRows } from './gold-roundups';
import { goldPart, type GoldPart, type GoldSet } from './gold-split';
import { seededRandom } from './seeded-random';
import { feedLead } from './feed-lead';

export interface LeanText {
  outlet: string;
  title: string;
  stems: string[];
}

export interface LeanEvent {
  set: GoldSet;
  part: GoldPart;
  left: LeanText[];
  right: LeanText[];
}

/** Stems as src/analyze/article-profile.ts reads an article: "headline. lead". */
const textOf = (outlet: string, title: string, body: string): LeanText => ({
  outlet,
  title,
  stems: contentStems(body ? `${title}. ${feedLead([body])}` : title),
});

export function roundupEvents(dataDir: string): LeanEvent[] {
  const byEvent = new Map<number, LeanEvent>();
  for (const a of roundupRows(dataDir)) {
    if (a.side !== 'left' && a.side !== 'right') continue;
    const event = byEvent.get(a.event_id) ?? {
      set: 'allsides' as const,
      part: goldPart('allsides', a.event_id),
      left: [],
      right: [],
    };
    event[a.side].push(textOf(a.outlet, a.title, a.body));
    byEvent.set(a.event_id, event);
  }
  return [...byEvent.values()].filter((e) => e.left.length && e.right.length);
}

/** BASIL's outlets: Fox News is the right; the New York Times and HuffPost are both left of centre. */
const BASIL_SIDE: Record<string, 'left' | 'right'> = { fox: 'right', nyt: 'left', hpo: 'left' };

export function basilEvents(dataDir: string): LeanEvent[] {
  const root = join(dataDir, 'clustering/basil/articles');
  const byEvent = new Map<string, LeanEvent>();
  for (const year of readdirSync(root))
    for (const file of readdirSync(join(root, year))) {
      const a = JSON.parse(readFileSync(join(root, year, file), 'utf8'));
      const side = BASIL_SIDE[String(a.source)];
      if (!side) continue;
      const key = String(a['triplet-uuid']);
      const event = byEvent.get(key) ?? {
        set: 'basil' as const,
        part: goldPart('basil', key),
        left: [],
        right: [],
      };
      const body = (a['body-paragraphs'] as string[][]).map((p) => p.join(' ')).join(' ');
      event[side].push(textOf(String(a.source), String(a.title ?? ''), body));
      byEvent.set(key, event);
    }
  return [...byEvent.values()].filter((e) => e.left.length && e.right.length);
}

/** Share of an event's right-left pairs the score orders right above left (ties count half). */
function eventShare(event: LeanEvent, lean: (stems: string[]) => number): number {
  let sum = 0;
  for (const r of event.right)
    for (const l of event.left) {
      const d = lean(r.stems) - lean(l.stems);
      sum += d > 0 ? 1 : d === 0 ? 0.5 : 0;
    }
  return sum / (event.right.length * event.left.length);
}

export interface WithinEventAuc {
  events: number;
  auc: number;
  /** 95% percentile bootstrap interval over events. */
  ci: [number, number];
}

const BOOTSTRAP = 2000;

/** Mean over events of the right-above-left share (each event one vote), with its bootstrap interval. */
export function withinEventAuc(events: LeanEvent[], lean: (stems: string[]) => number): WithinEventAuc {
  const shares = events.map((e) => eventShare(e, lean));
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const random = seededRandom(22);
  const draws: number[] = [];
  for (let b = 0; b < BOOTSTRAP; b += 1) {
    let sum = 0;
    for (let i = 0; i < shares.length; i += 1) sum += shares[Math.floor(random() * shares.length)];
    draws.push(sum / shares.length);
  }
  draws.sort((a, b) => a - b);
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    events: events.length,
    auc: r3(mean(shares)),
    ci: [r3(draws[Math.floor(0.025 * BOOTSTRAP)]), r3(draws[Math.ceil(0.975 * BOOTSTRAP) - 1])],
  };
}
