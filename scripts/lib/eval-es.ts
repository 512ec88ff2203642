// The Elasticsearch an evaluation measures against, and its scratch indices. The node is ES_URL's when that is
// set, else the embedded one, started for the run and stopped after it when the run started it. Scratch indices
// are made under the run's own prefix as the service makes them (mappings, aliases) and dropped afterwards,
// whatever happens in between, so an evaluation that fails leaves nothing behind.
import type { Client } from '@elastic/elasticsearch';
import { prepareStore } from '../../src/cli/prepare-store';
import { loadConfig } from '../../src/config';
import { startEs, stopEs } from '../../src/runtime/elasticsearch';
import { esRuntimeOptions } from '../../src/runtime/services';
import { createEsClient } from '../../src/store/es-client';
import { dropIndices, indicesFor, type Indices } from '../../src/store/indices';

export async function withEvalEs<T>(work: (es: Client) => Promise<T>): Promise<T> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const started = config.es.url ? undefined : await startEs(esRuntimeOptions(config));
  const es = createEsClient(config, config.es.url ?? started!.status.urls.join(','));
  try {
    return await work(es);
  } finally {
    await es.close();
    if (started?.started) await stopEs(esRuntimeOptions(config));
  }
}

export async function withScratchIndices<T>(
  es: Client,
  prefix: string,
  work: (indices: Indices) => Promise<T>,
): Promise<T> {
  await prepareStore(es, prefix);
  try {
    return await work(indicesFor(prefix));
  } finally {
    await dropIndices(es, prefix);
  }
}
