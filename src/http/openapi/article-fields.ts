// The fields a stored article shows alike on /articles and /market/articles: both rows are views of the same
// article document, so its outlet, address and times are described once. The two rows still differ elsewhere
// (the bias field's name, the summary, the market row's sentiment), so each spreads these in its own order.
import { string, timestamp, url } from './schema';
import type { Schema } from './types';

/** The outlet that published the article. */
export const ARTICLE_OUTLET_FIELDS: Record<string, Schema> = {
  outlet: string('Outlet display name.'),
  outlet_slug: string('Outlet slug.'),
  domain: string("The outlet's domain."),
};

/** Where the article is, its lead image, and when it was published and ingested. */
export const ARTICLE_LINK_FIELDS: Record<string, Schema> = {
  url: url('The article.'),
  image_url: {
    type: ['string', 'null'],
    format: 'uri',
    description: 'Lead image, when the feed gave one.',
  },
  published_at: timestamp('When it was published.'),
  fetched_at: timestamp('When Parallax ingested it.'),
};
