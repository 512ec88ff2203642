// Wire format of events (SPEC §2): the list item with exactly the spec's fields, the single event (sources and
// facts always, plus our divergence analysis when stored), and the gap entry.
import { provisionalGap } from '../../analyze/coverage';
import type { SourceRow } from '../../analyze/sources';
import type { FlagCounts } from '../../feedback/flags';
import { factId, SINGLE_ITEM_IDS } from '../../feedback/items';
import type { EventRecord, StoredFact } from '../../services/event-record';
import type { EventEmbed } from '../../services/events';
import type { GapRecord } from '../../services/gaps';
import type { Bias } from '../../spec';
import type { Divergence } from '../../contract/divergence';
import type { AnalysedEvent } from '../../contract/event-detail';
import type { EventFeedback } from '../../contract/event-feedback';
import type { GapEntry } from '../../contract/gap-entry';
import type { EventListItem } from '../../contract/event-list-item';
import type { Fact } from '../../contract/fact';
import type { SourceRow as SourceRowOnWire } from '../../contract/source-row';
import { timeAgo } from './time-ago';

const iso = (value: string) => new Date(value).toISOString();

/** An event the analysis has not scored yet shows 0 (the field is an integer) and sorts last. */
const score = (e: EventRecord) => e.divergence_score ?? 0;

export function presentEventListItem(
  e: EventRecord,
  embed: readonly EventEmbed[] = [],
  now = Date.now(),
): EventListItem {
  return {
    id: e.id,
    title: e.title,
    summary: e.summary,
    category: e.category,
    divergence_score: score(e),
    article_count: e.article_count,
    // The age of the happening: since it was first reported (docs/decisions.md).
    time_ago: timeAgo(new Date(e.reported_at), now),
    reported_at: iso(e.reported_at),
    updated_at: iso(e.updated_at),
    ...(embed.includes('sources') ? { sources: (e.sources ?? []).map(presentSource) } : {}),
    ...(embed.includes('facts') ? { facts: (e.facts ?? []).map(presentFact) } : {}),
  };
}

/** GET /events/{id}: sources and facts always inline (SPEC §4 Events); ours: the stored divergence analysis. */
export function presentEvent(e: EventRecord, now = Date.now()): AnalysedEvent {
  return {
    ...presentEventListItem(e, [], now),
    sources: (e.sources ?? []).map(presentSource),
    facts: (e.facts ?? []).map(presentFact),
    // Stored as the analysis wrote it (src/analyze/divergence.ts), in the contract's shape.
    ...(e.divergence ? { divergence: e.divergence as Divergence } : {}),
  };
}

/**
 * GET /events/{id}, ours: how many readers flagged each item as wrong (counts only, never who or what they wrote),
 * with the ids a flag addresses the items by: one entry per ledger entry and per source row, in their order.
 */
export function presentEventFeedback(e: EventRecord, counts: FlagCounts): EventFeedback {
  return {
    score: counts.score.get(SINGLE_ITEM_IDS.score) ?? 0,
    gap: e.gap ? (counts.gap.get(SINGLE_ITEM_IDS.gap) ?? 0) : null,
    facts: (e.facts ?? []).map((f) => {
      const id = factId(f.text);
      return { id, readers: counts.fact.get(id) ?? 0 };
    }),
    framing: (e.sources ?? []).map((s) => ({
      outlet_slug: s.outlet_slug,
      readers: counts.framing.get(s.outlet_slug) ?? 0,
    })),
  };
}

/** SPEC §2 Source, in its order; the stored article id stays internal. */
export function presentSource(s: SourceRow): SourceRowOnWire {
  return {
    outlet: s.outlet,
    outlet_slug: s.outlet_slug,
    domain: s.domain,
    // The outlet registry's bias class, which the stored row keeps as a string.
    bias: s.bias as Bias,
    bias_position: s.bias_position,
    framing: s.framing,
    framing_label: s.framing_label,
    framing_summary: s.framing_summary,
    headline: s.headline,
    byline: s.byline,
    sentiment: s.sentiment,
    url: s.url,
    published_at: iso(s.published_at),
  };
}

/** SPEC §2 Fact: `count` is `<outlets agreeing>/<outlets covering>`. */
export function presentFact(f: StoredFact): Fact {
  return {
    status: f.status,
    text: f.text,
    source_attribution: f.source_attribution,
    count: `${f.agreeing}/${f.covering}`,
  };
}

/** SPEC §2 Gap entry: seven list-item fields plus the gap, with our `provisional` flag (docs/decisions.md). */
export function presentGapEntry(e: GapRecord, now = Date.now()): GapEntry {
  return {
    id: e.id,
    title: e.title,
    category: e.category,
    divergence_score: score(e),
    article_count: e.article_count,
    time_ago: timeAgo(new Date(e.reported_at), now),
    updated_at: iso(e.updated_at),
    gap: {
      covered_by: e.gap.covered_by,
      ignored_by: e.gap.ignored_by,
      covered_count: e.gap.covered_count,
      ignored_count: e.gap.ignored_count,
      provisional: provisionalGap(e.first_seen_at, now),
    },
  };
}
