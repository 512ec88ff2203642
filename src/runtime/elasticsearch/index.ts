// The embedded Elasticsearch that `parallax es` and `parallax up` run when ES_URL is not given: start (one node or
// a cluster), stop, status, and the version every node runs.
export { ES_VERSION } from './layout';
export type { EsRuntimeOptions } from './options';
export type { EsStartResult } from './start-result';
export { startEs } from './start';
export { esStatus, type EsNodeStatus, type EsStatus } from './status';
export { stopEs } from './stop';
