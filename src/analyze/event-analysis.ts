// Everything an event shows that is computed from its member articles: a neutral title and summary, the
// category, one source row per outlet, side coverage and gap, the comparison of the outlets' coverage (fact
// ledger, framing summaries, sentiment toward the subject, divergence score; perspectives.ts), and the aggregated
// tags, market score and framings that back the events filters. Pure: the caller fetches the members (and the
// stored divergence, for its history) and stores the result.
import { TICKER_TAG_PREFIX, TOPIC_TAG_PREFIX } from '../spec';
import type { CarryingMember } from './carried-inputs';
import { categorise, type EventArticle } from './category';
import { coverage, gapOf, gapSide } from './coverage';
import type { PreviousDivergence } from '../documents/event-divergence';
import type { MemberArticle } from '../documents/member-article';
import { eventMeaningVector } from '../encoder/event-vector';
import { perspectives } from './perspectives';
import { eventSummary, representativeTitle } from './representative';
import { sourceRows } from './sources';

/** Most frequent first, then alphabetical: the event's main tickers and topics lead. */
function byFrequency(lists: readonly string[][]): string[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const item of new Set(list)) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([item]) => item);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// An event is analysed again every cycle that changes it, and its older members are the same objects each time
// (the process's member cache): one EventArticle per member lets the title and summary reuse their preparation.
const eventArticles = new WeakMap<MemberArticle, EventArticle>();

function eventArticle(m: CarryingMember): EventArticle {
  let article = eventArticles.get(m);
  if (!article) {
    article = {
      id: m.id,
      outlet_slug: m.outlet_slug,
      bias_position: m.bias_position,
      headline: m.headline,
      summary: m.summary,
      topics: m.topics,
      published_at: m.published_at,
      category_evidence: m.category_evidence,
      title_features: m.carried?.title,
    };
    eventArticles.set(m, article);
  }
  return article;
}

/** @param previous the event's stored `divergence` object, whose history this analysis extends. */
export function analyseEvent(members: readonly CarryingMember[], previous?: PreviousDivergence) {
  const rows = sourceRows(members);
  const sides = coverage(rows, members);
  const gap = gapOf(sides);
  const compared = perspectives(members, rows, previous);
  const tickers = byFrequency(members.map((m) => m.tickers));
  const topics = byFrequency(members.map((m) => m.topics));
  const articles = members.map(eventArticle);
  return {
    title: representativeTitle(articles),
    summary: eventSummary(articles),
    category: categorise(articles),
    ...compared,
    coverage: sides,
    gap_side: gapSide(sides),
    // Null unless the event is a gap (SPEC §2 Gap entry): `exists: gap` finds every gap, and a partial update
    // (refresh-events.ts) clears a gap that closed.
    gap: gap ?? null,
    tickers,
    topics,
    tags: [...tickers.map((t) => TICKER_TAG_PREFIX + t), ...topics.map((t) => TOPIC_TAG_PREFIX + t)],
    // The median, so one business outlet's market angle on a political story does not make it market news.
    market_score: Math.round(median(members.map((m) => m.market_score))),
    framings: [...new Set(rows.map((s) => s.framing))].sort(),
    // What semantic search and similar events compare: the mean over the analysed members (the sample).
    meaning_vector: eventMeaningVector(members),
  };
}

export type EventAnalysis = ReturnType<typeof analyseEvent>;
