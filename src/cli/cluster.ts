// `parallax cluster`: the service's clustering as a filter, so anyone can measure it on their own articles.
// Articles go into a temporary index prefix in the real Elasticsearch, in time order and in cycle-sized batches,
// exactly as ingest would cluster them; the prefix is dropped afterwards.
import { randomBytes } from 'node:crypto';
import readline from 'node:readline';
import Joi from 'joi';
import { loadConfig } from '../config';
import { clusterArticles } from '../ingest/cluster-stage/cluster-articles';
import { scoreClustering } from '../cluster/metrics';
import { eventsOfArticles } from '../cluster/es/cluster-store';
import { newIngestCaches } from '../ingest/ingest-caches';
import { unwatchedWrites } from '../ingest/ingest-context';
import { articleId, canonicalUrl } from '../ingest/canonical-url';
import { analyseArticle } from '../ingest/article-analysis';
import { parseDate } from '../ingest/dates';
import { resolveOutlet } from '../outlets/catalog';
import { resolveEsUrl } from '../runtime/services';
import { createEsClient } from '../store/es-client';
import { dropIndices, indicesFor, setupIndices } from '../store/indices';
import { Command } from './command';

const usage = `Usage: parallax cluster [--batch N] [--gold FIELD] < articles.jsonl > assignments.jsonl

Reads JSON Lines {"id", "url"?, "title", "body"?, "published_at", "outlet"?} (outlet: a name or domain;
untracked outlets are accepted) and writes {"id", "event_id"} per article, in input order. Articles are
clustered in published_at order, in batches of N (default 100) as ingest cycles would see them, through the
service's own clustering code in a temporary index prefix of the real Elasticsearch (ES_URL, or the embedded
node), which is dropped afterwards. Malformed lines are reported on standard error and skipped (exit code 1).

--gold FIELD: the lines carry their true event in FIELD (a string or number); the clustering is scored against
it and the scores are printed on standard error as one JSON line: BCubed precision, recall and F1, pairwise
F1, the split rate (true events spread over several events) and the merge rate (events mixing true events).
Articles without the field are clustered but not scored.`;

const lineSchema = Joi.object({
  id: Joi.alternatives(Joi.string(), Joi.number()).required(),
  url: Joi.string().allow('', null),
  title: Joi.string().min(1).required(),
  body: Joi.string().allow('', null),
  // The ingest date rule (src/ingest/dates.ts): strict ISO 8601 or RFC 822, a zone-less date is UTC.
  published_at: Joi.string()
    .required()
    .custom((text: string, helpers) => parseDate(text) ?? helpers.error('any.invalid')),
  outlet: Joi.string().allow('', null),
}).unknown(true);

interface InputArticle {
  key: string | number;
  /** The true event, with --gold. */
  gold?: string;
  id: number;
  title: string;
  body: string;
  publishedAt: string;
  outlet: string;
}

function internalId(url: string | null | undefined, key: string | number): number {
  try {
    if (url) return articleId(canonicalUrl(url));
  } catch {
    // Not a URL: fall back to the caller's id.
  }
  return articleId(`parallax-cluster:${key}`);
}

/** Scores the assignments of the articles that carry a true event; items are numbered by input position. */
function scoreAgainstGold(articles: readonly InputArticle[], events: ReadonlyMap<number, number>) {
  const gold = new Map<number, string>();
  const predicted = new Map<number, number>();
  articles.forEach((a, i) => {
    const event = events.get(a.id);
    if (a.gold === undefined || event === undefined) return;
    gold.set(i, a.gold);
    predicted.set(i, event);
  });
  if (gold.size === 0) return { scored: 0 };
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const scores = scoreClustering(gold, predicted);
  return {
    scored: gold.size,
    bcubed_precision: round(scores.bcubedPrecision),
    bcubed_recall: round(scores.bcubedRecall),
    bcubed_f1: round(scores.bcubedF1),
    pairwise_f1: round(scores.pairwiseF1),
    split_rate: round(scores.splitRate),
    merge_rate: round(scores.mergeRate),
    gold_events: scores.goldEvents,
    predicted_events: scores.predictedEvents,
  };
}

export const clusterCommand: Command = {
  name: 'cluster',
  usage,
  async run(args) {
    const batchArg = args.indexOf('--batch');
    const batchSize = batchArg >= 0 ? Number(args[batchArg + 1]) : 100;
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      console.error('--batch takes a whole number >= 1');
      return 2;
    }
    const goldArg = args.indexOf('--gold');
    const goldField = goldArg >= 0 ? args[goldArg + 1] : undefined;
    if (goldArg >= 0 && !goldField) {
      console.error('--gold takes the name of the field that holds the true event');
      return 2;
    }
    const articles: InputArticle[] = [];
    let malformed = 0;
    let number = 0;
    for await (const line of readline.createInterface({ input: process.stdin, crlfDelay: Infinity })) {
      number += 1;
      if (line.trim() === '') continue;
      try {
        const { value, error } = lineSchema.validate(JSON.parse(line));
        if (error) throw error;
        const outlet = value.outlet
          ? (resolveOutlet(value.outlet)?.slug ?? String(value.outlet).toLowerCase())
          : '';
        const gold: unknown = goldField === undefined ? undefined : value[goldField];
        if (gold !== undefined && gold !== null && typeof gold !== 'string' && typeof gold !== 'number')
          throw new Error(`${goldField} must be a string or a number`);
        articles.push({
          key: value.id,
          gold: gold === undefined || gold === null ? undefined : String(gold),
          id: internalId(value.url, value.id),
          title: value.title,
          body: value.body ?? '',
          publishedAt: value.published_at as string,
          outlet,
        });
      } catch (err) {
        malformed += 1;
        console.error(`line ${number}: ${(err as Error).message}`);
      }
    }

    const config = loadConfig();
    const url = await resolveEsUrl(config, (l) => console.error(l));
    const es = createEsClient(config, url);
    const prefix = `pcluster-${process.pid}-${randomBytes(3).toString('hex')}`;
    const target = {
      es,
      indices: indicesFor(prefix),
      ingestCaches: newIngestCaches(),
      watchEventWrites: unwatchedWrites,
    };
    try {
      await setupIndices(es, prefix);
      const ordered = [...articles].sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.id - b.id);
      for (let i = 0; i < ordered.length; i += batchSize) {
        const batch = ordered.slice(i, i + batchSize);
        const analysed = batch.map((a) =>
          analyseArticle({
            id: a.id,
            title: a.title,
            lead: a.body,
            published_at: a.publishedAt,
            outlet: a.outlet,
          }),
        );
        await es.bulk({
          operations: batch.flatMap((a, j) => [
            { index: { _index: target.indices.articles, _id: String(a.id) } },
            {
              id: a.id,
              headline: a.title,
              body: a.body,
              published_at: a.publishedAt,
              outlet_slug: a.outlet,
              cluster_features: analysed[j].features,
            },
          ]),
        });
        await clusterArticles(
          target,
          analysed.map((a) => a.features),
        );
      }
      const events = await eventsOfArticles(
        es,
        target.indices,
        articles.map((a) => a.id),
      );
      for (const a of articles)
        process.stdout.write(`${JSON.stringify({ id: a.key, event_id: events.get(a.id) })}\n`);
      if (goldField !== undefined) console.error(JSON.stringify(scoreAgainstGold(articles, events)));
    } finally {
      await dropIndices(es, prefix);
      await es.close();
    }
    return malformed > 0 ? 1 : 0;
  },
};
