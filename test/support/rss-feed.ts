// RSS 2.0 documents made from items, for tests and benches that serve feeds of their own (feed-server.ts's
// setFeed). Every item has a title, link, pubDate and description, as the outlets' feeds do.
export interface RssItem {
  title: string;
  link: string;
  /** Default: FIXTURE_PUBLISHED. */
  published?: Date;
  /** Default: empty. */
  description?: string;
}

/** The publication time of an item that gives none: a fixed one, so a test reads the same at any hour. */
export const FIXTURE_PUBLISHED = new Date('2026-11-20T09:00:00Z');

export function rssFeed(items: RssItem[]): string {
  const body = items
    .map(
      (i) =>
        `<item><title>${i.title}</title><link>${i.link}</link>` +
        `<pubDate>${(i.published ?? FIXTURE_PUBLISHED).toUTCString()}</pubDate>` +
        `<description>${i.description ?? ''}</description></item>`,
    )
    .join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Fixture</title>${body}</channel></rss>`;
}
