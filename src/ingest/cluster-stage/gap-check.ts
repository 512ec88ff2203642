// Where ingest runs the split check of gaps (src/ingest/cluster-stage/other-side.ts): on every analysis that
// the gap rule makes a gap, before the event is written (so `/divergence/gaps` stays one query over stored
// fields), and again after a batch's articles are written, for the stored gaps those articles may close (the
// other side's report arriving later, clustered into another event).
import type { GapCheck } from '../../analyze/coverage';
import type { EventAnalysis } from '../../analyze/event-analysis';
import type { CarryingMember } from '../../analyze/carried-inputs';
import type { MemberArticle } from '../../documents/member-article';
import type { RecentCache } from '../../cluster/es/recent-cache';
import { sideOf } from '../../analyze/coverage';
import { findOtherSide, GAP_CHECK, type GapCandidate, type GapSideName } from './other-side';
import type { IngestContext } from '../ingest-context';
import { loadMembers } from './member-articles';
import { HOUR_MS } from '../../time-units';

type Target = Pick<IngestContext, 'es' | 'indices'>;

/** The analysis as stored: the gap withdrawn, with the reason, when the other side's coverage was found. */
export type CheckedAnalysis = EventAnalysis & { gap_check: GapCheck | null };

type Member = Pick<MemberArticle, 'headline' | 'summary' | 'published_at'>;

function candidate(eventId: number, ignoredBy: GapSideName, members: readonly Member[]): GapCandidate {
  const times = members.map((m) => Date.parse(m.published_at));
  return {
    eventId,
    ignoredBy,
    firstAt: Math.min(...times),
    lastAt: Math.max(...times),
    texts: members.map((m) => `${m.headline}. ${m.summary ?? ''}`),
  };
}

/** Checks the analyses that are gaps by the rule; the others get `gap_check: null` (a closed check is cleared). */
export async function checkGaps(
  target: Target,
  analyses: ReadonlyMap<number, EventAnalysis>,
  membersOf: ReadonlyMap<number, readonly Member[]>,
): Promise<Map<number, CheckedAnalysis>> {
  const candidates: GapCandidate[] = [];
  for (const [eventId, analysis] of analyses)
    if (analysis.gap)
      candidates.push(candidate(eventId, analysis.gap.ignored_by, membersOf.get(eventId) ?? []));
  const found = await findOtherSide(target, candidates);
  const out = new Map<number, CheckedAnalysis>();
  for (const [eventId, analysis] of analyses) {
    const other = found.get(eventId);
    out.set(
      eventId,
      other && analysis.gap
        ? {
            ...analysis,
            gap: null,
            gap_check: { covered_by: analysis.gap.covered_by, other_side_found: other },
          }
        : { ...analysis, gap_check: null },
    );
  }
  return out;
}

/** A written article as the re-check reads it. */
type Written = Pick<MemberArticle, 'id' | 'bias_position' | 'published_at'>;

interface StoredGapEvent {
  id: number;
  member_sample_ids?: number[];
  gap: { covered_by: GapSideName; ignored_by: GapSideName };
}

/** Most gaps a batch re-checks (the newest first): the window holds far fewer at live rates. */
const RECHECK_LIMIT = 500;

/**
 * After a batch's articles are written: the stored gaps ignored by a side those articles cover, within the window
 * of them, are checked again against those articles alone (older ones were searched when the gap was analysed).
 * A gap they close is withdrawn as `checkGaps` would. Returns how many were withdrawn.
 */
export async function recheckGaps(
  target: Target & Pick<IngestContext, 'watchEventWrites'>,
  written: readonly Written[],
  cache: RecentCache<CarryingMember>,
  lease?: AbortSignal,
): Promise<number> {
  const bySide = new Map<GapSideName, Written[]>();
  for (const article of written) {
    const side = sideOf(article.bias_position);
    if (side !== 'center') bySide.set(side, [...(bySide.get(side) ?? []), article]);
  }
  if (bySide.size === 0) return 0;
  const times = written.map((a) => Date.parse(a.published_at));
  const window = GAP_CHECK.windowHours * HOUR_MS;
  const res = await target.es.search<StoredGapEvent>({
    index: target.indices.events,
    size: RECHECK_LIMIT,
    _source: ['id', 'member_sample_ids', 'gap'],
    // Each withdrawal is conditional on the event being as read: an event written meanwhile was analysed (and
    // checked) again, and is left as that write made it.
    seq_no_primary_term: true,
    query: {
      bool: {
        filter: [
          { terms: { 'gap.ignored_by': [...bySide.keys()] } },
          { range: { first_seen_at: { lte: new Date(Math.max(...times) + window).toISOString() } } },
          { range: { last_article_at: { gte: new Date(Math.min(...times) - window).toISOString() } } },
        ],
      },
    },
    sort: [{ last_article_at: 'desc' }, { id: 'desc' }],
  });
  const gaps = res.hits.hits.flatMap((hit) =>
    hit._source ? [{ ...hit._source, seqNo: hit._seq_no, primaryTerm: hit._primary_term }] : [],
  );
  if (gaps.length === 0) return 0;
  const members = await loadMembers(
    target,
    gaps.flatMap((g) => g.member_sample_ids ?? []),
    cache,
  );
  // The batch's articles were written without a refresh: the search must see them.
  await target.es.indices.refresh({ index: target.indices.articles });
  const candidates = gaps.map((g) => {
    const own = (g.member_sample_ids ?? []).flatMap((id) => members.get(id) ?? []);
    const among = (bySide.get(g.gap.ignored_by) ?? []).map((a) => a.id);
    return { ...candidate(g.id, g.gap.ignored_by, own), among };
  });
  const found = await findOtherSide(
    target,
    candidates.filter((c) => Number.isFinite(c.firstAt)),
  );
  if (found.size === 0) return 0;
  lease?.throwIfAborted();
  const updatedAt = new Date().toISOString();
  const read = new Map(gaps.map((g) => [g.id, g]));
  // A withdrawn gap closes it for webhook subscribers.
  const withdrawn = await target.watchEventWrites([...found.keys()], () =>
    target.es.bulk({
      operations: [...found].flatMap(([eventId, other]) => {
        const g = read.get(eventId)!;
        const check: GapCheck = { covered_by: g.gap.covered_by, other_side_found: other };
        return [
          {
            update: {
              _index: target.indices.events,
              _id: String(eventId),
              if_seq_no: g.seqNo,
              if_primary_term: g.primaryTerm,
            },
          },
          { doc: { gap: null, gap_check: check, updated_at: updatedAt } },
        ];
      }),
    }),
  );
  const failed = withdrawn.items
    .map((item) => item.update?.error)
    .find((e) => e && e.type !== 'version_conflict_engine_exception');
  if (failed) throw new Error(`withdrawing gaps failed: ${failed.type}: ${failed.reason}`);
  return withdrawn.items.filter((item) => !item.update?.error).length;
}
