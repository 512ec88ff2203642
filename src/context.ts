// The live dependencies every service, route and tool receives (AppContext), built once by the entry point (or a
// test); the ingest's context adds what the clusterer remembers between cycles, which an API process never needs.
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
}

export interface IngestContext extends AppContext {
  /**
   * What this context's ingest remembers between clustering cycles (recent event states, article features and
   * analysed fields, changes still being saved): one set per context, created with it.
   */
  ingestCaches: ClusterCaches;
}
