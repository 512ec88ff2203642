// Worker-thread entry for the analysis pool: analyses a chunk of articles with the same function ingest runs
// inline. Each worker loads the NLP models and the sentence encoder once, on its first chunk.
import { loadSentenceEncoder, type SentenceEncoder } from '../encoder/sentence-encoder';
import { lowerThreadPriority } from '../runtime/thread-priority';
import { analyseArticles, type AnalysisInput, type ArticleAnalysis } from './article-analysis';

/**
 * The pool analyses batches ahead of the main thread, whose clustering bounds a backfill; on a box with fewer
 * free cores than threads, the workers at normal priority took the main thread's core away from it. At a lower
 * priority they run on what the main thread and Elasticsearch leave.
 */
const WORKER_NICENESS = 10;
lowerThreadPriority(WORKER_NICENESS);

/**
 * Loaded on the first chunk rather than at import, so a model that fails to load rejects that chunk's task (and
 * the replay with it) with its error, instead of crashing the thread. One ONNX thread per worker: the pool
 * already runs a worker per core.
 */
let encoder: Promise<SentenceEncoder> | undefined;

export default async function analyseChunk({
  inputs,
  cluster,
}: {
  inputs: AnalysisInput[];
  cluster: boolean;
}): Promise<ArticleAnalysis[]> {
  encoder ??= loadSentenceEncoder({ threads: 1 });
  return analyseArticles(inputs, cluster, await encoder);
}
