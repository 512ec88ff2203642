// Writes article documents in bulk, in two steps so clustering can run between them and each new article is
// written once, already carrying its event: `planArticleWrites` reads what is stored (the content hashes and events,
// and which backing index holds each article) and sorts the batch into new, changed and unchanged articles;
// `writeArticles` creates the new ones through the write alias, updates the changed ones in place in the index that
// holds them, and re-points stored articles whose event changed, there too. Unchanged articles are
// counted as duplicates and not written at all. Items ES rejects for load (429) are sent again; if ES is
// unreachable the call throws and the caller's cycle fails cleanly, to be picked up again by the next.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from '@elastic/elasticsearch';
import { docsById } from '../store/docs-by-id';
import type { ArticleDocument } from '../documents/article-document';

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
  /** The backing index holding each stored article of the batch (src/store/docs-by-id.ts). */
  located: Map<number, string>;
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
    located: new Map(),
  };
  if (byId.size === 0) return plan;
  const existing = await docsById<{ content_hash: string; event_id?: number }>(
    es,
    index,
    [...byId.keys()],
    ['content_hash', 'event_id'],
  );
  const stored = new Map<number, string>();
  for (const [id, doc] of existing) {
    stored.set(id, doc.source.content_hash);
    plan.located.set(id, doc.index);
    if (doc.source.event_id !== undefined) plan.events.set(id, doc.source.event_id);
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

type WriteKind = 'create' | 'update' | 'assign';
/** `index` is the backing index holding a stored article; a create goes to the write alias. */
type Write = { kind: WriteKind; id: number; doc: object; index: string };

/** Articles per bulk request: a few MB at most (bodies are capped at 5,000 characters). */
const WRITE_CHUNK = 500;
/** Bulk requests in flight at once: Elasticsearch indexes two while the next is being sent. */
const CONCURRENCY = 2;
/** Items Elasticsearch rejects for load (429) are sent again this many times, WAIT_MS apart. */
const RETRIES = 3;
const WAIT_MS = 500;

function withoutFeatures(doc: ArticleDocument): Omit<ArticleDocument, 'cluster_features'> {
  const copy = { ...doc };
  delete copy.cluster_features;
  return copy;
}

function operation({ kind, id, doc, index }: Write): object[] {
  if (kind === 'create') return [{ create: { _index: index, _id: String(id) } }, doc];
  return [{ update: { _index: index, _id: String(id) } }, { doc, doc_as_upsert: kind === 'update' }];
}

/**
 * Sends one chunk, then again what Elasticsearch rejected for load. The lease is checked right before every
 * request: chunks go out concurrently, so a check before the first one would let the others go out after the
 * lease is lost (another process may be clustering the same articles by then).
 */
async function sendChunk(
  es: Client,
  chunk: readonly Write[],
  lease: AbortSignal | undefined,
  report: IndexReport,
  done: Map<number, WriteKind>,
): Promise<void> {
  let pending = chunk;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0) await sleep(WAIT_MS);
    lease?.throwIfAborted();
    const res = await es.bulk({ operations: pending.flatMap(operation) });
    const again: Write[] = [];
    res.items.forEach((item, i) => {
      const write = pending[i];
      const result = Object.values(item)[0];
      if (!result?.error) done.set(write.id, write.kind);
      else if (result.status === 429 && attempt < RETRIES) again.push(write);
      else if (result.status === 409 && write.kind === 'create') {
        // Created by a concurrent writer since the plan was read: it is there, which is what we wanted.
        report.duplicates += 1;
      } else {
        report.failed += 1;
        report.failures.push({
          id: write.id,
          error: `${result.status}: ${result.error.type ?? 'error'}: ${result.error.reason ?? ''}`,
        });
      }
    });
    pending = again;
  }
}

/**
 * Writes the plan: creates and updates, each with its event from `eventOf` when it has one, and for every other
 * article in `eventOf` (stored earlier, now moved or re-pointed by a merge) only the new event id. With a lease,
 * no request is sent once it is lost, and the call rejects.
 */
export async function writeArticles(
  es: Client,
  index: string,
  plan: ArticlePlan,
  eventOf: ReadonlyMap<number, number> = new Map(),
  { refresh = false, lease }: { refresh?: boolean; lease?: AbortSignal } = {},
): Promise<IndexReport> {
  const report = emptyIndexReport();
  report.duplicates = plan.duplicates;
  const writes: Write[] = [];
  const withEvent = (doc: ArticleDocument) => {
    const eventId = eventOf.get(doc.id);
    return eventId === undefined ? doc : { ...doc, event_id: eventId };
  };
  for (const doc of plan.creates) writes.push({ kind: 'create', id: doc.id, doc: withEvent(doc), index });
  // A partial update keeps the stored event_id unless clustering gave the article another one. An article already
  // in an event keeps its clustering features too: its event's state holds them (a move subtracts them again),
  // and an edited headline or lead does not change which happening the article reports.
  for (const doc of plan.updates)
    writes.push({
      kind: 'update',
      id: doc.id,
      doc: withEvent(plan.events.has(doc.id) ? withoutFeatures(doc) : doc),
      index: plan.located.get(doc.id)!,
    });
  const inBatch = new Set([...plan.creates, ...plan.updates].map((doc) => doc.id));
  // An unclustered article stored without clustering features (a `--no-cluster` replay) gets them with its event:
  // re-checking an event's members after a restart reads them from the stored article.
  const unclustered = new Map(plan.unclustered.map((doc) => [doc.id, doc]));
  const assigned = [...eventOf].filter(
    ([id, eventId]) => !inBatch.has(id) && plan.events.get(id) !== eventId,
  );
  // Articles of earlier batches (moved, or re-pointed by a merge) are updated where they are stored; one that is
  // not found is sent to the write index, which reports it missing.
  const elsewhere = await docsById(
    es,
    index,
    assigned.flatMap(([id]) => (plan.located.has(id) ? [] : [id])),
    [],
  );
  for (const [id, eventId] of assigned) {
    const features = unclustered.get(id)?.cluster_features;
    const doc = features ? { event_id: eventId, cluster_features: features } : { event_id: eventId };
    writes.push({
      kind: 'assign',
      id,
      doc,
      index: plan.located.get(id) ?? elsewhere.get(id)?.index ?? index,
    });
  }
  const done = new Map<number, WriteKind>();
  const chunks: Write[][] = [];
  for (let i = 0; i < writes.length; i += WRITE_CHUNK) chunks.push(writes.slice(i, i + WRITE_CHUNK));
  const next = chunks.values();
  const worker = async () => {
    for (const chunk of next) await sendChunk(es, chunk, lease, report, done);
  };
  // Every worker is awaited before a failure is reported, so no request is left running unobserved.
  const outcomes = await Promise.allSettled(Array.from({ length: CONCURRENCY }, worker));
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) throw failure.reason;
  if (refresh && writes.length > 0) await es.indices.refresh({ index });
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
