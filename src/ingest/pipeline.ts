// The ingest pipeline for a batch of raw articles, whatever their source: normalise, analyse, index, cluster.
import type { CarriedInputs } from '../analyze/carried-inputs';
import type { IngestContext } from './ingest-context';
import { startClustering } from './cluster-stage/cluster-articles';
import { recheckGaps } from './cluster-stage/gap-check';
import { analyseInline, type Analyser } from './analysis-pool';
import {
  normaliseArticle,
  type ArticleOutlet,
  type NormalisedArticle,
  type Origin,
  type RawArticle,
} from './article';
import { leadText, type ArticleDocument } from '../documents/article-document';
import { articleDocument } from './article-to-document';
import { planArticleWrites, writeArticles, type IndexReport } from './index-articles';

export interface BatchReport extends IndexReport {
  read: number;
  /** Events created or changed by clustering the written articles. */
  events: number;
  /** Items of outlets we do not track. */
  skipped: number;
  /** Items that could not be normalised (no usable URL or title), with a reason. */
  invalid: { where: string; message: string }[];
}

export interface BatchItem {
  raw: RawArticle;
  /** Where the item came from, for reports: "line 12", or a feed URL. */
  where: string;
  /** The outlet credited when no tracked outlet claims the item (normaliseArticle's `placed`). */
  outlet?: ArticleOutlet;
}

/** Normalises and enriches; touches no store, so benchmarks can time it without ES. */
export async function prepareDocuments(
  items: BatchItem[],
  origin: Origin,
  fetchedAt: Date,
  analyser: Analyser = analyseInline,
  cluster = true,
) {
  const articles: NormalisedArticle[] = [];
  let skipped = 0;
  const invalid: BatchReport['invalid'] = [];
  for (const { raw, where, outlet } of items) {
    const outcome = normaliseArticle(raw, origin, fetchedAt, outlet);
    if (outcome.ok) articles.push(outcome.article);
    else if (outcome.reason === 'untracked_outlet') skipped += 1;
    else invalid.push({ where, message: outcome.message });
  }
  const analyses = await analyser(
    articles.map((a) => ({
      id: a.id,
      title: a.headline,
      lead: leadText(a),
      published_at: a.published_at,
      outlet: a.outlet.slug,
      summary: a.summary,
    })),
    cluster,
  );
  const docs: ArticleDocument[] = articles.map((a, i) => articleDocument(a, analyses[i]));
  // Beside the documents, never in them: what event analysis would otherwise compute again from each text.
  const eventInputs = new Map<number, CarriedInputs>();
  analyses.forEach(({ eventInputs: inputs }, i) => {
    if (inputs) eventInputs.set(articles[i].id, inputs);
  });
  return { docs, eventInputs, skipped, invalid };
}

/** Where a batch goes: the articles and events indices, with the ingest's caches and its event-write watcher. */
export type IngestTarget = Pick<IngestContext, 'es' | 'indices' | 'ingestCaches' | 'watchEventWrites'>;

export interface StoreOptions {
  refresh?: boolean;
  cluster?: boolean;
  /** The inputs of event analysis ingest computed for the documents, by article id (prepareDocuments). */
  eventInputs?: ReadonlyMap<number, CarriedInputs>;
  /**
   * Clustering waits for this (the previous batch's clustering): batches are clustered in order, while this
   * batch's writes are planned and the previous batch's events and articles are written.
   */
  clusterAfter?: Promise<unknown>;
  /**
   * The articles are written only once this settles (the previous batch's articles are written): this batch may
   * re-point that one's articles (a merge, a move), and the update must not reach Elasticsearch before they exist.
   */
  writeAfter?: Promise<unknown>;
  /**
   * The clustering lock's lease (withClusteringLock): once it is lost, another process may be clustering, so no
   * event or article of this batch is written any more; the batch fails and the next run takes it up again.
   */
  lease?: AbortSignal;
}

export type StoreReport = IndexReport & { events: number };

/** A batch being stored: `clustered` once its clustering is decided, `stored` once its events and articles are. */
export interface StoringBatch {
  clustered: Promise<void>;
  stored: Promise<StoreReport>;
}

/**
 * Stores prepared documents: reads which are new, changed or unchanged; clusters the new and changed ones into
 * events and stores those events with their analysis; then writes the articles, each carrying its event id. The
 * events are written first because their member samples record the articles a cycle wrote last: if writing the
 * articles fails, the next cycle finds them new again, finds each in the event that took it, and writes it
 * without clustering it twice; a stored article it moved keeps a stale event id until it is ingested again, when
 * its event id is checked.
 * The next batch may be clustered as soon as this one's outcome is decided (`clustered`): clustering reads the
 * events (overlaid with the changes still being saved, src/cluster/es/unsaved-events.ts) and the process's caches,
 * never the articles this batch is still writing.
 */
export function startStoring(
  target: IngestTarget,
  docs: ArticleDocument[],
  { refresh = false, cluster = true, eventInputs, clusterAfter, writeAfter, lease }: StoreOptions = {},
): StoringBatch {
  const { es, indices } = target;
  const clustering = (async () => {
    const plan = await planArticleWrites(es, indices.articles, docs);
    await clusterAfter;
    const pending = [...plan.creates, ...plan.updates, ...plan.unclustered];
    if (!cluster) return { plan, eventOf: new Map<number, number>(), events: 0, saved: Promise.resolve() };
    const features = pending.flatMap((doc) => (doc.cluster_features ? [doc.cluster_features] : []));
    lease?.throwIfAborted();
    // Unchanged articles are not clustered again, but their event_id is checked against the events' samples
    // (writeArticles rewrites those that disagree).
    const pendingIds = new Set(pending.map((doc) => doc.id));
    const { outcome, saved } = await startClustering(target, features, {
      changed: plan.updates.map((doc) => doc.id),
      members: pending,
      eventInputs,
      lease,
      unchanged: [...plan.events.keys()].filter((id) => !pendingIds.has(id)),
    });
    // Reported through `stored`; until then it must not count as unhandled.
    saved.catch(() => undefined);
    return { plan, eventOf: outcome.eventOf, events: outcome.changedEvents.length, saved };
  })();
  const stored = clustering.then(async ({ plan, eventOf, events, saved }) => {
    // The articles are written only once their events are stored (whose samples name them until then).
    await saved;
    // Its failure is the previous batch's to report.
    await writeAfter?.catch(() => undefined);
    lease?.throwIfAborted();
    // Checked again right before each bulk request of the articles (writeArticles): they go out concurrently.
    const report = await writeArticles(es, indices.articles, plan, eventOf, { refresh, lease });
    // The other side's report of a stored gap may have arrived in this batch, clustered elsewhere: once written,
    // it withdraws that gap (docs/decisions.md, "Gaps robust to clustering splits").
    if (cluster) {
      const written = new Set(report.written);
      const docs = [...plan.creates, ...plan.updates].filter((doc) => written.has(doc.id));
      await recheckGaps(target, docs, target.ingestCaches.members, lease);
    }
    return { ...report, events };
  });
  return { clustered: clustering.then(() => undefined), stored };
}

/** Stores prepared documents (see startStoring) and resolves once the articles are written. */
export function storeDocuments(
  target: IngestTarget,
  docs: ArticleDocument[],
  options: Omit<StoreOptions, 'clusterAfter'> = {},
): Promise<StoreReport> {
  const { clustered, stored } = startStoring(target, docs, options);
  // A clustering failure rejects `stored` too, and is reported there.
  clustered.catch(() => undefined);
  return stored;
}

export async function ingestBatch(
  target: IngestTarget,
  items: BatchItem[],
  origin: Origin,
  {
    fetchedAt = new Date(),
    refresh = false,
    lease,
  }: { fetchedAt?: Date; refresh?: boolean; lease?: AbortSignal } = {},
): Promise<BatchReport> {
  const { docs, eventInputs, skipped, invalid } = await prepareDocuments(items, origin, fetchedAt);
  const stored = await storeDocuments(target, docs, { refresh, eventInputs, lease });
  return { ...stored, read: items.length, skipped, invalid };
}

export function mergeReports(into: BatchReport, from: BatchReport): BatchReport {
  into.read += from.read;
  into.events += from.events;
  into.skipped += from.skipped;
  into.invalid.push(...from.invalid);
  into.indexed += from.indexed;
  into.updated += from.updated;
  into.duplicates += from.duplicates;
  into.failed += from.failed;
  into.failures.push(...from.failures);
  into.written.push(...from.written);
  into.unclustered.push(...from.unclustered);
  return into;
}

export function emptyBatchReport(): BatchReport {
  return {
    read: 0,
    events: 0,
    skipped: 0,
    invalid: [],
    indexed: 0,
    updated: 0,
    duplicates: 0,
    failed: 0,
    failures: [],
    written: [],
    unclustered: [],
  };
}
