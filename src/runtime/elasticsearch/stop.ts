// Stops the embedded Elasticsearch: the single node, or every node of the cluster.
import fs from 'node:fs';
import { isAlive, readPid, terminate } from '../processes';
import { layout } from './layout';
import type { EsRuntimeOptions } from './options';
import { clusterNodes, readState } from './state';

/** Stops the embedded node or every node of the embedded cluster; true when one was running. */
export async function stopEs(opts: EsRuntimeOptions): Promise<boolean> {
  const dirs = layout(opts.runtimeDir);
  const state = readState(dirs.stateFile);
  const pids = state?.nodes
    ? clusterNodes(dirs, state).map((n) => n.pid)
    : [readPid(dirs.single.pidFile) ?? state?.pid];
  fs.rmSync(dirs.stateFile, { force: true });
  const alive = pids.filter((pid): pid is number => pid !== undefined && isAlive(pid));
  await Promise.all(alive.map((pid) => terminate(pid)));
  return alive.length > 0;
}
