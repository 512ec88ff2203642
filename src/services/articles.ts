// GET /articles (SPEC §4 "Other endpoints named"; parameters and payload ours, docs/decisions.md): the stored
// articles one by one, clustered or not, newest first (published_at, then id: a unique tie-breaker). Filters:
// outlet slugs (repeatable, any of them), exact tags (repeatable, all of them), the event an article belongs to,
// and since/until on published_at (inclusive, as the event lists bound first_seen_at). Every tier may read it
// (SPEC §5.9) within its lookback, which applies to published_at as it does to events' first_seen_at.
import type { estypes } from '@elastic/elasticsearch';
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { invalidParameter } from '../http/errors';
import type { ArticleDocument } from '../ingest/article-document';
import { PAGE } from '../spec';
import { checkTags } from './tag-filter';
import { assertInCallerWindow } from './time-window';

/** Offset pagination reaches as deep as Elasticsearch's default max_result_window (as /market/articles). */
export const ARTICLES_MAX_DEPTH = 10_000;

export interface ArticlesInput {
  outlets?: string[];
  tags?: string[];
  eventId?: number;
  since?: Date;
  until?: Date;
  limit?: number;
  offset?: number;
}

export type StoredArticle = Pick<
  ArticleDocument,
  | 'id'
  | 'headline'
  | 'summary'
  | 'outlet_slug'
  | 'outlet_name'
  | 'domain'
  | 'bias'
  | 'bias_position'
  | 'url'
  | 'image_url'
  | 'published_at'
  | 'fetched_at'
  | 'tags'
  | 'event_id'
>;

const ARTICLE_FIELDS: (keyof StoredArticle)[] = [
  'id',
  'headline',
  'summary',
  'outlet_slug',
  'outlet_name',
  'domain',
  'bias',
  'bias_position',
  'url',
  'image_url',
  'published_at',
  'fetched_at',
  'tags',
  'event_id',
];

export interface ArticlesPage {
  articles: StoredArticle[];
  limit: number;
  offset: number;
  hasMore: boolean;
}

export async function listArticles(
  app: Pick<AppContext, 'es' | 'indices'>,
  caller: Caller,
  input: ArticlesInput,
  now: number = Date.now(),
): Promise<ArticlesPage> {
  const tags = checkTags(input.tags);
  const { since, until } = input;
  if (since && until && since.getTime() > until.getTime()) {
    throw invalidParameter('since must not be greater than until');
  }
  const windowStart = assertInCallerWindow(caller, since, until, now);
  const limit = Math.min(PAGE.maxLimit, Math.max(1, input.limit ?? PAGE.defaultLimit));
  const offset = input.offset ?? 0;
  if (offset < 0) throw invalidParameter('offset must be 0 or more');
  if (offset + limit > ARTICLES_MAX_DEPTH) {
    throw invalidParameter(
      `offset + limit must be at most ${ARTICLES_MAX_DEPTH}; narrow the list with since/until, outlet or tag`,
    );
  }
  const lower = Math.max(since?.getTime() ?? -Infinity, windowStart?.getTime() ?? -Infinity);
  const published: estypes.QueryDslRangeQuery = { format: 'epoch_millis' };
  if (Number.isFinite(lower)) published.gte = lower;
  if (until) published.lte = until.getTime();
  const filter: estypes.QueryDslQueryContainer[] = [
    ...(published.gte !== undefined || published.lte !== undefined
      ? [{ range: { published_at: published } }]
      : []),
    ...(input.outlets?.length ? [{ terms: { outlet_slug: [...new Set(input.outlets)] } }] : []),
    ...tags.map((tag) => ({ term: { tags: tag } })),
    ...(input.eventId === undefined ? [] : [{ term: { event_id: input.eventId } }]),
  ];
  const res = await app.es.search<StoredArticle>({
    index: app.indices.articles,
    from: offset,
    // One more than asked tells whether a next page exists.
    size: limit + 1,
    track_total_hits: false,
    _source: ARTICLE_FIELDS,
    query: { bool: { filter } },
    sort: [{ published_at: 'desc' }, { id: 'desc' }],
  });
  const hits = res.hits.hits.map((hit) => hit._source as StoredArticle);
  return { articles: hits.slice(0, limit), limit, offset, hasMore: hits.length > limit };
}
