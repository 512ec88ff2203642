// Whether this machine is offline with nothing ingested yet: an empty articles index and no outlet feed that
// answers. `parallax up` seeds the synthetic demo corpus then, so it shows something real without internet.
import type { AppContext } from '../context';
import { OUTLETS } from '../outlets/catalog';

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
