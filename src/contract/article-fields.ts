// The fields a stored article shows alike on /articles and /market/articles: both rows are views of the same
// article document, so its outlet, address and times are described once. The two rows still differ elsewhere
// (the bias field's name, the summary, the market row's sentiment), so each spreads these in its own order.
import { z } from 'zod';

/** The outlet that published the article. */
export const articleOutletFields = {
  outlet: z.string().describe('Outlet display name.'),
  outlet_slug: z.string().describe('Outlet slug.'),
  domain: z.string().describe("The outlet's domain."),
};

/** Where the article is, its lead image, and when it was published and ingested (as the feed gave them). */
export const articleLinkFields = {
  url: z.url().describe('The article.'),
  image_url: z.url().nullable().describe('Lead image, when the feed gave one.'),
  published_at: z.iso.datetime({ offset: true }).describe('When it was published.'),
  fetched_at: z.iso.datetime({ offset: true }).describe('When Parallax ingested it.'),
};
