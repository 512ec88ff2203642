// The shapes the feed layer hands to the ingest cycle, and the fetch options with their defaults (docs/feeds.md).
import type { LoopbackPorts } from '../../net/address-guard';
import type { RawArticle } from '../article';

/** One feed URL of one outlet. Feed state in Redis is kept per (outlet, url). */
export interface FeedSource {
  /** The outlet's slug. */
  outlet: string;
  url: string;
}

/**
 * One feed entry, mapped from RSS 2.0, Atom 1.0 or RSS 1.0 (RDF): the raw article ingest normalises, always with
 * its source's outlet. Text fields are raw and may contain HTML.
 */
export interface FeedItem extends RawArticle {
  /** ISO 8601 UTC, from pubDate / published / dc:date / updated; absent when missing or unparsable. */
  published_at?: string;
  /** The source's slug. */
  outlet: string;
}

export interface FeedValidators {
  etag?: string;
  lastModified?: string;
}

export type FeedFetchStatus = 'ok' | 'not_modified' | 'backoff' | 'error';

export interface FeedFetchResult {
  source: FeedSource;
  status: FeedFetchStatus;
  items: FeedItem[];
  httpStatus?: number;
  /**
   * Why the feed failed ('error'), why it was skipped ('backoff'), or, on 'ok', that the XML was malformed and only
   * the items before the damage were kept.
   */
  error?: string;
  /** To save with commitFeedValidators only after the items are safely indexed. */
  validators?: FeedValidators;
}

export interface FeedFetchOptions {
  /** Whole request, headers and body, in ms. */
  timeoutMs: number;
  /** Cap on the decoded (decompressed) body; also refused up front when Content-Length announces more. */
  maxBytes: number;
  /** Feeds fetched at the same time. */
  concurrency: number;
  userAgent: string;
  /** Items kept per feed, in document order (feeds list the newest first). */
  maxItemsPerFeed: number;
  /** Fraction (0-1) a backoff delay may be shortened by at random, so feeds failing together retry apart; 0 = none. */
  backoffJitter: number;
  /** Clock in ms since the epoch, for backoff decisions. */
  now: () => number;
  /** Loopback addresses a feed may reach (FEEDS_ALLOW_LOOPBACK, for the test suite's feed server); else none. */
  loopbackPorts: LoopbackPorts;
}

export const DEFAULT_FEED_FETCH_OPTIONS: FeedFetchOptions = {
  timeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  concurrency: 6,
  userAgent: 'Parallax/0.1 (news feed reader)',
  maxItemsPerFeed: 200,
  backoffJitter: 0.2,
  now: () => Date.now(),
  loopbackPorts: 'none',
};
