// Canonical article URLs and the stable integer ids derived from them. The same article reached through a
// newsletter link, an RSS link or a share button must map to one document, so tracking decorations go.
import { createHash } from 'node:crypto';

const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  'mkt_tok',
  '_ga',
  '_gl',
  'ocid',
  'cmpid',
  'cmp',
  'smid',
  'smtyp',
  'taid',
  'ref',
  'ref_src',
  'ref_url',
  'referrer',
  'src',
  'source',
  'partner',
  'cid',
  'ito',
  'ns_mchannel',
  'ns_campaign',
  'ns_source',
  'ns_linkname',
  'ns_fee',
  'soc_src',
  'soc_trk',
  'guccounter',
  'guce_referrer',
  'guce_referrer_sig',
  'sr_share',
  'feedtype',
  'rss',
  'outputtype',
  'at_medium',
  'at_campaign',
  'at_custom1',
  'at_custom2',
  'at_custom3',
  'at_custom4',
  'xtor',
  'intcmp',
  'int_source',
]);

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    lower.startsWith('utm_') ||
    lower.startsWith('pk_') ||
    lower.startsWith('mtm_') ||
    TRACKING_PARAMS.has(lower)
  );
}

/**
 * Lower-cases scheme and host (the URL parser does), drops default ports, fragments and tracking parameters,
 * and sorts the remaining parameters so their order does not matter. Throws on anything but http(s).
 */
export function canonicalUrl(raw: string): string {
  const url = new URL(raw.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`not an http(s) URL: ${raw}`);
  url.hash = '';
  url.username = '';
  url.password = '';
  const kept = [...url.searchParams.entries()].filter(([name]) => !isTracking(name));
  kept.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  url.search = new URLSearchParams(kept).toString();
  return url.toString();
}

/** 52 bits of SHA-256: an integer that is safe in JavaScript and collides with odds of ~1e-4 at a million URLs. */
export function articleId(canonical: string): number {
  return parseInt(createHash('sha256').update(canonical).digest('hex').slice(0, 13), 16);
}

/** The host without "www.", as the `domain` field shows it. */
export function displayDomain(canonical: string): string {
  return new URL(canonical).hostname.replace(/^www\./, '');
}
