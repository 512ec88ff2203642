// GET /articles (SPEC §4 "Other endpoints named"; parameters and payload ours, docs/decisions.md): the stored
// articles one by one, clustered or not, newest first (published_at, then id: a unique tie-breaker). Filters:
// outlet slugs (repeatable, any of them), exact tags (repeatable, all of them), the event an article belongs to,
// and since/until on published_at (inclusive, as the event lists bound first_seen_at). Every tier may read it
// (SPEC §5.9) within its lookback, which applies to published_at as it does to events' first_seen_at. Cursor
// pages like every list (SPEC §4 Pagination), through the events' cursor module.
import type { estypes } from '@elastic/elasticsearch';
import { lookbackStart, type Caller } from '../access/caller';
import type { AppContext } from '../context';
import { invalidParameter } from '../errors';
import type { ArticleDocument } from '../documents/article-document';
import { ARTICLE_CARD_FIELDS } from './article-fields';
import { outletBySlug } from '../outlets/catalog';
import { queryKey } from './pagination/cursor';
import { searchPage, type Page, type PageRequest } from './pagination/paged-search';
import { checkTags } from './tag-filter';
import { assertInCallerWindow, checkBounds } from './time-window';

export interface ArticleFilters {
  outlets?: string[];
  tags?: string[];
  eventId?: number;
  since?: Date;
  until?: Date;
}
export const ARTICLE_FIELDS = [
  ...ARTICLE_CARD_FIELDS,
  'summary',
  'event_id',
] as const satisfies readonly (keyof ArticleDocument)[];
export type StoredArticle = Pick<ArticleDocument, (typeof ARTICLE_FIELDS)[number]>;

/** Newest first; the unique id breaks ties, so search_after never skips or repeats one (SPEC §4 Pagination). */
const ARTICLE_SORT: estypes.SortCombinations[] = [{ published_at: 'desc' }, { id: 'desc' }];

/** The filters checked and normalised (sorted, distinct), so equal queries get equal cursor keys. */
export function normaliseArticleFilters(filters: ArticleFilters): ArticleFilters & {
  outlets: string[];
  tags: string[];
} {
  const tags = [...checkTags(filters.tags)].sort();
  const outlets = [...new Set(filters.outlets ?? [])].sort();
  const unknown = outlets.find((slug) => !outletBySlug(slug));
  if (unknown !== undefined) {
    throw invalidParameter(`outlet "${unknown}" is not the slug of a tracked outlet (see GET /outlets)`);
  }
  const { since, until, eventId } = filters;
  checkBounds({ since, until });
  if (since && until && since.getTime() > until.getTime()) {
    throw invalidParameter('since must not be greater than until');
  }
  return { outlets, tags, eventId, since, until };
}

/**
 * The articles a walk whose first page was read at `snapshotAt` may show: the filters, published_at within the
 * caller's lookback as of that first page (so it does not move under a walk, as the event lists), and fetched no
 * later than it. Throws 401 archive_token_required for a since/until before the lookback.
 */
export function articleWalkQuery(
  caller: Caller,
  filters: ReturnType<typeof normaliseArticleFilters>,
  snapshotAt: number,
  now: number,
): estypes.QueryDslQueryContainer {
  const { outlets, tags, eventId, since, until } = filters;
  // Bounds the caller gave are judged as of the walk's first page, so a walk is not refused halfway for time
  // passing; what it reads is held to the lookback as of this page (as the event lists).
  assertInCallerWindow(caller, since, until, snapshotAt);
  const windowStart = lookbackStart(caller, now);
  const lower = Math.max(since?.getTime() ?? -Infinity, windowStart?.getTime() ?? -Infinity);
  const published: estypes.QueryDslDateRangeQuery = { format: 'epoch_millis' };
  if (Number.isFinite(lower)) published.gte = String(lower);
  if (until) published.lte = String(until.getTime());
  return {
    bool: {
      filter: [
        ...(outlets.length ? [{ terms: { outlet_slug: outlets } }] : []),
        ...tags.map((tag) => ({ term: { tags: tag } })),
        ...(eventId === undefined ? [] : [{ term: { event_id: eventId } }]),
        { range: { published_at: published } },
        // Articles stored after the first page stay out of the walk, also once its snapshot has lapsed.
        { range: { fetched_at: { lte: String(snapshotAt), format: 'epoch_millis' } } },
      ],
    },
  };
}

export async function listArticles(
  app: AppContext,
  caller: Caller,
  filters: ArticleFilters,
  page: PageRequest,
  now: number = Date.now(),
): Promise<Page<StoredArticle>> {
  const normalised = normaliseArticleFilters(filters);
  const { outlets, tags, eventId, since, until } = normalised;
  return searchPage<StoredArticle>(
    app,
    {
      index: app.indices.articles,
      queryKey: queryKey('articles', { outlets, tags, eventId, since, until }),
      query: (snapshotAt, now) => articleWalkQuery(caller, normalised, snapshotAt, now),
      sort: ARTICLE_SORT,
      source: [...ARTICLE_FIELDS],
    },
    page,
    now,
  );
}
