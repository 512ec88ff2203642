// The 45 tracked outlets (SPEC §1), loaded once from outlets.json, which scripts/build-outlets.ts generates
// from outlet-seeds.json and the published bias ratings (docs/outlets.md). Every lookup is a Map hit, because
// ingest resolves an outlet for each article it sees.
import { BIASES, type Bias } from '../spec';
import generated from './outlets.json';

export interface OutletFeed {
  url: string;
  format: 'rss' | 'atom';
}

export interface Outlet {
  slug: string;
  name: string;
  short_name: string;
  /** Hostnames the outlet publishes under; subdomains match by suffix. */
  domains: string[];
  homepage: string;
  feeds: OutletFeed[];
  bias: Bias;
  /** 0-100, low = left (SPEC §2); the gap rules count <= 35 as left and >= 65 as right (SPEC §4). */
  bias_position: number;
  primary_color: string;
  /** Other names the outlet appears under in data sets and bylines. */
  aliases: string[];
}

type StoredOutlet = (typeof generated.outlets)[number];

function isBias(value: string): value is Bias {
  return (BIASES as readonly string[]).includes(value);
}

function isFeedFormat(value: string): value is OutletFeed['format'] {
  return value === 'rss' || value === 'atom';
}

// The JSON is generated and checked by the build script; re-checking the two enums here keeps a hand edit
// from smuggling an unknown value past the type system.
function toOutlet(stored: StoredOutlet): Outlet {
  if (!isBias(stored.bias)) throw new Error(`outlets.json: ${stored.slug} has unknown bias "${stored.bias}"`);
  const feeds = stored.feeds.map(({ url, format }) => {
    if (!isFeedFormat(format)) throw new Error(`outlets.json: ${stored.slug} has feed format "${format}"`);
    return { url, format };
  });
  return {
    slug: stored.slug,
    name: stored.name,
    short_name: stored.short_name,
    domains: stored.domains,
    homepage: stored.homepage,
    feeds,
    bias: stored.bias,
    bias_position: stored.bias_position,
    primary_color: stored.primary_color,
    aliases: stored.aliases,
  };
}

/** All tracked outlets, left to right (SPEC §4 `GET /outlets` order), ties broken by slug. */
export const OUTLETS: readonly Outlet[] = generated.outlets
  .map(toOutlet)
  .sort((a, b) => a.bias_position - b.bias_position || a.slug.localeCompare(b.slug));

/**
 * The form names are compared in: accents, case, punctuation, spacing and a leading "The" dropped, "&" read
 * as "and". "The New York Times", "new-york-times" and "NEW YORK TIMES." all become "newyorktimes".
 */
function nameKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '')
    .replace(/ /g, '');
}

/** The hostname of a URL or bare host ("https://edition.cnn.com/x", "www.cnn.com:443"), lowercased. */
function hostOf(value: string): string | undefined {
  const trimmed = value.trim().toLowerCase();
  if (!trimmed || /\s/.test(trimmed)) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(trimmed) ? trimmed : `http://${trimmed}`;
  try {
    return new URL(withScheme).hostname.replace(/\.$/, '');
  } catch {
    return undefined;
  }
}

// Two outlets claiming one key would make lookups depend on load order, so that is a data error.
function indexBy(keysOf: (outlet: Outlet) => string[]): Map<string, Outlet> {
  const index = new Map<string, Outlet>();
  for (const outlet of OUTLETS) {
    for (const key of keysOf(outlet)) {
      if (!key) continue;
      const holder = index.get(key);
      if (holder && holder !== outlet) {
        throw new Error(`outlets.json: "${key}" belongs to both ${holder.slug} and ${outlet.slug}`);
      }
      index.set(key, outlet);
    }
  }
  return index;
}

const bySlug = indexBy((o) => [o.slug]);
const byDomain = indexBy((o) => o.domains.map((d) => d.toLowerCase()));
const byName = indexBy((o) => [o.slug, o.name, o.short_name, ...o.aliases].map(nameKey));

export function outletBySlug(slug: string): Outlet | undefined {
  return bySlug.get(slug);
}

/**
 * The outlet publishing under a host or URL. Subdomains match by whole labels ("edition.cnn.com" is CNN,
 * "notcnn.com" is not), so the walk tries each suffix of at least two labels: a handful of Map lookups.
 */
export function outletForHost(hostOrUrl: string): Outlet | undefined {
  const host = hostOf(hostOrUrl);
  if (!host) return undefined;
  const labels = host.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const outlet = byDomain.get(labels.slice(i).join('.'));
    if (outlet) return outlet;
  }
  return undefined;
}

/** An outlet from a slug, name, short name, alias, domain or article URL, as found in feeds and data sets. */
export function resolveOutlet(value: string): Outlet | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  return bySlug.get(trimmed.toLowerCase()) ?? byName.get(nameKey(trimmed)) ?? outletForHost(trimmed);
}
