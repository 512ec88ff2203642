// Builds event documents as clustering and analysis store them (only fields of mappings/events.json, which is
// strict), live or as tombstones, and indexes them directly, so aggregate endpoints can be tested on known values.
import type { AppContext } from '../../src/context';
import { outletBySlug } from '../../src/outlets/catalog';
import type { Category } from '../../src/spec';

export interface EventFixture {
  id: number;
  category?: Category;
  /** Omitted: the event has no score yet (analysis has not run). */
  divergence?: number;
  /** When it was first seen (default one hour ago). */
  firstSeenAt?: Date;
  /** A tombstone: merged away into this event. */
  mergedInto?: number;
  sentiment?: number;
  /** One source row per outlet slug, with its sentiment. */
  sources?: { outlet: string; sentiment: number }[];
}

export function eventDocument(f: EventFixture) {
  const first = (f.firstSeenAt ?? new Date(Date.now() - 3_600_000)).toISOString();
  const sources = (f.sources ?? []).map((s, i) => {
    const outlet = outletBySlug(s.outlet);
    if (!outlet) throw new Error(`fixture names unknown outlet ${s.outlet}`);
    return {
      article_id: f.id * 100 + i,
      outlet: outlet.name,
      outlet_slug: outlet.slug,
      domain: outlet.domains[0],
      bias: outlet.bias,
      bias_position: outlet.bias_position,
      framing: 'neutral',
      headline: `Headline ${i} of event ${f.id}`,
      sentiment: s.sentiment,
      url: `https://${outlet.domains[0]}/event/${f.id}`,
      published_at: first,
    };
  });
  return {
    id: f.id,
    status: f.mergedInto === undefined ? 'active' : 'merged',
    ...(f.mergedInto === undefined ? {} : { merged_into: f.mergedInto }),
    title: `Event ${f.id}`,
    summary: `Summary of event ${f.id}.`,
    category: f.category ?? 'politics',
    ...(f.divergence === undefined ? {} : { divergence_score: f.divergence }),
    article_count: Math.max(1, sources.length),
    outlet_count: sources.length,
    outlets: sources.map((s) => s.outlet_slug),
    first_seen_at: first,
    reported_at: first,
    updated_at: first,
    last_article_at: first,
    ...(f.sentiment === undefined ? {} : { sentiment: f.sentiment }),
    sources,
  };
}

/** Indexes the events and refreshes, so the next search sees them. */
export async function indexEvents(app: Pick<AppContext, 'es' | 'indices'>, fixtures: EventFixture[]) {
  const operations = fixtures.flatMap((f) => [
    { index: { _index: app.indices.events, _id: String(f.id) } },
    eventDocument(f),
  ]);
  const res = await app.es.bulk({ operations, refresh: true });
  if (res.errors)
    throw new Error(`indexing events failed: ${JSON.stringify(res.items.find((i) => i.index?.error))}`);
}
