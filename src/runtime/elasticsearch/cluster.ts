// Starts a cluster of several nodes on loopback (`parallax es start --nodes 3`), each with its own data, ports and
// heap: all of them on a first start, or the ones that died, on the ports the others know them by; a cluster that
// does not become healthy is stopped again.
import fs from 'node:fs';
import path from 'node:path';
import { findJdk } from '../jdk';
import { freePort, isAlive, readTail, terminate, waitFor } from '../processes';
import { ensureDistribution } from './distribution';
import { clusterHealthy } from './health';
import { launchNode, serviceUser } from './launch-node';
import { ES_VERSION, nodeUrl, type Layout } from './layout';
import { writeNodeFiles } from './node-config';
import type { EsRuntimeOptions } from './options';
import type { EsStartResult } from './start-result';
import { clusterNodes, type EsNodeState, type EsState } from './state';
import { esStatus } from './status';

/** Several JVMs booting at once on a small machine, then electing a master and allocating replicas. */
const CLUSTER_BOOT_MS = 300_000;

/** Free loopback ports, one per node, none of them handed out twice. */
async function distinctFreePorts(preferred: number, count: number, taken: Set<number>): Promise<number[]> {
  const ports: number[] = [];
  for (let i = 0; i < count; i++) {
    let port = await freePort(preferred + i);
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    ports.push(port);
  }
  return ports;
}

/**
 * Starts every node of the cluster that is not running: all of them on a first start (fresh ports; HTTP from
 * ES_PORT up, transport from ES_PORT + 100 up), or the ones that died, on the ports the others know them by.
 */
export async function startCluster(
  opts: EsRuntimeOptions,
  dirs: Layout,
  previous: EsState | undefined,
): Promise<EsStartResult> {
  const log = opts.log ?? (() => undefined);
  const t0 = Date.now();
  const running = previous ? clusterNodes(dirs, previous) : [];
  if (running.length > 0 && running.every((n) => n.pid)) {
    const status = await esStatus(opts);
    if (status.state === 'running') return { status, started: false, cold: false, seconds: 0 };
  }
  const jdk = findJdk(opts.javaHome);
  const cold = await ensureDistribution(dirs, log);

  let nodes: EsNodeState[];
  const heap = (running.length > 0 && previous?.heap) || opts.heap;
  if (running.length > 0) {
    nodes = running.map((n) => ({ ...n.state, pid: n.pid ?? 0 }));
  } else {
    const count = opts.nodes ?? 1;
    const taken = new Set<number>();
    const http = await distinctFreePorts(opts.preferredPort, count, taken);
    const transport = await distinctFreePorts(opts.preferredPort + 100, count, taken);
    nodes = http.map((httpPort, i) => ({
      name: dirs.clusterNode(i + 1).name,
      pid: 0,
      httpPort,
      transportPort: transport[i],
    }));
  }
  const nodeDirs = nodes.map((_, i) => dirs.clusterNode(i + 1));
  // Bootstrapping names the first master-eligible nodes once; a cluster that has formed before must not be
  // bootstrapped again (ES ignores the setting then, but it would be wrong on a node whose data was wiped).
  const fresh = nodeDirs.every((n) => !fs.existsSync(n.data) || fs.readdirSync(n.data).length === 0);
  const seeds = nodes.map((n) => `"127.0.0.1:${n.transportPort}"`).join(', ');
  for (const [i, node] of nodes.entries()) {
    const d = nodeDirs[i];
    for (const dir of [d.data, d.logs, dirs.snapshots]) fs.mkdirSync(dir, { recursive: true });
    if (!fs.existsSync(d.config)) fs.cpSync(path.join(dirs.home, 'config'), d.config, { recursive: true });
    writeNodeFiles(
      d,
      [
        `http.port: ${node.httpPort}`,
        `transport.port: ${node.transportPort}`,
        `discovery.seed_hosts: [${seeds}]`,
        ...(fresh ? [`cluster.initial_master_nodes: [${nodes.map((n) => `"${n.name}"`).join(', ')}]`] : []),
      ],
      heap,
      dirs.snapshots,
    );
  }
  const user = await serviceUser(opts, dirs);
  const toStart = nodes.flatMap((node, i) => (node.pid ? [] : [i]));
  const urls = nodes.map((n) => nodeUrl(n.httpPort));
  log(
    `starting Elasticsearch ${ES_VERSION} node(s) ${toStart.map((i) => `${nodes[i].name} on ${urls[i]}`).join(', ')} ` +
      `(heap ${heap} each) with JDK ${jdk.version}${user ? ` as ${user.name}` : ''}`,
  );
  const save = () =>
    fs.writeFileSync(
      dirs.stateFile,
      JSON.stringify({ pid: nodes[0].pid, url: urls[0], javaHome: jdk.home, nodes, heap } satisfies EsState),
    );
  save();
  // All at once: each node's start waits for the cluster to form, which needs the others.
  const launched = await Promise.allSettled(
    toStart.map(async (i) => {
      nodes[i].pid = await launchNode(nodeDirs[i], jdk, dirs.home, user, true);
    }),
  );
  save();
  const failed = launched.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  const healthy =
    !failed &&
    (await waitFor(
      async () => {
        for (const url of urls) if (await clusterHealthy(url, nodes.length)) return true;
        return undefined;
      },
      { timeoutMs: CLUSTER_BOOT_MS, stillTrying: () => nodes.every((n) => isAlive(n.pid)) },
    ));
  if (!healthy) {
    // What this start launched is stopped again: a half-formed cluster must not linger on its ports.
    const launchedPids = toStart.map((i) => nodes[i].pid).filter((pid) => pid > 0 && isAlive(pid));
    await Promise.all(launchedPids.map((pid) => terminate(pid)));
    if (!nodes.some((n) => n.pid > 0 && isAlive(n.pid))) fs.rmSync(dirs.stateFile, { force: true });
    if (failed) throw failed.reason as Error;
    throw new Error(
      `the ${nodes.length}-node Elasticsearch cluster did not become healthy. Log tails:\n` +
        nodeDirs.map((d) => `${d.name}:\n${readTail(d.logFile, 15)}`).join('\n'),
    );
  }
  return { status: await esStatus(opts), started: true, cold, seconds: (Date.now() - t0) / 1000, jdk };
}
