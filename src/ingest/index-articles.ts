// Writes article documents in bulk. New articles are created; changed ones (another content hash) are updated
// in place, keeping their event; unchanged ones are counted as duplicates and not written at all. Items ES
// rejects for load (429) are retried by the bulk helper; if ES is unreachable the call throws and the caller's
// cycle fails cleanly, to be picked up again by the next one.
import type { Client } from '@elastic/elasticsearch';
import type { ArticleDocument } from './article-document';

export interface IndexReport {
  indexed: number;
  updated: number;
  duplicates: number;
  failed: number;
  failures: { id: number; error: string }[];
  /** Ids of the documents created or updated: what clustering must look at. */
  written: number[];
  /** Unchanged documents that have no event yet (a cycle failed after indexing them): to be clustered again. */
  unclustered: number[];
}

export function emptyIndexReport(): IndexReport {
  return { indexed: 0, updated: 0, duplicates: 0, failed: 0, failures: [], written: [], unclustered: [] };
}

export async function indexArticles(
  es: Client,
  index: string,
  docs: ArticleDocument[],
  { refresh = false }: { refresh?: boolean } = {},
): Promise<IndexReport> {
  const report = emptyIndexReport();
  // The same URL twice in one batch (a feed listing an item twice): the last one wins.
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  report.duplicates += docs.length - byId.size;
  if (byId.size === 0) return report;

  const existing = await es.mget<{ content_hash: string; event_id?: number }>({
    index,
    ids: [...byId.keys()].map(String),
    _source_includes: ['content_hash', 'event_id'],
  });
  const hashes = new Map<number, string>();
  const withoutEvent = new Set<number>();
  for (const doc of existing.docs) {
    if (!('found' in doc) || !doc.found || !doc._source) continue;
    hashes.set(Number(doc._id), doc._source.content_hash);
    if (doc._source.event_id === undefined) withoutEvent.add(Number(doc._id));
  }
  const creates: ArticleDocument[] = [];
  const updates: ArticleDocument[] = [];
  for (const doc of byId.values()) {
    const hash = hashes.get(doc.id);
    if (hash === undefined) creates.push(doc);
    else if (hash === doc.content_hash) {
      report.duplicates += 1;
      if (withoutEvent.has(doc.id)) report.unclustered.push(doc.id);
    } else updates.push(doc);
  }
  const kind = new Map<number, 'create' | 'update'>();
  const result = await es.helpers.bulk<ArticleDocument>({
    datasource: [...creates, ...updates],
    onDocument(doc) {
      const action = hashes.has(doc.id) ? 'update' : 'create';
      kind.set(doc.id, action);
      if (action === 'create') return { create: { _index: index, _id: String(doc.id) } };
      // A partial update leaves event_id (set by clustering) as it is.
      return [{ update: { _index: index, _id: String(doc.id) } }, { doc_as_upsert: true }];
    },
    onDrop(dropped) {
      const id = (dropped.document as ArticleDocument).id;
      const status = dropped.status;
      if (status === 409 && kind.get(id) === 'create') {
        // Created by a concurrent writer since our mget: it is there, which is what we wanted.
        report.duplicates += 1;
        kind.delete(id);
        return;
      }
      report.failed += 1;
      kind.delete(id);
      report.failures.push({
        id,
        error: `${status}: ${dropped.error?.type ?? 'error'}: ${dropped.error?.reason ?? ''}`,
      });
    },
    retries: 3,
    wait: 500,
    refreshOnCompletion: refresh ? index : false,
  });
  for (const [id, how] of kind) {
    if (how === 'create') report.indexed += 1;
    else report.updated += 1;
    report.written.push(id);
  }
  if (result.aborted) throw new Error('bulk indexing was aborted');
  return report;
}
