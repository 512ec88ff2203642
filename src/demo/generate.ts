// The demo corpus generator: a stream of synthetic but realistic articles from the 45 outlets,
// grouped into made-up events, spread over the last `days` days and yielded in publication order.
// Everything is drawn from one seeded PRNG, so the same options give a byte-identical corpus.
import { renderArticle } from './article';
import { chooseOutlets, gapOf, sideOf, type Reach } from './coverage';
import { castEvent, type DemoEvent } from './event';
import { MinHeap } from './heap';
import { Rng } from './prng';
import { pickTemplate } from './templates';
import type { DemoCorpusOptions, DemoTruthRecord, ReplayRecord } from './types';
import { HOUR_MS, DAY_MS } from '../time-units';

/** Share of events covered by one side only (coverage gaps). */
const ONE_SIDED_RATE = 0.1;
/** Articles of an event follow its first report by about 2.5 hours on average, 14 at most. */
const FOLLOW_MEAN = 2.5 * HOUR_MS;
const FOLLOW_MAX = 14 * HOUR_MS;

interface Pending {
  ms: number;
  seq: number;
  truth: DemoTruthRecord;
}

function validate(options: DemoCorpusOptions): {
  articles: number;
  seed: number;
  nowMs: number;
  days: number;
} {
  const { articles, seed = 1, now = new Date(), days = 7 } = options;
  if (!Number.isInteger(articles) || articles < 0)
    throw new RangeError('articles must be a non-negative integer');
  if (!Number.isFinite(seed)) throw new RangeError('seed must be a finite number');
  if (!(days > 0) || !Number.isFinite(days)) throw new RangeError('days must be a positive number');
  const nowMs = now.getTime();
  if (!Number.isFinite(nowMs)) throw new RangeError('now must be a valid date');
  // Whole seconds, so published_at (second precision) can never round past `now`.
  return { articles, seed, nowMs: secondOf(nowMs), days };
}

function secondOf(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

/** Publication time of a follow-up article: hours after the first, never after `now`. */
function followUp(r: Rng, startMs: number, nowMs: number): number {
  const lag = Math.min(FOLLOW_MAX, -Math.log(1 - r.next()) * FOLLOW_MEAN);
  return secondOf(startMs + lag <= nowMs ? startMs + lag : startMs + r.next() * (nowMs - startMs));
}

/** The main and the alternative figure of a disputed event, as its articles print them. */
function disputedFigures(event: DemoEvent): readonly [string, string] | null {
  const dispute = event.template.dispute;
  if (!dispute) return null;
  const [main, alt] = [event.slots[dispute.slot], event.slots[dispute.alt]];
  return typeof main === 'string' && typeof alt === 'string' ? [main, alt] : null;
}

function reach(r: Rng): Reach {
  if (!r.chance(ONE_SIDED_RATE)) return 'both';
  return r.chance(0.5) ? 'left-only' : 'right-only';
}

/**
 * Yields exactly `options.articles` records with their ground truth, oldest first. Event start times
 * advance with the share of articles produced, so only the last few hours of articles (the reorder
 * buffer) are ever held in memory.
 */
export function* generateDemoCorpusWithTruth(options: DemoCorpusOptions): Generator<DemoTruthRecord> {
  const { articles, seed, nowMs, days } = validate(options);
  const r = new Rng(seed);
  const windowStart = nowMs - days * DAY_MS;
  const buffer = new MinHeap<Pending>((a, b) => a.ms < b.ms || (a.ms === b.ms && a.seq < b.seq));
  const unique = new Set<string>();
  let produced = 0;

  for (let index = 0; produced < articles; index++) {
    const startMs = secondOf(windowStart + ((nowMs - windowStart) * produced) / articles);
    // Every article still to come is published at or after startMs, so older ones can go out.
    while (buffer.size > 0 && (buffer.peek() as Pending).ms < startMs) yield (buffer.pop() as Pending).truth;

    const how = reach(r);
    let event = castEvent(r, index, pickTemplate(r, how !== 'both'), startMs);
    while (event.unique !== undefined && unique.has(event.unique)) {
      event = castEvent(r, index, pickTemplate(r, how !== 'both'), startMs);
    }
    if (event.unique !== undefined) unique.add(event.unique);
    const template = event.template;
    const outlets = chooseOutlets(r, template.market, how).slice(0, articles - produced);
    const gap = gapOf(outlets);
    const sides = outlets.map((o) => sideOf(o.bias_position));
    // On a disputed event the alt side reports the other figure and the centre splits.
    const altSide = event.disputed ? template.dispute?.altSide : undefined;
    const altFigure = sides.map(
      (s) => altSide !== undefined && (s === altSide || (s === 'center' && r.chance(0.5))),
    );
    const disputed = altFigure.includes(true) && altFigure.includes(false);
    const figures = disputed ? disputedFigures(event) : null;
    const kind = gap ? 'one-sided' : disputed ? 'contradiction' : template.kind;
    const usedHeadlines = new Set<string>();

    outlets.forEach((outlet, i) => {
      const seq = produced + i + 1;
      const publishedMs = i === 0 ? startMs : followUp(r, startMs, nowMs);
      const record = renderArticle(r, {
        event,
        outlet,
        seq,
        publishedMs,
        altFigure: altFigure[i],
        usedHeadlines,
      });
      buffer.push({
        ms: publishedMs,
        seq,
        truth: {
          record,
          eventKey: event.key,
          template: template.key,
          category: template.category,
          market: template.market,
          side: sides[i],
          gap,
          kind,
          disputed,
          figures,
          tickers: event.tickers,
          topics: template.topics,
          facts: event.facts,
        },
      });
    });
    produced += outlets.length;
  }
  while (buffer.size > 0) yield (buffer.pop() as Pending).truth;
}

/** Yields exactly `options.articles` replay records, oldest first. */
export function* generateDemoCorpus(options: DemoCorpusOptions): Generator<ReplayRecord> {
  for (const item of generateDemoCorpusWithTruth(options)) yield item.record;
}
