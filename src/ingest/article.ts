// The article as ingest hands it over: from a feed item or a replay line, normalised, before enrichment.
import { createHash } from 'node:crypto';
import type { ArticleDocument } from '../documents/article-document';
import { resolveOutlet, outletForHost, type Outlet } from '../outlets/catalog';
import { stripHtml } from '../enrich/text';
import { articleId, canonicalUrl, displayDomain } from './canonical-url';
import { parseDate } from './dates';

/** What a source yields: a feed item or a replay line (the replay format in the README). */
export interface RawArticle {
  url: string;
  title: string;
  published_at?: string;
  summary?: string;
  body?: string;
  byline?: string;
  image_url?: string;
  /** Slug, name or domain; used when the URL's host is not a tracked outlet's. */
  outlet?: string;
}

export type Origin = 'feed' | 'replay' | 'demo';

/** What an article document takes of its outlet: a tracked outlet, or one a `parallax analyze` line places. */
export type ArticleOutlet = Pick<Outlet, 'slug' | 'name' | 'bias' | 'bias_position'>;

/** The stored document's own fields (article-to-document.ts copies them), with the outlet whole. */
export interface NormalisedArticle extends Pick<
  ArticleDocument,
  | 'id'
  | 'url'
  | 'domain'
  | 'headline'
  | 'summary'
  | 'body'
  | 'byline'
  | 'image_url'
  | 'published_at'
  | 'fetched_at'
  | 'content_hash'
> {
  outlet: ArticleOutlet;
  origin: Origin;
}

// Bounds on what one document carries: enough lead text for analysis and display, not whole pages.
const MAX_HEADLINE = 500;
const MAX_SUMMARY = 1_000;
const MAX_BODY = 5_000;

export type NormaliseOutcome =
  | { ok: true; article: NormalisedArticle }
  | { ok: false; reason: 'untracked_outlet' | 'invalid'; message: string };

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function safeImageUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Normalises one raw article. The date is read by the one rule of every source (./dates.ts: ISO 8601 or RFC 822,
 * no zone means UTC, years 1970-2100); a missing or unreadable one falls back to the fetch time, and a date in the
 * future (clock skew, embargo mistakes) is clamped to it, so nothing sorts above what has actually appeared.
 * `placed` is the outlet credited when no tracked outlet claims the article (`parallax analyze`, whose lines may
 * place an outlet of their own on the spectrum); without it such an article is an untracked outlet's.
 */
export function normaliseArticle(
  raw: RawArticle,
  origin: Origin,
  fetchedAt: Date,
  placed?: ArticleOutlet,
): NormaliseOutcome {
  let url: string;
  try {
    url = canonicalUrl(raw.url);
  } catch {
    return { ok: false, reason: 'invalid', message: `url is not an http(s) URL: ${JSON.stringify(raw.url)}` };
  }
  const headline = clip(stripHtml(raw.title ?? ''), MAX_HEADLINE);
  if (!headline) return { ok: false, reason: 'invalid', message: 'title is empty' };
  // The URL's host names the outlet first: an article on an outlet's domain is that outlet's, whichever feed or
  // replay line carries it, so its outlet and content hash never depend on who listed it (src/ingest/feeds/owners.ts).
  const outlet = outletForHost(url) ?? (raw.outlet ? resolveOutlet(raw.outlet) : undefined) ?? placed;
  if (!outlet) {
    return {
      ok: false,
      reason: 'untracked_outlet',
      message: `no tracked outlet for ${raw.outlet ?? new URL(url).hostname}`,
    };
  }
  const parsed = parseDate(raw.published_at);
  const publishedAt =
    parsed === undefined || Date.parse(parsed) > fetchedAt.getTime() ? fetchedAt : new Date(parsed);
  const summary = clip(stripHtml(raw.summary ?? ''), MAX_SUMMARY);
  const body = clip(stripHtml(raw.body ?? ''), MAX_BODY);
  const byline = raw.byline ? clip(stripHtml(raw.byline), 200) || null : null;
  const imageUrl = safeImageUrl(raw.image_url);
  const contentHash = createHash('sha1')
    // The raw date, not the resolved one: an undated item refetched later is the same item, not an update.
    .update(
      JSON.stringify([outlet.slug, headline, summary, body, byline, imageUrl, raw.published_at ?? null]),
    )
    .digest('hex');
  return {
    ok: true,
    article: {
      id: articleId(url),
      url,
      outlet,
      domain: displayDomain(url),
      headline,
      summary,
      body,
      byline,
      image_url: imageUrl,
      published_at: publishedAt.toISOString(),
      fetched_at: fetchedAt.toISOString(),
      content_hash: contentHash,
      origin,
    },
  };
}
