// The live dependencies every service, route and tool receives (AppContext), built once by the entry point (or a
// test); the ingest's context (src/ingest/ingest-context.ts) adds what an ingest remembers between cycles.
import type { Client } from '@elastic/elasticsearch';
import type Redis from 'ioredis';
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
