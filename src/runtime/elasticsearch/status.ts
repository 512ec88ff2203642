// Reports the embedded Elasticsearch: the single node or every node of the cluster, running or stopped, with the
// URLs a client uses, the directories, and the cluster health a live node reports.
import { isAlive, readPid } from '../processes';
import { clusterHealth } from './health';
import { ES_VERSION, layout, nodeUrl } from './layout';
import type { EsRuntimeOptions } from './options';
import { clusterNodes, readState } from './state';

export interface EsNodeStatus {
  name: string;
  state: 'running' | 'stopped';
  url: string;
  pid?: number;
  /** Set for cluster nodes, which find each other on these ports. */
  transportPort?: number;
  dataDir: string;
  logFile: string;
}

export interface EsStatus {
  state: 'running' | 'stopped';
  version: string;
  /** The first node's URL: what a single URL (ES_URL) names. */
  url?: string;
  /** Every node's URL, for a client that fails over between them. */
  urls: string[];
  pid?: number;
  home: string;
  dataDir: string;
  logFile: string;
  /** `path.repo` of every node: where `parallax backup` keeps snapshots. */
  snapshotDir: string;
  /** Cluster health as a node reported it; undefined when none answered. */
  health?: { status: string; nodes: number };
  nodes: EsNodeStatus[];
}

export async function esStatus(opts: EsRuntimeOptions): Promise<EsStatus> {
  const dirs = layout(opts.runtimeDir);
  const state = readState(dirs.stateFile);
  const base = { version: ES_VERSION, home: dirs.home, snapshotDir: dirs.snapshots };
  if (state?.nodes) {
    const nodes = clusterNodes(dirs, state);
    const urls = nodes.map((n) => nodeUrl(n.state.httpPort));
    let health: EsStatus['health'];
    for (const node of nodes.filter((n) => n.pid)) {
      health = await clusterHealth(nodeUrl(node.state.httpPort));
      if (health) break;
    }
    const running = health !== undefined && ['green', 'yellow'].includes(health.status);
    return {
      ...base,
      state: running ? 'running' : 'stopped',
      url: urls[0],
      urls,
      pid: nodes[0].pid,
      dataDir: dirs.clusterRoot,
      logFile: nodes[0].dirs.logFile,
      health,
      nodes: nodes.map((n) => ({
        name: n.dirs.name,
        state: n.pid ? 'running' : 'stopped',
        url: nodeUrl(n.state.httpPort),
        pid: n.pid,
        transportPort: n.state.transportPort,
        dataDir: n.dirs.data,
        logFile: n.dirs.logFile,
      })),
    };
  }
  const single = { ...base, dataDir: dirs.single.data, logFile: dirs.single.logFile };
  const pid = readPid(dirs.single.pidFile) ?? state?.pid;
  const health = state && pid && isAlive(pid) ? await clusterHealth(state.url) : undefined;
  if (state && pid && health && ['green', 'yellow'].includes(health.status)) {
    const node: EsNodeStatus = {
      name: dirs.single.name,
      state: 'running',
      url: state.url,
      pid,
      dataDir: dirs.single.data,
      logFile: dirs.single.logFile,
    };
    return { ...single, state: 'running', url: state.url, urls: [state.url], pid, health, nodes: [node] };
  }
  return { ...single, state: 'stopped', urls: [], nodes: [] };
}
