// Enrichment spread over worker threads, for bulk work (replay, backfill) where it is the bottleneck: one core
// enriches about 2,500 articles/s, and the main thread is needed for parsing, deduplication and bulk requests.
// Small batches (a feed cycle) are enriched inline: a pool costs model loading in every worker.
import os from 'node:os';
import path from 'node:path';
import Piscina from 'piscina';
import { enrich, type Enrichment } from './enrich';
import type { EnrichInput } from './enrich-worker';

export type Enricher = (inputs: EnrichInput[]) => Promise<Enrichment[]>;

export const enrichInline: Enricher = async (inputs) => inputs.map(({ title, lead }) => enrich(title, lead));

/** Texts per task: large enough to amortise messaging, small enough to keep every worker busy. */
const CHUNK = 100;

export interface EnrichPool {
  enrich: Enricher;
  close(): Promise<void>;
}

export function createEnrichPool(threads = Math.max(1, os.availableParallelism())): EnrichPool {
  // Under tsx (tests, scripts) this module is .ts and so is the worker; compiled, both are .js. Workers
  // inherit the parent's execArgv, which carries tsx's loader when there is one.
  const pool = new Piscina({
    filename: path.join(__dirname, `enrich-worker${path.extname(__filename)}`),
    minThreads: threads,
    maxThreads: threads,
  });
  return {
    async enrich(inputs) {
      const chunks: EnrichInput[][] = [];
      for (let i = 0; i < inputs.length; i += CHUNK) chunks.push(inputs.slice(i, i + CHUNK));
      const results = await Promise.all(chunks.map((chunk) => pool.run(chunk) as Promise<Enrichment[]>));
      return results.flat();
    },
    close: () => pool.destroy(),
  };
}
