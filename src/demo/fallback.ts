// The run command must show something real on a machine without internet: when the articles index is empty and
// no outlet feed answers, it ingests the synthetic demo corpus (clearly marked: URLs under /parallax-demo/).
import type { AppContext } from '../context';
import type { IngestContext } from '../ingest/ingest-context';
import { OUTLETS } from '../outlets/catalog';
import { withClusteringLock } from '../ingest/clustering-lock';
import { generateDemoCorpus } from './';
import type { BatchReport } from '../ingest/pipeline';
import { replayLines } from '../ingest/replay';
import type { ReplayLine } from '../ingest/replay-file';

/** The first feed of a few outlets: enough to tell "offline" from "one outlet is down". */
export function sampleFeedUrls(sample = 3): string[] {
  return OUTLETS.flatMap((o) => o.feeds.slice(0, 1).map((f) => f.url)).slice(0, sample);
}

/** True when any of the URLs answers at all within the timeout. */
export async function feedsReachable(urls = sampleFeedUrls(), timeoutMs = 5000): Promise<boolean> {
  const answers = await Promise.all(
    urls.map((url) =>
      fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) }).then(
        () => true,
        () => false,
      ),
    ),
  );
  return answers.some(Boolean);
}

export async function articlesIndexEmpty(app: AppContext): Promise<boolean> {
  const { count } = await app.es.count({ index: app.indices.articles });
  return count === 0;
}

function* demoLines(articles: number, seed: number, now: Date): Generator<ReplayLine> {
  let line = 0;
  for (const record of generateDemoCorpus({ articles, seed, now })) {
    line += 1;
    yield { line, ok: true, record };
  }
}

/** How long the demo corpus waits for an ingest cycle another process is running (a cycle takes seconds). */
const LOCK_WAIT_MS = 10 * 60_000;

export function ingestDemoCorpus(
  app: IngestContext,
  { articles = 600, seed = 1, now = new Date() } = {},
): Promise<BatchReport> {
  const replay = (lease: AbortSignal) =>
    replayLines(app, demoLines(articles, seed, now), { origin: 'demo', lease });
  return withClusteringLock(app, replay, {
    waitMs: LOCK_WAIT_MS,
  });
}
