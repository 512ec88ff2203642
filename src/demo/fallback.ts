// The demo corpus `parallax up` seeds on a machine without internet whose archive is empty: 600 articles over the
// week before now, seed 1, clearly marked (URLs under /parallax-demo/).
import { generateDemoCorpus } from './generate';
import type { ReplayRecord } from './types';

export function fallbackCorpus({ articles = 600, seed = 1, now = new Date() } = {}): Generator<ReplayRecord> {
  return generateDemoCorpus({ articles, seed, now });
}
