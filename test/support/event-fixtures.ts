// Event documents for API tests, written straight into the events index so each test controls exactly what the
// endpoints read. Documents follow mappings/events.json (strict) and docs/event-document.md; an API started by
// startEventsApi has its own index prefix, so events written by other test files never show up in its lists.
import { gapSide, outletCounts } from '../../src/analyze/coverage';
import type { SourceRow } from '../../src/analyze/sources';
import { outletBySlug } from '../../src/outlets/catalog';
import { closeContext, createIngestContext, startServer, type ServerOptions } from '../../src/server';
import type { StoredFact, StoredGap } from '../../src/services/event-record';
import { prepareStore } from '../../src/cli/prepare-store';
import { deleteKeys } from '../../src/store/redis-client';
import type { Category } from '../../src/spec';
import { UNCAPPED_ANONYMOUS, type TestApi } from './api';
import { TEST_PREFIX, testConfig, testServices } from './services';

const HOUR = 60 * 60 * 1000;

export interface EventFixture {
  id: number;
  title?: string;
  summary?: string;
  category?: Category;
  divergence_score?: number;
  /** Covering outlets by slug; each gets a source row. */
  outlets?: string[];
  /** Framing of every source row, or one per outlet. */
  framing?: string | string[];
  first_seen_at?: Date;
  updated_at?: Date;
  sentiment?: number | null;
  market_score?: number;
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
      sentiment: 0.1 * (i % 3) - 0.1,
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
    tickers: [],
    topics: [],
    tags: [],
    sources,
    facts: f.facts ?? [],
    ...(f.meaning_vector ? { meaning_vector: f.meaning_vector } : {}),
  };
}

export interface EventsApi extends TestApi {
  /** Indexes (or replaces) the events and makes them searchable. */
  put(...fixtures: EventFixture[]): Promise<void>;
  /** Indexes the events for the length of `work`, then deletes them, so the lists other tests read stay as set up. */
  withEvents<T>(fixtures: EventFixture[], work: () => Promise<T>): Promise<T>;
  /** Removes every event of this API's index. */
  clear(): Promise<void>;
}

/** The real app on an ephemeral port over its own index prefix (`<test prefix>-api-<name>`: no other test file uses it). */
export async function startEventsApi(
  name: string,
  options: ServerOptions = UNCAPPED_ANONYMOUS,
): Promise<EventsApi> {
  const services = await testServices();
  const prefix = `${TEST_PREFIX}-api-${name}`;
  const context = createIngestContext(testConfig({ PARALLAX_INDEX_PREFIX: prefix }), services);
  await prepareStore(context.es, prefix);
  const server = await startServer(context, options);
  const index = context.indices.events;
  const put = async (...fixtures: EventFixture[]): Promise<void> => {
    const operations = fixtures.flatMap((f) => [
      { index: { _index: index, _id: String(f.id) } },
      eventDocument(f),
    ]);
    const res = await context.es.bulk({ operations, refresh: true });
    if (res.errors)
      throw new Error(`fixture bulk failed: ${JSON.stringify(res.items.find((i) => i.index?.error))}`);
  };
  return {
    url: server.url,
    context,
    get: (path, headers = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' }),
    put,
    async withEvents(fixtures, work) {
      await put(...fixtures);
      try {
        return await work();
      } finally {
        const operations = fixtures.map((f) => ({ delete: { _index: index, _id: String(f.id) } }));
        await context.es.bulk({ operations, refresh: true });
      }
    },
    async clear() {
      const res = await context.es.search({ index, size: 10_000, _source: false, query: { match_all: {} } });
      const operations = res.hits.hits.map((hit) => ({ delete: { _index: index, _id: hit._id as string } }));
      if (operations.length) await context.es.bulk({ operations, refresh: true });
    },
    async close() {
      await server.close();
      await deleteKeys(context.redis, prefix);
      await closeContext(context);
    },
  };
}
