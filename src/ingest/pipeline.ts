// The ingest pipeline for a batch of raw articles, whatever their source: normalise, enrich, index.
import type { Client } from '@elastic/elasticsearch';
import { enrichInline, type Enricher } from '../enrich/enrich-pool';
import { normaliseArticle, type NormalisedArticle, type Origin, type RawArticle } from './article';
import { articleDocument, leadText, type ArticleDocument } from './article-document';
import { indexArticles, type IndexReport } from './index-articles';

export interface BatchReport extends IndexReport {
  read: number;
  /** Items of outlets we do not track. */
  skipped: number;
  /** Items that could not be normalised (no usable URL or title), with a reason. */
  invalid: { where: string; message: string }[];
}

export interface BatchItem {
  raw: RawArticle;
  /** Where the item came from, for reports: "line 12", or a feed URL. */
  where: string;
}

/** Normalises and enriches; touches no store, so benchmarks can time it without ES. */
export async function prepareDocuments(
  items: BatchItem[],
  origin: Origin,
  fetchedAt: Date,
  enricher: Enricher = enrichInline,
) {
  const articles: NormalisedArticle[] = [];
  let skipped = 0;
  const invalid: BatchReport['invalid'] = [];
  for (const { raw, where } of items) {
    const outcome = normaliseArticle(raw, origin, fetchedAt);
    if (outcome.ok) articles.push(outcome.article);
    else if (outcome.reason === 'untracked_outlet') skipped += 1;
    else invalid.push({ where, message: outcome.message });
  }
  const enrichments = await enricher(articles.map((a) => ({ title: a.headline, lead: leadText(a) })));
  const docs: ArticleDocument[] = articles.map((a, i) => articleDocument(a, enrichments[i]));
  return { docs, skipped, invalid };
}

export async function ingestBatch(
  es: Client,
  index: string,
  items: BatchItem[],
  origin: Origin,
  { fetchedAt = new Date(), refresh = false }: { fetchedAt?: Date; refresh?: boolean } = {},
): Promise<BatchReport> {
  const { docs, skipped, invalid } = await prepareDocuments(items, origin, fetchedAt);
  const indexed = await indexArticles(es, index, docs, { refresh });
  return { ...indexed, read: items.length, skipped, invalid };
}

export function mergeReports(into: BatchReport, from: BatchReport): BatchReport {
  into.read += from.read;
  into.skipped += from.skipped;
  into.invalid.push(...from.invalid);
  into.indexed += from.indexed;
  into.updated += from.updated;
  into.duplicates += from.duplicates;
  into.failed += from.failed;
  into.failures.push(...from.failures);
  into.written.push(...from.written);
  return into;
}

export function emptyBatchReport(): BatchReport {
  return {
    read: 0,
    skipped: 0,
    invalid: [],
    indexed: 0,
    updated: 0,
    duplicates: 0,
    failed: 0,
    failures: [],
    written: [],
  };
}
