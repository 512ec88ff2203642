// Event documents as the stores hold them (mappings/events.json, which is strict, and docs/event-document.md), built
// from a few fields named as the document names them, and written straight into an events index, so each test
// controls exactly what the endpoints, the services and the statistics read.
import { gapSide, outletCounts } from '../../src/analyze/coverage';
import type { SourceRow } from '../../src/analyze/sources';
import type { AppContext } from '../../src/context';
import { outletBySlug } from '../../src/outlets/catalog';
import type { StoredFact, StoredGap } from '../../src/services/event-record';
import { TICKER_TAG_PREFIX, type Category } from '../../src/spec';
import { indexDocuments } from './index-documents';

const HOUR = 60 * 60 * 1000;

export interface EventFixture {
  id: number;
  title?: string;
  summary?: string;
  category?: Category;
  divergence_score?: number;
  /** Covering outlets by slug; each gets a source row (default cnn, reuters and fox-news; [] for none). */
  outlets?: string[];
  /** Framing of every source row, or one per outlet. */
  framing?: string | string[];
  /** The sentiment of each source row, one per outlet (default -0.1, 0 and 0.1 in turn). */
  source_sentiments?: number[];
  first_seen_at?: Date;
  updated_at?: Date;
  /** The event's mean sentiment (default 0); null stores none, as before analysis. */
  sentiment?: number | null;
  market_score?: number;
  /** Bare symbols, each also stored as a ticker tag, as the analysis stores them for the market views. */
  tickers?: string[];
  facts?: StoredFact[];
  divergence?: Record<string, unknown>;
  /** Defaults to what the Gap rules make of the outlets (SPEC §4); null stores none. */
  gap?: StoredGap | null;
  merged_into?: number;
  /** The event's meaning vector (384 components, unit length); none when absent. */
  meaning_vector?: number[];
}

/** A complete stored event: every field the mapping has that the read side uses, nothing it lacks. */
export function eventDocument(f: EventFixture, now = Date.now()) {
  const first = f.first_seen_at ?? new Date(now - 2 * HOUR);
  const updated = f.updated_at ?? new Date(first.getTime() + HOUR);
  const slugs = f.outlets ?? ['cnn', 'reuters', 'fox-news'];
  const sources: SourceRow[] = slugs.map((slug, i) => {
    const outlet = outletBySlug(slug);
    if (!outlet) throw new Error(`fixture: unknown outlet ${slug}`);
    const framing = Array.isArray(f.framing) ? f.framing[i] : (f.framing ?? 'factual');
    return {
      article_id: f.id * 100 + i,
      outlet: outlet.name,
      outlet_slug: outlet.slug,
      domain: outlet.domains[0],
      bias: outlet.bias,
      bias_position: outlet.bias_position,
      framing,
      framing_label: `${framing} label`,
      framing_summary: `Frames the story as ${framing}.`,
      headline: `${outlet.short_name} on ${f.title ?? `event ${f.id}`}`,
      byline: 'A. Reporter',
      sentiment: f.source_sentiments ? f.source_sentiments[i] : 0.1 * (i % 3) - 0.1,
      url: `https://${outlet.domains[0]}/story/${f.id}`,
      published_at: new Date(first.getTime() + i * 60_000).toISOString(),
    };
  });
  const sides = outletCounts(sources);
  const side = gapSide(sides);
  const derivedGap: StoredGap | undefined =
    side === 'none'
      ? undefined
      : {
          covered_by: side,
          ignored_by: side === 'left' ? 'right' : 'left',
          covered_count: sides[side],
          ignored_count: 0,
        };
  const gap = f.gap === null ? undefined : (f.gap ?? derivedGap);
  return {
    id: f.id,
    ...(f.merged_into === undefined ? {} : { merged_into: f.merged_into }),
    title: f.title ?? `Event number ${f.id}`,
    summary: f.summary ?? `Summary of event number ${f.id}.`,
    category: f.category ?? 'politics',
    ...(f.divergence_score === undefined ? {} : { divergence_score: f.divergence_score }),
    ...(f.divergence ? { divergence: f.divergence } : {}),
    article_count: sources.length + 1,
    outlet_count: sources.length,
    outlets: [...slugs].sort(),
    first_seen_at: first.toISOString(),
    reported_at: first.toISOString(),
    updated_at: updated.toISOString(),
    last_article_at: updated.toISOString(),
    coverage: sides,
    gap_side: side,
    ...(gap ? { gap } : {}),
    sentiment: f.sentiment === undefined ? 0 : f.sentiment,
    framings: [...new Set(sources.map((s) => s.framing))].sort(),
    market_score: f.market_score ?? 10,
    tickers: f.tickers ?? [],
    topics: [],
    tags: (f.tickers ?? []).map((symbol) => `${TICKER_TAG_PREFIX}${symbol}`),
    sources,
    facts: f.facts ?? [],
    ...(f.meaning_vector ? { meaning_vector: f.meaning_vector } : {}),
  };
}

/** Indexes (or replaces) the events and refreshes, so the next search sees them. */
export async function indexEvents(
  app: Pick<AppContext, 'es' | 'indices'>,
  fixtures: EventFixture[],
  now = Date.now(),
): Promise<void> {
  await indexDocuments(
    app.es,
    app.indices.events,
    fixtures.map((f) => eventDocument(f, now)),
  );
}

/** Deletes the events (those given, or every one of the index) and refreshes. */
export async function deleteEvents(app: Pick<AppContext, 'es' | 'indices'>, ids?: number[]): Promise<void> {
  const index = app.indices.events;
  const all = async () =>
    (await app.es.search({ index, size: 10_000, _source: false, query: { match_all: {} } })).hits.hits.map(
      (hit) => hit._id as string,
    );
  const operations = (ids ? ids.map(String) : await all()).map((id) => ({
    delete: { _index: index, _id: id },
  }));
  if (operations.length) await app.es.bulk({ operations, refresh: true });
}
