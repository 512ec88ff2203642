// feedparser's entry -> FeedItem. feedparser already picks Atom's alternate link, falls back to a URL-shaped guid
// and strips HTML from titles; the rest is read from the raw elements it keeps ('rss:pubdate', 'dc:creator',
// 'content:encoded', ...), because its normalised fields mix in feed-level values (the channel's author as every
// entry's byline) and parse dates with the server's time zone.
import type FeedParser from 'feedparser';
import { parseDate } from '../dates';
import type { FeedItem } from './types';

type RawItem = FeedParser.Item & Record<string, unknown>;

/** Published first, updated last: an edit should not move a story up the timeline. */
const DATE_FIELDS = [
  'rss:pubdate',
  'atom:published',
  'atom:issued',
  'dc:date',
  'atom:updated',
  'atom:modified',
];
const BODY_FIELDS = ['content:encoded', 'atom:content'];
const IMAGE_PATH = /\.(?:jpe?g|png|gif|webp|avif)$/i;

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** Text of a raw element: feedparser stores text-only elements as strings, others as objects with a '#' key. */
function textOf(value: unknown): string | undefined {
  const node = Array.isArray(value) ? value[0] : value;
  const text = typeof node === 'string' ? node : (node as { '#'?: unknown } | undefined)?.['#'];
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined;
}

function absoluteHttpUrl(value: string | null | undefined, base: string): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function publishedAt(item: RawItem): string | undefined {
  for (const field of DATE_FIELDS) {
    const parsed = parseDate(textOf(item[field]));
    if (parsed) return parsed;
  }
  return undefined;
}

/** RSS <author> is "address (Name)" by the spec; a bare address is no byline. */
function rssAuthorName(text: string): string | undefined {
  const named = /\(([^)]+)\)\s*$/.exec(text);
  if (named) return named[1].trim();
  return text.includes('@') && !/\s/.test(text) ? undefined : text;
}

function byline(item: RawItem): string | undefined {
  const names = [
    ...asArray(item['dc:creator']).map(textOf),
    ...asArray(item['atom:author']).map((author) => textOf((author as Record<string, unknown>)?.name)),
    ...asArray(item['rss:author']).map((author) => {
      const text = textOf(author);
      return text ? rssAuthorName(text) : undefined;
    }),
  ].filter((name): name is string => Boolean(name));
  const unique = [...new Set(names.map((name) => name.replace(/\s+/g, ' ')))];
  return unique.length > 0 ? unique.join(', ') : textOf(item['itunes:author']);
}

function imageUrl(item: RawItem, base: string): string | undefined {
  const enclosures = item.enclosures ?? [];
  const typed = enclosures.find((e) => e.url && e.type?.toLowerCase().startsWith('image'));
  const untyped = enclosures.find((e) => e.url && !e.type && IMAGE_PATH.test(e.url.split(/[?#]/)[0]));
  return absoluteHttpUrl(typed?.url ?? item.image?.url ?? untyped?.url, base);
}

/** The entry as a FeedItem, or undefined when it has no usable URL or title. */
export function toFeedItem(item: FeedParser.Item, outlet: string, feedUrl: string): FeedItem | undefined {
  const raw = item as RawItem;
  // feedburner:origLink and Atom rel="canonical" name the article itself where <link> is a tracking redirect.
  const url = absoluteHttpUrl(raw.origlink, feedUrl) ?? absoluteHttpUrl(raw.link, feedUrl);
  const title = raw.title?.replace(/\s+/g, ' ').trim();
  if (!url || !title) return undefined;
  const mapped: FeedItem = { url, title, outlet };
  const optional: Omit<FeedItem, 'url' | 'title' | 'outlet'> = {
    published_at: publishedAt(raw),
    summary: raw.summary?.trim() || undefined,
    body: BODY_FIELDS.map((field) => textOf(raw[field])).find(Boolean),
    byline: byline(raw),
    image_url: imageUrl(raw, feedUrl),
  };
  for (const [key, value] of Object.entries(optional) as [keyof typeof optional, string | undefined][]) {
    if (value !== undefined) mapped[key] = value;
  }
  return mapped;
}
