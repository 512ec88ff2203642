// Everything a fresh store needs before the service can answer: indices and aliases, then the outlets.
// Idempotent, so every start may run it.
import type { Client } from '@elastic/elasticsearch';
import { loadOutlets } from '../outlets/load';
import { indicesFor, setupIndices, SetupReport } from '../store/indices';

export async function prepareStore(
  es: Client,
  prefix: string,
): Promise<{ indices: SetupReport[]; outlets: number }> {
  const indices = await setupIndices(es, prefix);
  const outlets = await loadOutlets(es, indicesFor(prefix).outlets);
  return { indices, outlets };
}
