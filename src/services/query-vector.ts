// The sentence encoder of a process that reads (the API, MCP): loaded on the first request that needs it, once,
// and shared by every request after it, so a process that never searches by meaning pays nothing for the model
// (about 23 MB on disk and some 70 MB resident once loaded: bench/query-encoder.ts). Queries are short and a search
// pages through the same query again: their vectors are remembered, a bounded number of them.
import { serviceUnavailable } from '../errors';
import { loadSentenceEncoder, type SentenceEncoder } from '../encoder/sentence-encoder';

/** Query vectors kept; each is 384 floats (1.5 KB), so at most about 1.5 MB. */
const REMEMBERED_QUERIES = 1000;

let loading: Promise<SentenceEncoder> | undefined;
const remembered = new Map<string, Float32Array>();

/**
 * The process's encoder, loading it on first use. A failed load is not remembered: the next request tries
 * again (the model cache may have been filled meanwhile), and this one gets a 503.
 */
export async function sharedEncoder(): Promise<SentenceEncoder> {
  loading ??= loadSentenceEncoder();
  try {
    return await loading;
  } catch (err) {
    loading = undefined;
    throw Object.assign(serviceUnavailable('the sentence encoder could not be loaded; retry later'), {
      cause: err,
    });
  }
}

/** The meaning vector of a query text, as ingest embeds an article's headline. */
export async function queryVector(text: string): Promise<Float32Array> {
  const known = remembered.get(text);
  if (known) return known;
  const [vector] = await (await sharedEncoder()).embed([text]);
  if (remembered.size >= REMEMBERED_QUERIES) remembered.clear();
  remembered.set(text, vector);
  return vector;
}
