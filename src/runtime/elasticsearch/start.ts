// Starts the embedded Elasticsearch: one node by default, or a cluster of several on loopback; a running node or
// cluster is reused, and one of another shape must be stopped first.
import type { EsRuntimeOptions } from './options';
import type { EsStartResult } from './start-result';
import { startCluster } from './cluster';
import { layout } from './layout';
import { startSingleNode } from './single-node';
import { clusterNodes, readState } from './state';
import { esStatus } from './status';

export async function startEs(opts: EsRuntimeOptions): Promise<EsStartResult> {
  const dirs = layout(opts.runtimeDir);
  const state = readState(dirs.stateFile);
  if (state?.nodes && clusterNodes(dirs, state).some((n) => n.pid)) {
    if (opts.nodes !== undefined && opts.nodes !== state.nodes.length) {
      throw new Error(
        `a ${state.nodes.length}-node Elasticsearch cluster is running in ${opts.runtimeDir}; ` +
          'stop it first (parallax es stop) to start another number of nodes',
      );
    }
    return startCluster(opts, dirs, state);
  }
  const wanted = opts.nodes ?? 1;
  if (wanted > 1) {
    const current = await esStatus(opts);
    if (current.state === 'running') {
      throw new Error(
        `a single Elasticsearch node is running in ${opts.runtimeDir}; stop it first (parallax es stop) ` +
          `to start ${wanted} nodes`,
      );
    }
    return startCluster(opts, dirs, undefined);
  }
  return startSingleNode(opts, dirs);
}
