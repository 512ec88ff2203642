// A suite's own Elasticsearch client and index prefix, for suites that create indices themselves: the client opens
// before the suite, and after it the prefix's indices are dropped and the client closed.
import type { Client } from '@elastic/elasticsearch';
import { createEsClient } from '../../src/store/es-client';
import { dropIndices } from '../../src/store/indices';
import { TEST_PREFIX, testConfig, testServices } from './services';

export interface ScratchIndices {
  readonly prefix: string;
  readonly es: Client;
}

export function scratchIndices(name: string): ScratchIndices {
  const prefix = `${TEST_PREFIX}-${name}`;
  let client: Client | undefined;
  before(async () => {
    client = createEsClient(testConfig(), (await testServices()).esUrl);
  });
  after(async () => {
    if (!client) return;
    await dropIndices(client, prefix);
    await client.close();
  });
  return {
    prefix,
    get es() {
      if (!client) throw new Error('the suite has not started');
      return client;
    },
  };
}
