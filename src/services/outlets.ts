// Reads the tracked outlets and their statistics from the outlets index.
import type { AppContext } from '../context';
import { outletBySlug } from '../outlets/catalog';
import type { Bias } from '../spec';

export interface OutletRecord {
  slug: string;
  name: string;
  short_name: string;
  domains: string[];
  homepage: string;
  bias: Bias;
  bias_position: number;
  primary_color: string;
  articles_ingested: number;
  /** Null until the divergence of at least one event the outlet covers has been measured. */
  avg_divergence_when_covered: number | null;
  /** Absent until the statistics are first refreshed; null when the window held no widely covered event. */
  omission_rate?: number | null;
}

/** All outlets, left to right (SPEC §4 Outlets: sorted by bias_position ascending); slug breaks ties. */
export async function listOutlets(ctx: AppContext): Promise<OutletRecord[]> {
  const res = await ctx.es.search<OutletRecord>({
    index: ctx.indices.outlets,
    size: 1000,
    sort: [{ bias_position: 'asc' }, { slug: 'asc' }],
  });
  return res.hits.hits.map((hit) => hit._source as OutletRecord);
}

/** Undefined for a slug the catalogue does not track, without asking the store (an id of any length refused). */
export async function getOutlet(ctx: AppContext, slug: string): Promise<OutletRecord | undefined> {
  if (!outletBySlug(slug)) return undefined;
  const res = await ctx.es.get<OutletRecord>({ index: ctx.indices.outlets, id: slug }, { ignore: [404] });
  return res.found ? res._source : undefined;
}
