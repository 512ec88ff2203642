// Writes article documents in bulk, in two steps so clustering can run between them and each new article is
// written once, already carrying its event: `planArticleWrites` reads what is stored (one mget of content hashes
// and events) and sorts the batch into new, changed and unchanged articles; `writeArticles` creates the new ones,
// updates the changed ones in place, and re-points stored articles whose event changed. Unchanged articles are
// counted as duplicates and not written at all. Items ES rejects for load (429) are retried by the bulk helper;
// if ES is unreachable the call throws and the caller's cycle fails cleanly, to be picked up again by the next.
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

export interface ArticlePlan {
  /** Articles not stored yet. */
  creates: ArticleDocument[];
  /** Stored articles whose content changed. */
  updates: ArticleDocument[];
  /** Unchanged stored articles without an event (a cycle failed between writing them and clustering). */
  unclustered: ArticleDocument[];
  /** Articles of the batch that are stored unchanged, and repeats of an id within the batch. */
  duplicates: number;
  /** The stored event of each stored article of the batch that has one. */
  events: Map<number, number>;
}

export async function planArticleWrites(
  es: Client,
  index: string,
  docs: readonly ArticleDocument[],
): Promise<ArticlePlan> {
  // The same URL twice in one batch (a feed listing an item twice): the last one wins.
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const plan: ArticlePlan = {
    creates: [],
    updates: [],
    unclustered: [],
    duplicates: docs.length - byId.size,
    events: new Map(),
  };
  if (byId.size === 0) return plan;
  const existing = await es.mget<{ content_hash: string; event_id?: number }>({
    index,
    ids: [...byId.keys()].map(String),
    _source_includes: ['content_hash', 'event_id'],
  });
  const stored = new Map<number, string>();
  for (const doc of existing.docs) {
    if (!('found' in doc) || !doc.found || !doc._source) continue;
    stored.set(Number(doc._id), doc._source.content_hash);
    if (doc._source.event_id !== undefined) plan.events.set(Number(doc._id), doc._source.event_id);
  }
  for (const doc of byId.values()) {
    const hash = stored.get(doc.id);
    if (hash === undefined) plan.creates.push(doc);
    else if (hash !== doc.content_hash) plan.updates.push(doc);
    else {
      plan.duplicates += 1;
      if (!plan.events.has(doc.id)) plan.unclustered.push(doc);
    }
  }
  return plan;
}

type Write = { kind: 'create' | 'update' | 'assign'; id: number };

function withoutFeatures(doc: ArticleDocument): Omit<ArticleDocument, 'cluster_features'> {
  const copy = { ...doc };
  delete copy.cluster_features;
  return copy;
}

/**
 * Writes the plan: creates and updates, each with its event from `eventOf` when it has one, and for every other
 * article in `eventOf` (stored earlier, now moved or re-pointed by a merge) only the new event id.
 */
export async function writeArticles(
  es: Client,
  index: string,
  plan: ArticlePlan,
  eventOf: ReadonlyMap<number, number> = new Map(),
  { refresh = false }: { refresh?: boolean } = {},
): Promise<IndexReport> {
  const report = emptyIndexReport();
  report.duplicates = plan.duplicates;
  const writes = new Map<object, Write>();
  const withEvent = (doc: ArticleDocument) => {
    const eventId = eventOf.get(doc.id);
    return eventId === undefined ? doc : { ...doc, event_id: eventId };
  };
  for (const doc of plan.creates) writes.set(withEvent(doc), { kind: 'create', id: doc.id });
  // A partial update keeps the stored event_id unless clustering gave the article another one. An article already
  // in an event keeps its clustering features too: its event's state holds them (a move subtracts them again),
  // and an edited headline or lead does not change which happening the article reports.
  for (const doc of plan.updates)
    writes.set(withEvent(plan.events.has(doc.id) ? withoutFeatures(doc) : doc), {
      kind: 'update',
      id: doc.id,
    });
  const inBatch = new Set([...plan.creates, ...plan.updates].map((doc) => doc.id));
  // An unclustered article stored without clustering features (a `--no-cluster` replay) gets them with its event:
  // re-checking an event's members after a restart reads them from the stored article.
  const unclustered = new Map(plan.unclustered.map((doc) => [doc.id, doc]));
  for (const [id, eventId] of eventOf) {
    if (inBatch.has(id) || plan.events.get(id) === eventId) continue;
    const features = unclustered.get(id)?.cluster_features;
    writes.set(features ? { event_id: eventId, cluster_features: features } : { event_id: eventId }, {
      kind: 'assign',
      id,
    });
  }
  const done = new Map<number, Write['kind']>();
  if (writes.size > 0) {
    const result = await es.helpers.bulk<object>({
      datasource: [...writes.keys()],
      onDocument(document) {
        const { kind, id } = writes.get(document)!;
        done.set(id, kind);
        if (kind === 'create') return { create: { _index: index, _id: String(id) } };
        return [{ update: { _index: index, _id: String(id) } }, { doc_as_upsert: kind === 'update' }];
      },
      onDrop(dropped) {
        // The helper hands back a copy of the document, not the object given to it: its operation names the id.
        const id = Number(Object.values(dropped.operation)[0]?._id);
        const kind = done.get(id);
        done.delete(id);
        if (dropped.status === 409 && kind === 'create') {
          // Created by a concurrent writer since the plan was read: it is there, which is what we wanted.
          report.duplicates += 1;
          return;
        }
        report.failed += 1;
        report.failures.push({
          id,
          error: `${dropped.status}: ${dropped.error?.type ?? 'error'}: ${dropped.error?.reason ?? ''}`,
        });
      },
      retries: 3,
      wait: 500,
      refreshOnCompletion: refresh ? index : false,
    });
    if (result.aborted) throw new Error('bulk indexing was aborted');
  }
  for (const [id, kind] of done) {
    if (kind === 'assign') continue;
    if (kind === 'create') report.indexed += 1;
    else report.updated += 1;
    report.written.push(id);
  }
  report.unclustered = plan.unclustered.map((doc) => doc.id);
  return report;
}

/** Both steps at once, for writes that are not clustered (the market desk feed alone, benchmarks). */
export async function indexArticles(
  es: Client,
  index: string,
  docs: readonly ArticleDocument[],
  options: { refresh?: boolean } = {},
): Promise<IndexReport> {
  return writeArticles(es, index, await planArticleWrites(es, index, docs), new Map(), options);
}
