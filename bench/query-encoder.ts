// What search by meaning costs an API process: the first semantic request loads the sentence encoder (src/services/query-vector.ts)
// and pays for it, later ones only embed their query. Measures, in a fresh process: resident memory before and
// after the load, the first query vector's latency (load included; the model files already extracted, as after any
// ingest has run), and p50/p99 of embedding 200 distinct queries afterwards (one thread, as the API runs it).
// Usage: npx tsx bench/query-encoder.ts; about 10 seconds.
import { queryVector } from '../src/services/query-vector';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main() {
  const before = process.memoryUsage().rss;
  let t = performance.now();
  await queryVector('central bank raises interest rates');
  const firstMs = performance.now() - t;
  const after = process.memoryUsage().rss;
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    t = performance.now();
    await queryVector(`storm floods coastal towns on day ${i} of the season`);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(1);
  console.log(
    `first query (encoder load + embed): ${firstMs.toFixed(0)} ms; resident ${mb(before)} before, ${mb(after)} after ` +
      `(+${mb(after - before)}); later queries p50 ${at(0.5)} ms, p99 ${at(0.99)} ms; ` +
      `resident after 200 queries ${mb(process.memoryUsage().rss)}`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
