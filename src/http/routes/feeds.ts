// The feeds (docs/decisions.md, "Feeds"): GET /feeds/divergent.{rss,atom} (the week's most divergent scored
// events, as /divergence/top) and GET /feeds/gaps.{rss,atom} (the latest coverage gaps, as /divergence/gaps),
// each optionally of one category. Feed readers poll without a key, so every caller gets the same public
// document, read as an anonymous caller would (the anonymous lookback, one page, no cursor): a shared cache may
// keep it, and it is no way around a tier's caps. Feeds are counted by their own cap (the cap middleware).
import Router from '@koa/router';
import type { Context } from 'koa';
import { anonymousCaller } from '../../access/caller';
import type { AppContext } from '../../context';
import { listEvents } from '../../services/events';
import { listGaps } from '../../services/gaps';
import type { PageRequest } from '../../services/pagination/paged-search';
import { API_BASE_PATH, TOP_DIVERGENCE_WINDOW_MS, type Category } from '../../spec';
import { invalidParameter } from '../../errors';
import { EVENT_FILTER_PARAMETERS } from '../../contract/parameters/event-list';
import { callerOf } from '../middleware/authenticate';
import {
  divergentItem,
  FEED_CONTENT_TYPES,
  FEED_FORMATS,
  FEED_TTL_MINUTES,
  feedTitle,
  gapItem,
  renderFeed,
  type FeedFormat,
} from '../../api/presenters/feed';
import { validateQuery } from '../../api/query-validation';

/** Items per feed: the default page of the lists (SPEC §8), enough for a reader polling every few hours. */
export const FEED_ITEMS = 25;

export const FEED_KINDS = ['divergent', 'gaps'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** A feed is of every category or of one. */
const FEED_PARAMETERS = { category: EVENT_FILTER_PARAMETERS.category };

const SUBJECTS: Record<FeedKind, { title: string; description: string }> = {
  divergent: {
    title: 'most divergent events',
    description:
      'The events of the last 7 days whose coverage splits the political spectrum the most, highest divergence first.',
  },
  gaps: {
    title: 'coverage gaps',
    description:
      'Stories one side of the political spectrum covered and the other ignored, latest coverage first.',
  },
};

export function feedPath(kind: FeedKind, format: FeedFormat): string {
  return `/feeds/${kind}.${format}`;
}

/**
 * Feeds need absolute links. The origin is the one the reader asked (its Host header); one that is no valid
 * URL authority is refused rather than written into the document.
 */
function requestOrigin(ctx: Context): string {
  try {
    const origin = new URL(`${ctx.protocol}://${ctx.host}`);
    if (origin.pathname !== '/' || origin.search || origin.hash || origin.username) throw new Error();
    return origin.origin;
  } catch {
    throw invalidParameter(`the Host header "${ctx.host}" is no host name a feed can link to`);
  }
}

async function feedItems(
  app: AppContext,
  kind: FeedKind,
  category: Category | undefined,
  ctx: Context,
  origin: string,
) {
  const reader = anonymousCaller(callerOf(ctx).address);
  const page: PageRequest = { limit: FEED_ITEMS, onePage: true };
  if (kind === 'divergent') {
    // minDivergence 0 keeps only scored events: one the analysis has not reached has no divergence to show.
    const query = {
      category,
      minDivergence: 0,
      sort: 'divergence',
      windowMs: TOP_DIVERGENCE_WINDOW_MS,
    } as const;
    const events = await listEvents(app, query, reader, page);
    return events.items.map((e) => divergentItem(e, origin));
  }
  const gaps = await listGaps(app, { category }, reader, page);
  return gaps.items.map((g) => gapItem(g, origin));
}

export function feedRoutes(app: AppContext): Router {
  const router = new Router();
  for (const kind of FEED_KINDS) {
    for (const format of FEED_FORMATS) {
      router.get(feedPath(kind, format), async (ctx) => {
        const { category } = validateQuery(ctx.query, FEED_PARAMETERS);
        const origin = requestOrigin(ctx);
        const items = await feedItems(app, kind, category, ctx, origin);
        ctx.body = renderFeed(format, {
          title: feedTitle(SUBJECTS[kind].title, category),
          description: SUBJECTS[kind].description,
          selfUrl: `${origin}${API_BASE_PATH}${feedPath(kind, format)}${category ? `?category=${category}` : ''}`,
          homeUrl: `${origin}/`,
          items,
          now: Date.now(),
        });
        ctx.set('Content-Type', FEED_CONTENT_TYPES[format]);
        // The same document for every reader: shared caches may keep it as long as readers are asked to.
        ctx.set('Cache-Control', `public, max-age=${FEED_TTL_MINUTES * 60}`);
      });
    }
  }
  return router;
}
