// One feed, start to finish: conditional GET, decode, parse and map its entries, all under one deadline. Never
// throws: every failure becomes an 'error' result carrying what the backoff needs.
import type FeedParser from 'feedparser';
import { decodeBody } from './decode';
import { FeedError } from './errors';
import { requestFeed } from './http';
import { toFeedItem } from './map-item';
import { parseFeed } from './parse';
import type { FeedState } from './state';
import type { FeedFetchOptions, FeedFetchResult, FeedItem, FeedSource } from './types';

export interface FeedAttempt {
  result: FeedFetchResult;
  retryAfterMs?: number;
}

export async function fetchFeed(
  source: FeedSource,
  state: FeedState,
  options: FeedFetchOptions,
): Promise<FeedAttempt> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  let httpStatus: number | undefined;
  try {
    const response = await requestFeed({
      url: source.url,
      etag: state.etag,
      lastModified: state.lastModified,
      userAgent: options.userAgent,
      maxBytes: options.maxBytes,
      signal: controller.signal,
      nowMs: options.now(),
      loopbackPorts: options.loopbackPorts,
    });
    httpStatus = response.httpStatus;
    if (response.kind === 'not_modified') {
      return {
        result: { source, status: 'not_modified', items: [], httpStatus, validators: response.validators },
      };
    }
    const items: FeedItem[] = [];
    const seen = new Set<string>();
    const keep = (entry: FeedParser.Item): boolean => {
      if (items.length >= options.maxItemsPerFeed) return false;
      const item = toFeedItem(entry, source.outlet, response.finalUrl);
      if (item && !seen.has(item.url)) {
        seen.add(item.url);
        items.push(item);
      }
      return items.length < options.maxItemsPerFeed;
    };
    const outcome = await parseFeed(decodeBody(response.body, response.contentType), response.finalUrl, keep);
    const result: FeedFetchResult = {
      source,
      status: 'ok',
      items,
      httpStatus,
      validators: response.validators,
    };
    if (outcome.malformed) result.error = outcome.malformed;
    return { result };
  } catch (error) {
    // The abort surfaces as whatever the interrupted step threw; the flag says what really happened.
    const message = timedOut
      ? `timed out after ${options.timeoutMs} ms`
      : error instanceof FeedError
        ? error.message
        : `unexpected failure: ${String(error)}`;
    const failure = error instanceof FeedError ? error : undefined;
    return {
      result: {
        source,
        status: 'error',
        items: [],
        httpStatus: failure?.httpStatus ?? httpStatus,
        error: message,
      },
      retryAfterMs: failure?.retryAfterMs,
    };
  } finally {
    clearTimeout(timer);
    // Tears down a body nobody read to the end (a failed parse), so the socket does not linger.
    controller.abort();
  }
}
