// Realtime reads by id through an alias that may span several backing indices (the rolled-over articles): mget
// refuses such an alias ("can't execute a single index op"), and a write must go to the index that already holds
// the document, or a create through the write alias would put a second copy of it in the newest one.
// Where each document lives comes from one `ids` search through the alias (it returns each hit's `_index`), then
// the documents themselves from an mget naming that index, which is realtime like any get. The search sees what
// was refreshed: every backing index but the write index is refreshed when it is rolled over, under the ingest
// lock (src/store/rollover.ts), and an id the search does not find is read from the write index, so a document
// written a moment ago is found too.
import type { Client } from '@elastic/elasticsearch';

export interface StoredDoc<T> {
  /** The backing index that holds the document: where an update of it must go. */
  index: string;
  source: T;
}

/** Ids per search and mget: a search returns at most 10,000 hits, and the requests stay a few hundred kB. */
const CHUNK = 1000;

interface AliasIndices {
  all: string[];
  write: string;
}

/** The indices behind an alias and the one new documents go to (an index name is its own single index). */
export async function aliasIndices(es: Client, alias: string): Promise<AliasIndices> {
  const res = await es.indices.get({ index: alias, features: ['aliases'] });
  const all = Object.keys(res).sort();
  const write =
    all.find((index) => res[index].aliases?.[alias]?.is_write_index === true) ?? all[all.length - 1];
  return { all, write };
}

/**
 * The stored documents with these ids, each with the backing index that holds it; ids not stored are absent.
 * `fields` are the source fields returned (none: only where each document is).
 */
export async function docsById<T>(
  es: Client,
  alias: string,
  ids: readonly number[],
  fields: readonly string[],
): Promise<Map<number, StoredDoc<T>>> {
  const out = new Map<number, StoredDoc<T>>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const indices = await aliasIndices(es, alias);
  for (let i = 0; i < unique.length; i += CHUNK) {
    const chunk = unique.slice(i, i + CHUNK).map(String);
    const located = indices.all.length > 1 ? await locate(es, alias, chunk) : new Map<string, string>();
    const res = await es.mget<T>({
      docs: chunk.map((id) => ({ _index: located.get(id) ?? indices.write, _id: id })),
      ...(fields.length > 0 ? { _source_includes: [...fields] } : { _source: false }),
    });
    for (const doc of res.docs) {
      if (!('found' in doc) || !doc.found) continue;
      out.set(Number(doc._id), { index: doc._index, source: (doc._source ?? {}) as T });
    }
  }
  return out;
}

/** The backing index of each of these ids that the alias's refreshed view holds. */
async function locate(es: Client, alias: string, ids: string[]): Promise<Map<string, string>> {
  const res = await es.search({
    index: alias,
    size: ids.length,
    _source: false,
    track_total_hits: false,
    query: { ids: { values: ids } },
  });
  return new Map(res.hits.hits.map((hit) => [hit._id!, hit._index]));
}
