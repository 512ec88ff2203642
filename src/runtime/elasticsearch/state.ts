// state.json: what the last start left for the next start, status and stop to find (the nodes' pids and ports,
// the JDK, a cluster's heap), and the cluster nodes it names with whether each is still alive.
import fs from 'node:fs';
import { isAlive, readPid } from '../processes';
import type { Layout, NodeDirs } from './layout';

export interface EsNodeState {
  name: string;
  pid: number;
  httpPort: number;
  transportPort: number;
}

/** `pid` and `url` are the (first) node's; `nodes` is present for a cluster only. */
export interface EsState {
  pid: number;
  url: string;
  javaHome: string;
  nodes?: EsNodeState[];
  /** Heap of each cluster node: a node restarted later gets the same. */
  heap?: string;
}

export function readState(file: string): EsState | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as EsState;
  } catch {
    return undefined;
  }
}

export function clusterNodes(
  dirs: Layout,
  state: EsState,
): { dirs: NodeDirs; state: EsNodeState; pid?: number }[] {
  return (state.nodes ?? []).map((node, i) => {
    const nodeDirs = dirs.clusterNode(i + 1);
    const pid = readPid(nodeDirs.pidFile) ?? (node.pid || undefined);
    return { dirs: nodeDirs, state: node, pid: pid && isAlive(pid) ? pid : undefined };
  });
}
