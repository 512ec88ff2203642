// The feed URLs to fetch, one source per (outlet, url) pair of the catalog.
import type { Outlet } from '../../outlets/catalog';
import type { FeedSource } from './types';

export function feedSourcesFor(outlets: readonly Outlet[]): FeedSource[] {
  const seen = new Set<string>();
  const sources: FeedSource[] = [];
  for (const outlet of outlets) {
    for (const feed of outlet.feeds) {
      const key = `${outlet.slug} ${feed.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      sources.push({ outlet: outlet.slug, url: feed.url });
    }
  }
  return sources;
}
