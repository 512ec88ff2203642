// The template catalogue and the story mix: which share of events each kind of story gets, and how
// often each template appears within its group (a Fed decision is rarer than an earnings report).
import type { Rng } from '../prng';
import type { EventTemplate } from '../template';
import { AI } from './ai';
import { ECONOMY } from './economy';
import { HEALTH } from './health';
import { MARKET_CORPORATE } from './market-corporate';
import { MARKET_MACRO } from './market-macro';
import { OTHER } from './other';
import { POLITICS } from './politics';
import { WAR } from './war';

/** Relative frequency within a group; templates not listed weigh 1. */
const WEIGHTS: Readonly<Record<string, number>> = {
  'market.earnings': 3,
  'market.guidance': 1.5,
  'market.acquisition': 1.5,
  'market.layoffs': 1.5,
  'market.antitrust': 0.8,
  'market.fed-decision': 0.3,
  'market.ecb-decision': 0.3,
  'market.boe-decision': 0.3,
  'market.boj-decision': 0.3,
  'market.cpi': 0.3,
  'market.jobs-report': 0.3,
  'market.gold-move': 0.8,
  'politics.protest': 1.3,
  'politics.spending-bill': 1.3,
};

/** Event shares by group. Market stories are about 30% of events, as on a real news day. */
const MIX: readonly { share: number; templates: readonly EventTemplate[] }[] = [
  { share: 0.4, templates: [...MARKET_CORPORATE, ...MARKET_MACRO] },
  { share: 0.19, templates: POLITICS },
  { share: 0.1, templates: WAR },
  { share: 0.08, templates: ECONOMY },
  { share: 0.08, templates: AI },
  { share: 0.08, templates: HEALTH },
  { share: 0.07, templates: OTHER },
];

export const TEMPLATES: readonly EventTemplate[] = MIX.flatMap((g) => g.templates);

interface Entry {
  template: EventTemplate;
  cumulative: number;
}

function table(groups: typeof MIX): Entry[] {
  const entries: Entry[] = [];
  let total = 0;
  for (const g of groups) {
    const groupWeight = g.templates.reduce((s, t) => s + (WEIGHTS[t.key] ?? 1), 0);
    for (const t of g.templates) {
      total += (g.share * (WEIGHTS[t.key] ?? 1)) / groupWeight;
      entries.push({ template: t, cumulative: total });
    }
  }
  return entries.map((e) => ({ template: e.template, cumulative: e.cumulative / total }));
}

const ALL = table(MIX);
/** One-sided stories are the political and general kind; market news reaches every desk. */
const GENERAL = table(MIX.filter((g) => !g.templates[0].market));

function draw(entries: readonly Entry[], x: number): EventTemplate {
  for (const e of entries) if (x < e.cumulative) return e.template;
  return entries[entries.length - 1].template;
}

/** A template drawn by the story mix; `general` excludes market stories. */
export function pickTemplate(r: Rng, general: boolean): EventTemplate {
  return draw(general ? GENERAL : ALL, r.next());
}
