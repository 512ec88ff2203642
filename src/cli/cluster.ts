// `parallax cluster`: the service's clustering as a filter, so anyone can measure it on their own articles.
// Articles go into a temporary index prefix in the real Elasticsearch, in time order and in cycle-sized batches,
// exactly as ingest would cluster them; the prefix is dropped afterwards.
import { randomBytes } from 'node:crypto';
import readline from 'node:readline';
import Joi from 'joi';
import { loadConfig } from '../config';
import { clusterArticles } from '../events/cluster-articles';
import { eventsOfArticles } from '../store/es-cluster-store';
import { articleId, canonicalUrl } from '../ingest/canonical-url';
import { analyseArticle } from '../ingest/article-analysis';
import { resolveOutlet } from '../outlets/catalog';
import { startEs } from '../runtime/elasticsearch';
import { esRuntimeOptions } from '../runtime/services';
import { createEsClient } from '../store/es-client';
import { dropIndices, indicesFor, setupIndices } from '../store/indices';
import { Command, wantsHelp } from './command';

const usage = `Usage: parallax cluster [--batch N] < articles.jsonl > assignments.jsonl

Reads JSON Lines {"id", "url"?, "title", "body"?, "published_at", "outlet"?} (outlet: a name or domain;
untracked outlets are accepted) and writes {"id", "event_id"} per article, in input order. Articles are
clustered in published_at order, in batches of N (default 100) as ingest cycles would see them, through the
service's own clustering code in a temporary index prefix of the real Elasticsearch (ES_URL, or the embedded
node), which is dropped afterwards. Malformed lines are reported on standard error and skipped (exit code 1).`;

const lineSchema = Joi.object({
  id: Joi.alternatives(Joi.string(), Joi.number()).required(),
  url: Joi.string().allow('', null),
  title: Joi.string().min(1).required(),
  body: Joi.string().allow('', null),
  published_at: Joi.date().iso().required(),
  outlet: Joi.string().allow('', null),
}).unknown(true);

interface InputArticle {
  key: string | number;
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

export const clusterCommand: Command = {
  name: 'cluster',
  usage,
  async run(args) {
    if (wantsHelp(args)) {
      console.log(usage);
      return 0;
    }
    const batchArg = args.indexOf('--batch');
    const batchSize = batchArg >= 0 ? Number(args[batchArg + 1]) : 100;
    if (!Number.isInteger(batchSize) || batchSize < 1) {
      console.error('--batch takes a whole number >= 1');
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
        articles.push({
          key: value.id,
          id: internalId(value.url, value.id),
          title: value.title,
          body: value.body ?? '',
          publishedAt: (value.published_at as Date).toISOString(),
          outlet,
        });
      } catch (err) {
        malformed += 1;
        console.error(`line ${number}: ${(err as Error).message}`);
      }
    }

    const config = loadConfig();
    const url =
      config.es.url ?? (await startEs(esRuntimeOptions(config, (l) => console.error(l)))).status.url!;
    const es = createEsClient(config, url);
    const prefix = `pcluster-${process.pid}-${randomBytes(3).toString('hex')}`;
    const target = { es, indices: indicesFor(prefix) };
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
        target.indices.events,
        articles.map((a) => a.id),
      );
      for (const a of articles)
        process.stdout.write(`${JSON.stringify({ id: a.key, event_id: events.get(a.id) })}\n`);
    } finally {
      await dropIndices(es, prefix);
      await es.close();
    }
    return malformed > 0 ? 1 : 0;
  },
};
