// Article analysis spread over worker threads, for bulk work (replay, backfill) where it is the bottleneck: one
// core analyses 2,700-3,500 demo articles/s, while the main thread parses, deduplicates, sends bulk requests and
// clusters. Small batches (a feed cycle) are analysed inline: a pool costs model loading in every worker.
import os from 'node:os';
import path from 'node:path';
import Piscina from 'piscina';
import { ensureModelFiles } from '../encoder/model-files';
import { DEFAULT_MODEL, ENCODER_MODELS } from '../encoder/models';
import { loadSentenceEncoder, type SentenceEncoder } from '../encoder/sentence-encoder';
import { analyseArticles, type AnalysisInput, type ArticleAnalysis } from './article-analysis';

export type Analyser = (inputs: AnalysisInput[], cluster: boolean) => Promise<ArticleAnalysis[]>;

let inline: Promise<SentenceEncoder> | undefined;

/**
 * The ingest process's own encoder, for inline analysis. A process that ingests calls this at start, so a model
 * that cannot be fetched or loaded stops it there, loudly, instead of failing every cycle.
 */
export function loadInlineEncoder(): Promise<SentenceEncoder> {
  inline ??= loadSentenceEncoder({ threads: 1 });
  return inline;
}

export const analyseInline: Analyser = async (inputs, cluster) =>
  analyseArticles(inputs, cluster, await loadInlineEncoder());

/** Articles per task: large enough to amortise messaging, small enough to keep every worker busy. */
const CHUNK = 100;
/**
 * Tasks handed to a worker at once. The pool hands out the next task from the main thread's event loop, which a
 * clustering cycle holds for a second or two at a time: with one task each, the workers finished it and waited,
 * and the next batch's analysis stalled the backfill (711 against 830 articles/s on 30,000 demo articles, the
 * clustering cycles then running back to back). 16 chunks are 1,600 articles queued per worker.
 */
const TASKS_PER_WORKER = 16;

export interface AnalysisPool {
  analyse: Analyser;
  close(): Promise<void>;
}

export function createAnalysisPool(threads = Math.max(1, os.availableParallelism())): AnalysisPool {
  // Under tsx (tests, scripts) this module is .ts and so is the worker; compiled, both are .js. Workers
  // inherit the parent's execArgv, which carries tsx's loader when there is one.
  const pool = new Piscina({
    filename: path.join(__dirname, `analysis-worker${path.extname(__filename)}`),
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: TASKS_PER_WORKER,
  });
  // Fetched and extracted here, once, before any worker looks for the files: workers starting together would
  // otherwise each run Maven on a fresh machine.
  let modelFiles: Promise<unknown> | undefined;
  return {
    async analyse(inputs, cluster) {
      modelFiles ??= ensureModelFiles(ENCODER_MODELS[DEFAULT_MODEL]);
      await modelFiles;
      const chunks: AnalysisInput[][] = [];
      for (let i = 0; i < inputs.length; i += CHUNK) chunks.push(inputs.slice(i, i + CHUNK));
      const results = await Promise.all(
        chunks.map((chunk) => pool.run({ inputs: chunk, cluster }) as Promise<ArticleAnalysis[]>),
      );
      return results.flat();
    },
    close: () => pool.destroy(),
  };
}
