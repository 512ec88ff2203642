// Which items an outlet's feed may carry (docs/decisions.md, "Reads through a Redis outage, and feed items on
// another outlet's domain"). An article's outlet is decided by its URL's host (src/ingest/article.ts), so without
// this check one outlet's feed could publish stories as another tracked outlet and move that outlet's divergence
// scores. A feed may list items on:
//   - the listing outlet's own domains (subdomains included);
//   - the domains of an outlet of the same owner (src/outlets/owners.ts: one newsroom and CMS, as Dow Jones feeds
//     list both wsj.com and marketwatch.com);
//   - the wire services' domains (WIRE_SERVICES): feeds carry wire copies under the wire's own link;
//   - a host of no tracked outlet (a syndication or CDN host, the fixtures' *.example): such an item can only be
//     credited to the listing outlet itself, as before, so it speaks for no one else.
// Anything else is refused before ingest and counted in the cycle's report, `parallax ingest` and the log.
import { outletForHost } from '../../outlets/catalog';
import { ownerOf } from '../../outlets/owners';
import type { BatchItem } from '../pipeline';

/** The tracked wire services: any outlet's feed may carry their stories on their own domains. */
export const WIRE_SERVICES: readonly string[] = ['associated-press', 'reuters'];

/** An item refused because its host is another outlet's. */
export interface RefusedItem {
  /** The outlet whose feed listed it. */
  listedBy: string;
  /** The outlet whose domain the item's URL is on. */
  hostOutlet: string;
  url: string;
  /** The feed it came from. */
  where: string;
}

/** Whether `listedBy`'s feed may carry an item at `url` (see the module comment). */
export function mayList(listedBy: string, url: string): boolean {
  const host = outletForHost(url)?.slug;
  if (host === undefined || host === listedBy) return true;
  return ownerOf(host) === ownerOf(listedBy) || WIRE_SERVICES.includes(host);
}

/** The items their feeds may carry, in order, and the ones refused. */
export function refuseOtherOutletsItems(items: BatchItem[]): { items: BatchItem[]; refused: RefusedItem[] } {
  const kept: BatchItem[] = [];
  const refused: RefusedItem[] = [];
  for (const item of items) {
    const listedBy = item.raw.outlet ?? '';
    if (mayList(listedBy, item.raw.url)) kept.push(item);
    else {
      const hostOutlet = outletForHost(item.raw.url)?.slug ?? '';
      refused.push({ listedBy, hostOutlet, url: item.raw.url, where: item.where });
    }
  }
  return { items: kept, refused };
}
