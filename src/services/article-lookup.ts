// The other side of an article (GET /articles/lookup, MCP find_other_side, the /lookup page): a URL Parallax has
// stored gives its article and that article's event; a URL it has not (or none) with a title gives the events
// nearest that title by meaning and words among articles published within ±3 days, each with its similarity. Each
// event comes with its coverage by side, so a reader sees how the left, the centre and the right told it.
// docs/lookup.md describes the rules; docs/decisions.md ("The other side of an article") why.
import { lookbackStart, type Caller } from '../access/caller';
import type { AppContext } from '../context';
import { articleText } from '../encoder/sentence-encoder';
import { ApiError, archiveTokenRequired, notFound } from '../errors';
import { canonicalUrl } from '../ingest/canonical-url';
import { loadInlineEncoder } from '../ingest/analysis-pool';
import { LOOKUP_MAX_EVENTS, TIER_LIMITS } from '../spec';
import { ARTICLE_FIELDS, type StoredArticle } from './articles';
import { SINGLE_FIELDS, type EventRecord } from './event-record';
import { nearestEvents } from './nearest-events';
import { DAY_MS } from '../time-units';

/** How far from the reader's article (its published_at, else now) the articles compared may be published. */
export const LOOKUP_WINDOW_MS = 3 * DAY_MS;
/** A merge chain is short; this bound only guards against a cycle in damaged data. */
const MAX_MERGE_HOPS = 5;
const EVENT_FIELDS = [...SINGLE_FIELDS, 'gap'];

export interface LookupInput {
  url?: string;
  title?: string;
  text?: string;
  /** When the reader's article was published: the centre of the window; now when absent. */
  publishedAt?: Date;
}

export interface LookupEvent {
  event: EventRecord;
  /** Cosine of the title and the event's nearest article; null for a URL match or a words-only match. */
  similarity: number | null;
  matchedBy: ('meaning' | 'words')[];
}

export interface LookupResult {
  match: 'url' | 'similarity';
  /** The stored article of the URL, when Parallax holds it. */
  article: StoredArticle | null;
  /** The URL's event, or the nearest events best first. */
  events: LookupEvent[];
  /** The window the similarity search looked in (absent for a URL match). */
  window?: { from: Date; to: Date };
}

async function storedArticle(app: AppContext, url: string): Promise<StoredArticle | null> {
  const res = await app.es.search<StoredArticle>({
    index: app.indices.articles,
    size: 1,
    _source: [...ARTICLE_FIELDS],
    query: { bool: { filter: [{ term: { url: canonicalUrl(url) } }] } },
  });
  return res.hits.hits[0]?._source ?? null;
}

/**
 * The live events behind these ids, merges followed, in the order asked for and each once; an event first seen
 * before the caller's lookback is left out (as the lists leave it out).
 */
async function liveEvents(
  app: AppContext,
  ids: number[],
  lookback: Date | null,
): Promise<Map<number, EventRecord>> {
  const resolved = new Map<number, EventRecord>();
  let pending = new Map(ids.map((id) => [id, id]));
  for (let hop = 0; hop <= MAX_MERGE_HOPS && pending.size > 0; hop++) {
    const res = await app.es.mget<EventRecord>({
      index: app.indices.events,
      ids: [...new Set(pending.values())].map(String),
      _source_includes: EVENT_FIELDS,
    });
    const byId = new Map<number, EventRecord>();
    for (const doc of res.docs) {
      if ('found' in doc && doc.found && doc._source) byId.set(Number(doc._id), doc._source);
    }
    const next = new Map<number, number>();
    for (const [asked, current] of pending) {
      const event = byId.get(current);
      if (!event) continue;
      if (event.merged_into !== undefined) next.set(asked, event.merged_into);
      else if (!lookback || Date.parse(event.first_seen_at) >= lookback.getTime()) resolved.set(asked, event);
    }
    pending = next;
  }
  return resolved;
}

function outsideLookback(caller: Caller): ApiError {
  const days = TIER_LIMITS[caller.tier].lookbackDays;
  return archiveTokenRequired(
    days,
    `this article is older than your tier's ${days}-day lookback window; a higher tier reads further back`,
  );
}

async function byUrl(
  app: AppContext,
  caller: Caller,
  article: StoredArticle,
  now: number,
): Promise<LookupResult> {
  const lookback = lookbackStart(caller, now);
  const events = await liveEvents(app, [article.event_id!], null);
  const event = events.get(article.event_id!);
  if (!event) throw notFound(`the event of the article at this URL is gone`);
  if (lookback && Date.parse(event.first_seen_at) < lookback.getTime()) throw outsideLookback(caller);
  return { match: 'url', article, events: [{ event, similarity: null, matchedBy: [] }] };
}

async function bySimilarity(
  app: AppContext,
  caller: Caller,
  query: { title: string; text?: string; at: number },
  article: StoredArticle | null,
  now: number,
): Promise<LookupResult> {
  const lookback = lookbackStart(caller, now);
  const to = new Date(query.at + LOOKUP_WINDOW_MS);
  if (lookback && to.getTime() < lookback.getTime()) throw outsideLookback(caller);
  const from = new Date(Math.max(query.at - LOOKUP_WINDOW_MS, lookback?.getTime() ?? -Infinity));
  const encoder = await loadInlineEncoder();
  const [vector] = await encoder.embed([articleText(query.title, query.text ?? '')]);
  // More than asked for: merges and the lookback may fold or drop some.
  const matches = await nearestEvents(
    app,
    { title: query.title, text: query.text, vector, from, to },
    'hybrid',
    2 * LOOKUP_MAX_EVENTS,
  );
  const events = await liveEvents(
    app,
    matches.map((m) => m.eventId),
    lookback,
  );
  const seen = new Set<number>();
  const found: LookupEvent[] = [];
  for (const m of matches) {
    const event = events.get(m.eventId);
    if (!event || seen.has(event.id) || found.length === LOOKUP_MAX_EVENTS) continue;
    seen.add(event.id);
    found.push({ event, similarity: m.similarity, matchedBy: m.matchedBy });
  }
  if (found.length === 0) {
    throw notFound(
      `no stored article has this URL, and no event with articles published from ${from.toISOString()} to ` +
        `${to.toISOString()} is near this title`,
    );
  }
  return { match: 'similarity', article, events: found, window: { from, to } };
}

/**
 * The URL first: a stored article in an event answers by URL. Otherwise the title (else the stored article's own
 * headline and lead) is matched by similarity around published_at (else the stored article's date, else now).
 * Input is validated by the caller (the route's or the tool's schema): at least one of url and title.
 */
export async function lookupArticle(
  app: AppContext,
  caller: Caller,
  input: LookupInput,
  now: number = Date.now(),
): Promise<LookupResult> {
  const article = input.url ? await storedArticle(app, input.url) : null;
  if (article?.event_id !== undefined && article.event_id !== null) return byUrl(app, caller, article, now);
  const title = input.title ?? article?.headline;
  if (title === undefined) {
    throw notFound('no stored article has this URL; add a title to find the nearest events by similarity');
  }
  const text = input.title === undefined ? article?.summary : input.text;
  const at = input.publishedAt?.getTime() ?? (article ? Date.parse(article.published_at) : now);
  return bySimilarity(app, caller, { title, text, at }, article, now);
}
