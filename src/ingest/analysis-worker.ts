// Worker-thread entry for the analysis pool: analyses a chunk of articles with the same function ingest runs
// inline. Each worker loads the NLP models once.
import { lowerThreadPriority } from '../runtime/thread-priority';
import { analyseArticle, type AnalysisInput, type ArticleAnalysis } from './article-analysis';

/**
 * The pool analyses batches ahead of the main thread, whose clustering bounds a backfill; on a box with fewer
 * free cores than threads, the workers at normal priority took the main thread's core away from it. At a lower
 * priority they run on what the main thread and Elasticsearch leave.
 */
const WORKER_NICENESS = 10;
lowerThreadPriority(WORKER_NICENESS);

export default function analyseChunk({
  inputs,
  cluster,
}: {
  inputs: AnalysisInput[];
  cluster: boolean;
}): ArticleAnalysis[] {
  return inputs.map((input) => analyseArticle(input, cluster));
}
