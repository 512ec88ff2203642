// Encoder benchmark: the sentence encoder alone (src/encoder/), on one worker thread with one ONNX thread as each
// analysis worker runs it, over demo-generator articles (synthetic: the project ships no real text) embedded as
// ingest embeds them (headline + ". " + summary, in the analysis pool's chunks of 100). Prints the texts' length in
// word pieces, articles/s and CPU ms per article (the process's CPU while only the worker works; the main thread waits). The demo
// summaries are shorter than real leads (median ~50 word pieces against ~136 on the AllSides roundups), so
// `--repeat-summary 3` triples each summary to measure texts that fill the 128-piece cap.
// Usage: npx tsx bench/encoder.ts [articles=3000] [--repeat-summary N]. About 15 s at the defaults on one free core.
import { isMainThread } from 'node:worker_threads';
import Piscina from 'piscina';
import { generateDemoCorpus } from '../src/demo';
import { articleText, loadSentenceEncoder, type SentenceEncoder } from '../src/encoder/sentence-encoder';

/** Articles per embed call: the analysis pool's chunk (src/ingest/analysis-pool.ts). */
const CHUNK = 100;
const WARM_UP = 200;

interface Timing {
  model: string;
  dimensions: number;
  wallMs: number;
}

let encoder: Promise<SentenceEncoder> | undefined;

/** The worker's task (Piscina runs this file's default export): embeds the texts chunk by chunk. */
export default async function embedAll(texts: string[]): Promise<Timing> {
  encoder ??= loadSentenceEncoder({ threads: 1 });
  const loaded = await encoder;
  const started = performance.now();
  for (let i = 0; i < texts.length; i += CHUNK) await loaded.embed(texts.slice(i, i + CHUNK));
  return { model: loaded.model, dimensions: loaded.dimensions, wallMs: performance.now() - started };
}

async function main(): Promise<void> {
  const articles = Number(process.argv[2] ?? 3000);
  const repeatAt = process.argv.indexOf('--repeat-summary');
  const repeat = repeatAt > 0 ? Number(process.argv[repeatAt + 1]) : 1;
  const texts = [...generateDemoCorpus({ articles, seed: 7 })].map((record) =>
    articleText(record.title, Array.from({ length: repeat }, () => record.summary ?? '').join(' ')),
  );
  const words = texts.map((text) => text.split(/\s+/).length).sort((a, b) => a - b);
  console.log(
    `${articles} demo articles, words per text: median ${words[words.length >> 1]}, ` +
      `p90 ${words[Math.floor(words.length * 0.9)]}`,
  );
  const pool = new Piscina({ filename: __filename, minThreads: 1, maxThreads: 1 });
  try {
    // Loads the model and warms the session up, untimed, as a running service has it loaded.
    await pool.run(texts.slice(0, WARM_UP));
    const cpuBefore = process.cpuUsage();
    const result = (await pool.run(texts)) as Timing;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    console.log(
      `${result.model} (${result.dimensions} dimensions), one worker thread: ` +
        `${Math.round((articles * 1000) / result.wallMs)} articles/s, ` +
        `${(cpuMs / articles).toFixed(2)} CPU ms/article (${(result.wallMs / articles).toFixed(2)} wall ms/article)`,
    );
  } finally {
    await pool.destroy();
  }
}

if (isMainThread) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
