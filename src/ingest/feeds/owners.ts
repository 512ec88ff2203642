// Which outlet owns an article URL that more than one outlet's feed lists (a media group's shared CMS, a
// syndicated story), so the article's outlet_slug and content hash do not flip with whichever feed was read last
// (docs/decisions.md). The owner is:
//   1. the outlet whose domain the URL is on (normaliseArticle applies this to every source);
//   2. else the outlet the article is already stored under: the first to list it keeps it;
//   3. else, of the outlets whose feeds list it in this cycle, the first by slug.
// One copy per URL goes on to ingest: the owner's feed's when it lists the URL, else the first claimant's by slug.
// A copy from another outlet's feed may create the article but never rewrites a stored one, so the owner's text
// is the one kept across cycles too, whichever feeds answer 304.
import type { Client } from '@elastic/elasticsearch';
import { outletForHost } from '../../outlets/catalog';
import { docsById } from '../../store/docs-by-id';
import { articleId, canonicalUrl } from '../canonical-url';
import type { BatchItem } from '../pipeline';

export interface OwnedItems {
  items: BatchItem[];
  /** Copies dropped: another outlet's listing of a URL already taken from its owner, or stored under it. */
  dropped: number;
}

interface Claim {
  item: BatchItem;
  position: number;
}

function bySlug(a: Claim, b: Claim): number {
  return (a.item.raw.outlet ?? '').localeCompare(b.item.raw.outlet ?? '') || a.position - b.position;
}

/** The stored outlet of each article id that exists (read only for URLs whose owner is in question). */
async function storedOutlets(es: Client, index: string, ids: number[]): Promise<Map<number, string>> {
  const docs = await docsById<{ outlet_slug: string }>(es, index, ids, ['outlet_slug']);
  return new Map([...docs].map(([id, doc]) => [id, doc.source.outlet_slug]));
}

/** The items with one owner per URL (see the module comment), in their original order. */
export async function settleOwners(es: Client, index: string, items: BatchItem[]): Promise<OwnedItems> {
  const claims = new Map<number, Claim[]>();
  const hostOwner = new Map<number, string | undefined>();
  items.forEach((item, position) => {
    let url: string;
    try {
      url = canonicalUrl(item.raw.url);
    } catch {
      return; // passed on as it is: normalisation reports it as invalid
    }
    const id = articleId(url);
    hostOwner.set(id, outletForHost(url)?.slug);
    claims.set(id, [...(claims.get(id) ?? []), { item, position }]);
  });
  // A URL is in question when its host names no tracked outlet, or another outlet's feed lists it.
  const inQuestion = [...claims].filter(([id, list]) => {
    const host = hostOwner.get(id);
    return host === undefined || list.some((claim) => claim.item.raw.outlet !== host);
  });
  const stored = await storedOutlets(
    es,
    index,
    inQuestion.map(([id]) => id),
  );
  const settled = new Map<number, BatchItem>();
  for (const [id, list] of inQuestion) {
    const ordered = [...list].sort(bySlug);
    const owner = hostOwner.get(id) ?? stored.get(id) ?? ordered[0].item.raw.outlet;
    const ownCopy = ordered.find((claim) => claim.item.raw.outlet === owner);
    if (ownCopy) settled.set(ownCopy.position, ownCopy.item);
    else if (!stored.has(id)) {
      settled.set(ordered[0].position, {
        ...ordered[0].item,
        raw: { ...ordered[0].item.raw, outlet: owner },
      });
    }
  }
  const questioned = new Set(inQuestion.flatMap(([, list]) => list.map((claim) => claim.position)));
  const result: BatchItem[] = [];
  items.forEach((item, position) => {
    if (!questioned.has(position)) result.push(item);
    else if (settled.has(position)) result.push(settled.get(position) as BatchItem);
  });
  return { items: result, dropped: items.length - result.length };
}
