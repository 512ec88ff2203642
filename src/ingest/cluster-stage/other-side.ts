// The split check of a coverage gap (docs/decisions.md, "Gaps robust to clustering splits"): before an event is
// listed as one side's gap, the articles of the ignoring side published within GAP_CHECK.windowHours of its
// coverage are searched for the same happening with `more_like_this` over headline and summary. Clustering splits
// one happening into two events often enough (docs/clustering.md: 18-27% of true events) that a half holding only
// one side's articles must not be shown as the other side's blind spot when that side did report it.
// One `msearch` per call, one query per checked event; nothing here scripts, so it runs on any ES 9 cluster.
import type { estypes } from '@elastic/elasticsearch';
import type { AppContext } from '../../context';
import { GAP, GAP_SPLIT_WINDOW_HOURS } from '../../spec';
import { HOUR_MS } from '../../time-units';

export const GAP_CHECK = {
  windowHours: GAP_SPLIT_WINDOW_HOURS,
  /**
   * Share of the like text's selected terms an article must match (`more_like_this` minimum_should_match): the
   * similarity threshold, chosen on the tuning half of the AllSides roundups (scripts/eval-gaps.ts). `3<` requires
   * every term when at most 3 are selected: a brand-new happening's words may be absent from the index, and a
   * share of a few terms rounds down to almost nothing.
   */
  minimumShouldMatch: '3<30%',
  /** Words of the event's own text an article must share in any case (see otherSideQuery). */
  minSharedWords: 3,
  /** Terms `more_like_this` selects from the like text (its default). */
  maxQueryTerms: 25,
  /** Member texts an event offers as the like text: enough to name the happening, bounded for large events. */
  maxLikeTexts: 24,
  /** Other-side articles kept as evidence on the event. */
  maxFound: 5,
} as const;

export type GapSideName = 'left' | 'right';

export interface GapCandidate {
  eventId: number;
  /** The side the gap rule says ignored the event: its articles are the ones searched. */
  ignoredBy: GapSideName;
  /** The event's first and last member publication times (epoch ms). */
  firstAt: number;
  lastAt: number;
  /** Headline and summary of the event's members. */
  texts: readonly string[];
  /** Only these articles may count as the other side's coverage (a re-check after they arrived); all when absent. */
  among?: readonly number[];
}

/** An article of the ignoring side reporting the same happening, and the event it was clustered into. */
export interface OtherSideArticle {
  article_id: number;
  event_id: number | null;
}

function sideFilter(side: GapSideName): estypes.QueryDslQueryContainer {
  return side === 'left'
    ? { range: { bias_position: { lte: GAP.leftMaxPosition } } }
    : { range: { bias_position: { gte: GAP.rightMinPosition } } };
}

/**
 * The search for one candidate's other side. Exported for scripts/eval-gaps.ts, which runs this very query and
 * tries thresholds other than the chosen one.
 */
export function otherSideQuery(
  candidate: GapCandidate,
  minimumShouldMatch: string = GAP_CHECK.minimumShouldMatch,
): estypes.QueryDslQueryContainer {
  const filter: estypes.QueryDslQueryContainer[] = [
    sideFilter(candidate.ignoredBy),
    {
      range: {
        published_at: {
          gte: new Date(candidate.firstAt - GAP_CHECK.windowHours * HOUR_MS).toISOString(),
          lte: new Date(candidate.lastAt + GAP_CHECK.windowHours * HOUR_MS).toISOString(),
        },
      },
    },
  ];
  if (candidate.among) filter.push({ terms: { id: [...candidate.among] } });
  const texts = candidate.texts.slice(0, GAP_CHECK.maxLikeTexts);
  // `more_like_this` selects only terms the index already holds: before a new event's own articles are written,
  // a happening told in new words may leave it no term at all, and it then matches every article. At least a few
  // of the event's own words, whatever the index holds, keep that from closing a gap.
  filter.push({
    multi_match: {
      query: texts.join('\n'),
      fields: ['headline', 'summary'],
      minimum_should_match: GAP_CHECK.minSharedWords,
    },
  });
  return {
    bool: {
      filter,
      must_not: [{ term: { event_id: candidate.eventId } }],
      must: [
        {
          more_like_this: {
            fields: ['headline', 'summary'],
            like: texts,
            // The like text is a few headlines and leads, and a shard may hold few articles: a term seen once,
            // in one document, still names the happening.
            min_term_freq: 1,
            min_doc_freq: 1,
            max_query_terms: GAP_CHECK.maxQueryTerms,
            minimum_should_match: minimumShouldMatch,
          },
        },
      ],
    },
  };
}

/**
 * The ignoring side's coverage of each candidate's happening, best match first; a candidate with none is absent.
 * Searches what the articles index shows now (the caller refreshes it when just-written articles must count).
 */
export async function findOtherSide(
  target: Pick<AppContext, 'es' | 'indices'>,
  candidates: readonly GapCandidate[],
): Promise<Map<number, OtherSideArticle[]>> {
  const out = new Map<number, OtherSideArticle[]>();
  const asked = candidates.filter((c) => c.texts.length > 0 && (!c.among || c.among.length > 0));
  if (asked.length === 0) return out;
  const res = await target.es.msearch<{ id: number; event_id?: number }>({
    index: target.indices.articles,
    searches: asked.flatMap((c) => [
      {},
      {
        query: otherSideQuery(c),
        size: GAP_CHECK.maxFound,
        _source: ['id', 'event_id'],
        sort: ['_score', { id: 'asc' }],
      },
    ]),
  });
  res.responses.forEach((response, i) => {
    if ('error' in response)
      throw new Error(`gap check failed: ${response.error.type}: ${response.error.reason}`);
    const found = response.hits.hits.flatMap((hit) =>
      hit._source ? [{ article_id: hit._source.id, event_id: hit._source.event_id ?? null }] : [],
    );
    if (found.length > 0) out.set(asked[i].eventId, found);
  });
  return out;
}
