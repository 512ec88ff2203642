// The events nearest a piece of writing that Parallax has not stored (a reader's article: its title and perhaps its
// text), by meaning and by words, over the ARTICLES' meaning vectors and texts: one kNN search and one BM25 search
// in a single msearch, each hit standing for the event its article belongs to, then fused by score: the cosine of
// the event's nearest article plus a small weight times its best BM25 score over the list's best.
// Used by the article lookup (src/services/article-lookup.ts) and measured by scripts/eval-lookup.ts.
import type { estypes } from '@elastic/elasticsearch';
import type { AppContext } from '../context';

/** hybrid: both lists fused (what the API serves); words: BM25 alone; meaning: kNN alone (the baselines). */
export type MatchMode = 'hybrid' | 'words' | 'meaning';

export interface NearestEventsQuery {
  /** The reader's headline, and optionally the opening of their article. */
  title: string;
  text?: string;
  /** The query vector of title and text (articleText), unit length; needed unless mode is words. */
  vector?: Float32Array;
  /** Articles published in [from, to] are compared. */
  from: Date;
  to: Date;
}

export interface EventMatch {
  eventId: number;
  /** Cosine of the query and the event's nearest article in the window; null when only words found the event. */
  similarity: number | null;
  /** Which lists found it. */
  matchedBy: ('meaning' | 'words')[];
}

export interface NearestParameters {
  hits: number;
  numCandidates: number;
  wordsWeight: number;
  minSimilarity: number;
  wordsMinimumShouldMatch: string;
}

export const NEAREST: NearestParameters = {
  /** Article hits per list: an event of 3-10 articles in the window still leaves room for a dozen events. */
  hits: 60,
  /** HNSW candidates per shard for the kNN list (recall against the exact neighbours rises with it). */
  numCandidates: 300,
  /**
   * The words score's weight beside the cosine: words mostly break ties between events near in meaning. Chosen on
   * the roundups' tuning half, where it beat reciprocal rank fusion by 3 points (docs/lookup.md).
   */
  wordsWeight: 0.25,
  /**
   * A meaning-only match below this cosine is dropped: MiniLM puts unrelated news headlines at 0.1-0.4 of each
   * other, and one written about the same happening mostly above 0.5 (docs/lookup.md).
   */
  minSimilarity: 0.5,
  /**
   * A words match must share this share of the query's terms (after stop words): one shared name is not the
   * same story.
   */
  wordsMinimumShouldMatch: '40%',
};

interface ArticleHit {
  event_id?: number;
}

function windowFilter(query: NearestEventsQuery): estypes.QueryDslQueryContainer[] {
  return [
    { range: { published_at: { gte: query.from.toISOString(), lte: query.to.toISOString() } } },
    { exists: { field: 'event_id' } },
  ];
}

export function wordsSearch(
  query: NearestEventsQuery,
  params: NearestParameters = NEAREST,
): estypes.SearchSearchRequestBody {
  const words = query.text ? `${query.title} ${query.text}` : query.title;
  return {
    size: params.hits,
    _source: ['event_id'],
    query: {
      bool: {
        must: [
          {
            multi_match: {
              query: words,
              fields: ['headline^2', 'summary'],
              minimum_should_match: params.wordsMinimumShouldMatch,
            },
          },
        ],
        filter: windowFilter(query),
      },
    },
  };
}

export function meaningSearch(
  query: NearestEventsQuery,
  vector: Float32Array,
  params: NearestParameters = NEAREST,
): estypes.SearchSearchRequestBody {
  return {
    size: params.hits,
    _source: ['event_id'],
    knn: {
      field: 'meaning_vector',
      query_vector: Array.from(vector),
      k: params.hits,
      num_candidates: params.numCandidates,
      filter: windowFilter(query),
    },
  };
}

/** Each event once, in the order of its best article, with that article's score. */
export function eventsInOrder(hits: estypes.SearchHit<ArticleHit>[]): Map<number, number> {
  const best = new Map<number, number>();
  for (const hit of hits) {
    const id = hit._source?.event_id;
    if (id !== undefined && !best.has(id)) best.set(id, hit._score ?? 0);
  }
  return best;
}

/**
 * Events by fused rank, best first, at most `limit`. Elasticsearch scores a cosine kNN hit (1 + cos) / 2, which
 * is turned back into the cosine. Fusion runs here, on events (an event's score is its best article's), not on
 * articles; the distribution Parallax runs has no `rrf` retriever either ("unknown retriever [rrf]").
 */
export async function nearestEvents(
  app: Pick<AppContext, 'es' | 'indices'>,
  query: NearestEventsQuery,
  mode: MatchMode,
  limit: number,
): Promise<EventMatch[]> {
  const searches: estypes.SearchSearchRequestBody[] = [];
  if (mode !== 'meaning') searches.push(wordsSearch(query));
  if (mode !== 'words') {
    if (!query.vector) throw new Error('a search by meaning needs the query vector');
    searches.push(meaningSearch(query, query.vector));
  }
  const res = await app.es.msearch<ArticleHit>({
    index: app.indices.articles,
    searches: searches.flatMap((body) => [{}, body]),
  });
  const lists = res.responses.map((r) => {
    if ('error' in r) throw new Error(`nearest events: ${r.error.type}: ${r.error.reason ?? ''}`);
    return eventsInOrder(r.hits.hits);
  });
  const words = mode === 'meaning' ? new Map<number, number>() : lists[0];
  const meaning = mode === 'words' ? new Map<number, number>() : lists[lists.length - 1];
  return fuseEvents(words, meaning, limit);
}

/**
 * Score fusion of the two event lists (each event's best article score, best first): the cosine of a meaning
 * match at or above the floor, plus wordsWeight times the words score over the list's best; ties go to the lower
 * id so the order is stable.
 */
export function fuseEvents(
  words: ReadonlyMap<number, number>,
  meaningScores: ReadonlyMap<number, number>,
  limit: number,
  params: NearestParameters = NEAREST,
): EventMatch[] {
  const cosine = new Map<number, number>();
  for (const [id, score] of meaningScores) {
    if (2 * score - 1 >= params.minSimilarity) cosine.set(id, 2 * score - 1);
  }
  const bestWords = Math.max(0, ...words.values());
  const fused = new Map(cosine);
  for (const [id, score] of words) {
    fused.set(id, (fused.get(id) ?? 0) + (params.wordsWeight * score) / bestWords);
  }
  return [...fused]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([eventId]) => {
      const similarity = cosine.get(eventId);
      return {
        eventId,
        similarity: similarity === undefined ? null : Math.round(similarity * 1000) / 1000,
        matchedBy: [
          ...(cosine.has(eventId) ? (['meaning'] as const) : []),
          ...(words.has(eventId) ? (['words'] as const) : []),
        ],
      };
    });
}
