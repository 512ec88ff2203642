// Demo corpus streaming: how long the first records of a large corpus take, against generating a whole small one.
// Usage: npx tsx bench/demo-stream.ts [articles=10000000]
// test/unit/demo-corpus.test.ts asserts that the stream yields; the time it takes is measured here, where a busy
// machine makes a figure slower instead of a test red.
import { performance } from 'node:perf_hooks';
import { generateDemoCorpus } from '../src/demo';

const articles = Number(process.argv[2] ?? 10_000_000);
const NOW = new Date('2025-06-15T12:00:00Z');

function timeFirst(count: number, first: number): number {
  const started = performance.now();
  let seen = 0;
  for (const record of generateDemoCorpus({ articles: count, now: NOW })) {
    if (record.url && ++seen === first) break;
  }
  return performance.now() - started;
}

const small = 20_000;
const whole = timeFirst(small, small);
console.log(
  `whole corpus of ${small}: ${whole.toFixed(0)} ms (${((whole / small) * 1000).toFixed(1)} µs per article)`,
);
for (const first of [1, 100, 10_000]) {
  console.log(`first ${first} of ${articles}: ${timeFirst(articles, first).toFixed(0)} ms`);
}
