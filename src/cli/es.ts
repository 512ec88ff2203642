// `parallax es start|stop|status`: the embedded Elasticsearch node, or cluster of nodes on loopback.
import { loadConfig } from '../config';
import { esStatus, startEs, stopEs, type EsStatus } from '../runtime/elasticsearch';
import { esRuntimeOptions } from '../runtime/services';
import { Command, parseOptions } from './command';

/** Each node of a cluster gets less heap than the single node: three JVMs share one small machine. */
const CLUSTER_NODE_HEAP = '512m';

const usage = `Usage: parallax es <start|stop|status> [options]

  start    fetch (once, cached by Maven), unpack, configure and start Elasticsearch on loopback, wait until it
           is healthy; reuses what is already running, and restarts the nodes of a cluster that died
  stop     stop the node, or every node of the cluster, this project started
  status   print version, URL(s), health, data directory and state, node by node

Options of start:
  --nodes N     start N nodes forming one cluster (default 1: a single node). Each has its own data directory,
                HTTP port (ES_PORT up), transport port (ES_PORT + 100 up) and heap; they find each other through
                discovery.seed_hosts. Other commands then use every node's URL (a client fails over between them).
  --heap SIZE   heap of each node (default ES_HEAP for a single node, ${CLUSTER_NODE_HEAP} per node of a cluster)

Every node has path.repo set to <runtime dir>/elasticsearch/snapshots, where \`parallax backup\` writes.
With ES_URL set, the project uses that cluster and never starts its own: these commands then only report it.`;

export const esCommand: Command = {
  name: 'es',
  usage,
  async run(args) {
    const parsed = parseOptions(
      {
        args,
        allowPositionals: true,
        options: {
          nodes: { type: 'string' },
          heap: { type: 'string' },
        },
      },
      usage,
    );
    if (!parsed) return 2;
    const { positionals, values } = parsed;
    const [action] = positionals;
    if (!['start', 'stop', 'status'].includes(action)) {
      console.log(usage);
      return 2;
    }
    const nodes = values.nodes === undefined ? undefined : Number(values.nodes);
    if (nodes !== undefined && !(Number.isInteger(nodes) && nodes >= 1 && nodes <= 9)) {
      console.error(`--nodes must be a whole number from 1 to 9, not "${values.nodes}"`);
      return 2;
    }
    if (values.heap !== undefined && !/^\d+[mg]$/.test(values.heap)) {
      console.error(`--heap must look like 512m or 1g, not "${values.heap}"`);
      return 2;
    }
    const config = loadConfig();
    if (config.es.url) {
      console.log(`ES_URL is set: using the external cluster at ${config.es.url}; nothing to ${action}`);
      return 0;
    }
    const opts = {
      ...esRuntimeOptions(config, (line) => console.log(line)),
      nodes,
      heap: values.heap ?? (nodes !== undefined && nodes > 1 ? CLUSTER_NODE_HEAP : config.es.heap),
    };
    if (action === 'start') {
      const result = await startEs(opts);
      const how = !result.started
        ? 'already running (reused)'
        : result.cold
          ? 'cold start (fetch/unpack + boot)'
          : 'warm start';
      console.log(`elasticsearch ${result.status.version}: ${how} in ${result.seconds.toFixed(1)} s`);
      if (result.jdk) console.log(`jdk: ${result.jdk.version} (${result.jdk.home})`);
      printStatus(await esStatus(opts));
    } else if (action === 'stop') {
      console.log((await stopEs(opts)) ? 'elasticsearch stopped' : 'elasticsearch was not running');
    } else {
      const status = await esStatus(opts);
      printStatus(status);
      return status.state === 'running' ? 0 : 3;
    }
    return 0;
  },
};

function printStatus(status: EsStatus): void {
  console.log(`state:     ${status.state}`);
  console.log(`version:   ${status.version}`);
  console.log(`url:       ${status.urls.length > 0 ? status.urls.join(',') : '-'}`);
  console.log(
    `health:    ${status.health ? `${status.health.status}, ${status.health.nodes} node(s)` : '-'}`,
  );
  console.log(`pid:       ${status.pid ?? '-'}`);
  console.log(`data:      ${status.dataDir}`);
  console.log(`log:       ${status.logFile}`);
  console.log(`snapshots: ${status.snapshotDir}`);
  if (status.nodes.length > 1) {
    for (const node of status.nodes) {
      console.log(
        `node ${node.name}: ${node.state}, ${node.url}, transport ${node.transportPort}, pid ${node.pid ?? '-'}, ` +
          `data ${node.dataDir}`,
      );
    }
  }
}
