// The live dependencies every service, route and tool receives: built once by the entry point (or a test).
import type { Client } from '@elastic/elasticsearch';
import type Redis from 'ioredis';
import type { ClusterCaches } from './cluster/es/caches';
import type { Config } from './config';
import type { Logger } from './log';
import type { Indices } from './store/indices';

export interface AppContext {
  config: Config;
  es: Client;
  redis: Redis;
  indices: Indices;
  logger: Logger;
  /**
   * What this context's ingest remembers between clustering cycles (recent event states, article features and
   * analysed fields, changes still being saved): one set per context, created with it.
   */
  ingestCaches: ClusterCaches;
}
