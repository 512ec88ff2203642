// Where the embedded Elasticsearch lives in the runtime directory: the unpacked distribution, the single node's
// data and logs, each cluster node's own directories, the shared snapshot repository and the state file.
import path from 'node:path';

export const ES_VERSION = '9.5.4';

export interface NodeDirs {
  name: string;
  data: string;
  logs: string;
  /** ES_PATH_CONF; the distribution's own config directory for the single node. */
  config: string;
  pidFile: string;
  tmp: string;
  logFile: string;
  startupLog: string;
}

export function layout(runtimeDir: string) {
  const root = path.join(runtimeDir, 'elasticsearch');
  const home = path.join(root, `elasticsearch-${ES_VERSION}`);
  const single: NodeDirs = {
    name: 'parallax-1',
    data: path.join(root, 'data'),
    logs: path.join(root, 'logs'),
    config: path.join(home, 'config'),
    pidFile: path.join(root, 'es.pid'),
    tmp: path.join(root, 'tmp'),
    logFile: path.join(root, 'logs', 'parallax.log'),
    startupLog: path.join(root, 'logs', 'startup.out'),
  };
  const clusterNode = (index: number): NodeDirs => {
    const base = path.join(root, 'cluster', `node-${index}`);
    return {
      name: `parallax-${index}`,
      data: path.join(base, 'data'),
      logs: path.join(base, 'logs'),
      config: path.join(base, 'config'),
      pidFile: path.join(base, 'es.pid'),
      tmp: path.join(base, 'tmp'),
      logFile: path.join(base, 'logs', 'parallax.log'),
      startupLog: path.join(base, 'logs', 'startup.out'),
    };
  };
  return {
    root,
    home,
    // A cluster's data lives apart from the single node's: the two never share (or convert) data directories.
    clusterRoot: path.join(root, 'cluster'),
    // One directory for every node (and both modes): a snapshot taken on the single node restores on a cluster.
    snapshots: path.join(root, 'snapshots'),
    stateFile: path.join(root, 'state.json'),
    single,
    clusterNode,
  };
}
export type Layout = ReturnType<typeof layout>;

export const nodeUrl = (port: number) => `http://127.0.0.1:${port}`;
