// Wire format of the feeds (docs/decisions.md, "Feeds"): RSS 2.0 and Atom 1.0 documents, written by the `feed`
// library, of the most divergent events and of coverage gaps. Each item links to the event's web page
// (`/events/{id}` on the same origin) and is identified by the event's API URL, which never changes while the
// event lives, so a rescoring or a new article updates an item instead of adding one.
import { Feed, type Item } from 'feed';
import he from 'he';
import type { EventRecord } from '../../services/event-record';
import type { GapRecord } from '../../services/gaps';
import { API_BASE_PATH, type Category } from '../../spec';

export const FEED_FORMATS = ['rss', 'atom'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** Minutes a reader may keep a feed before polling again (RSS `ttl`; the same lifetime as Cache-Control). */
export const FEED_TTL_MINUTES = 10;

export interface FeedDocument {
  title: string;
  description: string;
  /** The feed's own URL: its Atom id and its self link. */
  selfUrl: string;
  /** The site the feed belongs to. */
  homeUrl: string;
  items: Item[];
  /** When the request was served: the feed's date when it has no items, rounded to the feed's lifetime. */
  now: number;
}

/**
 * Characters XML 1.0 forbids (C0 controls but tab and line breaks, U+FFFE, U+FFFF, lone surrogates): a headline
 * scraped with one of them must not make the whole document unreadable.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Titles and summaries are HTML in both formats (Atom says `type="html"`; RSS readers treat them so), so text
 * is escaped: "AT&T <Q3>" shows as written, and a `]]>` can never end the library's CDATA section early.
 */
const html = (text: string) => he.escape(text.replace(NOT_XML, ''));

const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

export function eventPageUrl(origin: string, id: number): string {
  return `${origin}/events/${id}`;
}

export function eventApiUrl(origin: string, id: number): string {
  return `${origin}${API_BASE_PATH}/events/${id}`;
}

function item(e: EventRecord, origin: string, title: string, facts: string, guid: string): Item {
  return {
    title: html(title),
    link: eventPageUrl(origin, e.id),
    id: guid,
    guid,
    description: `<p>${html(facts)}</p><p>${html(e.summary)}</p>`,
    category: [{ name: e.category, term: e.category }],
    date: new Date(e.updated_at),
    published: new Date(e.reported_at),
  };
}

export function divergentItem(e: EventRecord, origin: string): Item {
  const score = e.divergence_score === undefined ? 'not scored yet' : `${e.divergence_score}/100`;
  const facts = `Divergence ${score} · ${capitalised(e.category)} · ${e.article_count} articles`;
  return item(e, origin, e.title, facts, eventApiUrl(origin, e.id));
}

/** The side is part of the guid: the story turning into a gap of the other side is news of its own. */
export function gapItem(g: GapRecord, origin: string): Item {
  const { covered_by: covered, ignored_by: ignored, covered_count: count } = g.gap;
  const facts = `Covered by ${count} outlets on the ${covered}, none on the ${ignored} · ${capitalised(g.category)} · ${g.article_count} articles`;
  return item(
    g,
    origin,
    `${capitalised(covered)} only: ${g.title}`,
    facts,
    `${eventApiUrl(origin, g.id)}#gap-${covered}`,
  );
}

export function feedTitle(subject: string, category: Category | undefined): string {
  return `Parallax: ${subject}${category ? ` in ${category}` : ''}`;
}

/**
 * The document's own date is its newest item's, so the same items give the same bytes (and the same ETag) on
 * every request; an empty feed takes the start of the current lifetime window.
 */
function updatedAt(doc: FeedDocument): Date {
  const newest = Math.max(...doc.items.map((i) => i.date.getTime()));
  if (Number.isFinite(newest)) return new Date(newest);
  const windowMs = FEED_TTL_MINUTES * 60_000;
  return new Date(Math.floor(doc.now / windowMs) * windowMs);
}

export function renderFeed(format: FeedFormat, doc: FeedDocument): string {
  const feed = new Feed({
    id: doc.selfUrl,
    title: doc.title,
    description: doc.description,
    link: doc.homeUrl,
    feed: doc.selfUrl,
    updated: updatedAt(doc),
    generator: 'Parallax',
    language: 'en',
    ttl: FEED_TTL_MINUTES,
    author: { name: 'Parallax', link: doc.homeUrl },
    copyright: 'Parallax; commercial use and redistribution are licensed from tier Business',
  });
  for (const entry of doc.items) feed.addItem(entry);
  return format === 'rss' ? feed.rss2() : feed.atom1();
}
