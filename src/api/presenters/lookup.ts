// Wire format of an article lookup (GET /articles/lookup, MCP find_other_side): how the match was made, the stored
// article, and each event as a list item with its divergence analysis and gap, its similarity to the title, and
// its coverage by side (left, centre, right: the Gap rules' bounds), the looked-up article's own outlet left out.
import { sideOf, type Side } from '../../analyze/coverage';
import type { SourceRow } from '../../analyze/sources';
import type { LookupEvent, LookupResult } from '../../services/article-lookup';
import type { Divergence } from '../../contract/divergence';
import type { Lookup } from '../../contract/lookup';
import type { Bias } from '../../spec';
import { presentArticle } from './article';
import type { EventRecord } from '../../services/event-record';
import { isListedGap } from '../../services/gaps';
import { presentEventListItem, presentGapEntry } from './event';

const iso = (value: string) => new Date(value).toISOString();

function presentCoverageItem(s: SourceRow) {
  return {
    outlet: s.outlet,
    outlet_slug: s.outlet_slug,
    // The outlet registry's bias class, which the stored row keeps as a string.
    bias: s.bias as Bias,
    bias_position: s.bias_position,
    headline: s.headline,
    url: s.url,
    framing: s.framing,
    framing_label: s.framing_label,
    published_at: iso(s.published_at),
  };
}

export type CoverageItem = ReturnType<typeof presentCoverageItem>;

function coverageBySide(sources: readonly SourceRow[], ownOutlet: string | null) {
  const sides: Record<Side, CoverageItem[]> = { left: [], center: [], right: [] };
  for (const s of sources) {
    if (s.outlet_slug !== ownOutlet) sides[sideOf(s.bias_position)].push(presentCoverageItem(s));
  }
  return sides;
}

/** The event's gap as GET /divergence/gaps shows it, or null when that list would not hold the event. */
function listedGap(event: EventRecord, now: number) {
  const gap = event.gap;
  return gap && isListedGap(gap) ? presentGapEntry({ ...event, gap }, now).gap : null;
}

function presentLookupEvent(found: LookupEvent, ownOutlet: string | null, now: number) {
  const { event } = found;
  return {
    similarity: found.similarity,
    matched_by: found.matchedBy,
    event: {
      ...presentEventListItem(event, [], now),
      // Stored as the analysis wrote it (src/analyze/divergence.ts), in the contract's shape.
      divergence: (event.divergence as Divergence | undefined) ?? null,
      gap: listedGap(event, now),
    },
    coverage: coverageBySide(event.sources ?? [], ownOutlet),
  };
}

export function presentLookup(result: LookupResult, now = Date.now()): Lookup {
  const ownOutlet = result.match === 'url' ? (result.article?.outlet_slug ?? null) : null;
  return {
    match: result.match,
    article: result.article ? presentArticle(result.article) : null,
    window: result.window
      ? { from: result.window.from.toISOString(), to: result.window.to.toISOString() }
      : null,
    events: result.events.map((found) => presentLookupEvent(found, ownOutlet, now)),
  };
}

export type PresentedLookup = ReturnType<typeof presentLookup>;
