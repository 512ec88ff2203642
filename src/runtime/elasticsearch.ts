// Fetches, configures, starts, stops and reports the embedded Elasticsearch: one node by default, or a cluster of
// several nodes on loopback (`parallax es start --nodes 3`), each with its own data, ports and heap.
// The distribution is the integ-test-zip from Maven Central (no Docker here); it is fetched once with Maven and
// unpacked once into the runtime directory, so a second start reuses everything; every node runs from that one copy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findJdk, Jdk } from './jdk';
import { ensureBinary } from './packages';
import { execFileAsync, freePort, isAlive, readPid, readTail, terminate, waitFor } from './processes';
import { asUser, chownTree, ensureServiceUser, isRoot, ServiceUser } from './service-user';

export const ES_VERSION = '9.5.4';
const ARTIFACT = `org.elasticsearch.distribution.integ-test-zip:elasticsearch:${ES_VERSION}:zip`;
/** A single node must be healthy within this long after its launcher returned. */
const SINGLE_NODE_BOOT_MS = 120_000;
/** Several JVMs booting at once on a small machine, then electing a master and allocating replicas. */
const CLUSTER_BOOT_MS = 300_000;

export interface EsRuntimeOptions {
  runtimeDir: string;
  preferredPort: number;
  /** Heap of each node. */
  heap: string;
  javaHome?: string;
  user: string;
  log?: (line: string) => void;
  /**
   * Nodes to start when none is running: 1 (the default) is a single node with `discovery.type: single-node`,
   * more is a cluster on loopback. A running cluster is reused whatever its size unless this asks for another.
   */
  nodes?: number;
}

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

interface EsNodeState {
  name: string;
  pid: number;
  httpPort: number;
  transportPort: number;
}

/** state.json: `pid` and `url` are the (first) node's; `nodes` is present for a cluster only. */
interface EsState {
  pid: number;
  url: string;
  javaHome: string;
  nodes?: EsNodeState[];
  /** Heap of each cluster node: a node restarted later gets the same. */
  heap?: string;
}

interface NodeDirs {
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

function layout(runtimeDir: string) {
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
type Layout = ReturnType<typeof layout>;

function zipInLocalMavenRepo(): string {
  const repo = process.env.MAVEN_REPO_LOCAL ?? path.join(os.homedir(), '.m2', 'repository');
  return path.join(
    repo,
    'org/elasticsearch/distribution/integ-test-zip/elasticsearch',
    ES_VERSION,
    `elasticsearch-${ES_VERSION}.zip`,
  );
}

/** Fetches the zip into the local Maven repository once; Maven's own cache makes later calls free. */
async function fetchDistribution(log: (line: string) => void): Promise<string> {
  const zip = zipInLocalMavenRepo();
  if (fs.existsSync(zip)) return zip;
  const mvn = await ensureBinary('mvn', 'maven', log);
  log(`fetching Elasticsearch ${ES_VERSION} (about 130 MB) with Maven...`);
  const localRepo = process.env.MAVEN_REPO_LOCAL
    ? [`-Dmaven.repo.local=${process.env.MAVEN_REPO_LOCAL}`]
    : [];
  try {
    await execFileAsync(
      mvn,
      ['-q', '-B', 'dependency:get', `-Dartifact=${ARTIFACT}`, '-Dtransitive=false', ...localRepo],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stdout?: string };
    throw new Error(`could not fetch ${ARTIFACT}: ${(e.stdout || e.message).slice(-2000)}`);
  }
  if (!fs.existsSync(zip))
    throw new Error(`mvn reported success but ${zip} is missing (set MAVEN_REPO_LOCAL?)`);
  return zip;
}

async function unpack(zip: string, into: string, log: (line: string) => void): Promise<void> {
  const unzip = await ensureBinary('unzip', 'unzip', log);
  const staging = `${into}.partial`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  await execFileAsync(unzip, ['-q', zip, '-d', staging]);
  // Rename last, so an interrupted unpack is never mistaken for a complete one.
  fs.renameSync(
    path.join(staging, `elasticsearch-${ES_VERSION}`),
    path.join(path.dirname(into), path.basename(into)),
  );
  fs.rmSync(staging, { recursive: true, force: true });
}

const COMMON_SETTINGS = [
  'cluster.name: parallax',
  'network.host: 127.0.0.1',
  // Loopback only; security off also stops the launcher from auto-generating TLS and a keystore.
  'xpack.security.enabled: false',
  // A developer laptop with a nearly full disk must not flip indices to read-only mid-test.
  'cluster.routing.allocation.disk.threshold_enabled: false',
  'action.destructive_requires_name: false',
];

function writeNodeFiles(node: NodeDirs, settings: string[], heap: string, snapshots: string): void {
  const yml = [
    `node.name: ${node.name}`,
    `path.data: ${node.data}`,
    `path.logs: ${node.logs}`,
    `path.repo: ${snapshots}`,
    ...COMMON_SETTINGS,
    ...settings,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(node.config, 'elasticsearch.yml'), yml);
  fs.mkdirSync(path.join(node.config, 'jvm.options.d'), { recursive: true });
  fs.writeFileSync(
    path.join(node.config, 'jvm.options.d', 'parallax-heap.options'),
    `-Xms${heap}\n-Xmx${heap}\n`,
  );
}

async function clusterHealth(url: string, nodes = 1): Promise<{ status: string; nodes: number } | undefined> {
  try {
    const res = await fetch(
      `${url}/_cluster/health?wait_for_status=yellow&wait_for_nodes=${nodes}&timeout=1s`,
      { signal: AbortSignal.timeout(3000) },
    );
    const body = (await res.json()) as { status?: string; number_of_nodes?: number; timed_out?: boolean };
    if (!body.status) return undefined;
    return { status: body.status, nodes: body.number_of_nodes ?? 0 };
  } catch {
    return undefined;
  }
}

async function clusterHealthy(url: string, nodes = 1): Promise<true | undefined> {
  const health = await clusterHealth(url, nodes);
  return health && ['green', 'yellow'].includes(health.status) && health.nodes >= nodes ? true : undefined;
}

function readState(file: string): EsState | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as EsState;
  } catch {
    return undefined;
  }
}

const nodeUrl = (port: number) => `http://127.0.0.1:${port}`;

function clusterNodes(dirs: Layout, state: EsState): { dirs: NodeDirs; state: EsNodeState; pid?: number }[] {
  return (state.nodes ?? []).map((node, i) => {
    const nodeDirs = dirs.clusterNode(i + 1);
    const pid = readPid(nodeDirs.pidFile) ?? (node.pid || undefined);
    return { dirs: nodeDirs, state: node, pid: pid && isAlive(pid) ? pid : undefined };
  });
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

export interface EsStartResult {
  status: EsStatus;
  /** False when a healthy node (or cluster) from an earlier start was reused. */
  started: boolean;
  /** True when this start had to fetch or unpack the distribution first. */
  cold: boolean;
  seconds: number;
  jdk?: Jdk;
}

/** Fetches and unpacks the distribution when this runtime directory has none; true when it had to. */
async function ensureDistribution(dirs: Layout, log: (line: string) => void): Promise<boolean> {
  fs.mkdirSync(dirs.root, { recursive: true, mode: 0o755 });
  if (fs.existsSync(dirs.home)) return false;
  const zip = await fetchDistribution(log);
  log(`unpacking ${path.basename(zip)} into ${dirs.root}`);
  await unpack(zip, dirs.home, log);
  return true;
}

/** Spawns one node's launcher with -d; resolves with the daemon's pid once the launcher has returned. */
async function launchNode(
  node: NodeDirs,
  jdk: Jdk,
  home: string,
  user: ServiceUser | undefined,
  separateConfig: boolean,
): Promise<number> {
  const env: Record<string, string> = {
    PATH: '/usr/local/bin:/usr/bin:/bin',
    ES_JAVA_HOME: jdk.home,
    // The integ-test distribution has no bundled JDK; the node's temp dir must belong to the service user.
    ES_TMPDIR: node.tmp,
  };
  if (separateConfig) env.ES_PATH_CONF = node.config;
  fs.mkdirSync(node.tmp, { recursive: true });
  if (user) await chownTree(node.tmp, user);
  fs.rmSync(node.pidFile, { force: true });
  const bin = path.join(home, 'bin', 'elasticsearch');
  const args = ['-d', '-p', node.pidFile];
  const cmd = user ? asUser(user, bin, args, env) : { command: bin, args };
  const out = fs.openSync(node.startupLog, 'w');
  const child = spawn(cmd.command, cmd.args, {
    env: user ? {} : { ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const launcherExit = new Promise<number | null>((resolve) => child.on('exit', resolve));
  fs.closeSync(out);
  // With -d the launcher exits once the node has daemonised; a non-zero exit means it never came up.
  const code = await launcherExit;
  if (code !== 0) {
    throw new Error(
      `Elasticsearch node ${node.name} failed to start (exit ${code}). Output:\n${readTail(node.startupLog)}\n${readTail(node.logFile)}`,
    );
  }
  const pid = readPid(node.pidFile);
  if (!pid)
    throw new Error(
      `Elasticsearch node ${node.name} wrote no pid file. Output:\n${readTail(node.startupLog)}`,
    );
  return pid;
}

async function serviceUser(opts: EsRuntimeOptions, dirs: Layout): Promise<ServiceUser | undefined> {
  if (!isRoot()) return undefined;
  const user = await ensureServiceUser(opts.user);
  await chownTree(dirs.root, user);
  return user;
}

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

/** Whether a node that failed to start did so because its HTTP port was taken (the whole output, not its tail). */
function lostItsPort(node: NodeDirs): boolean {
  const said = [node.startupLog, node.logFile]
    .map((file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''))
    .join('\n');
  return /BindException|Address already in use/.test(said);
}

/** Tries at most this many free ports: another program may take the one found free before the node binds it. */
const BIND_ATTEMPTS = 3;

/**
 * Launches the single node on a port found free, and on another one when that port was taken in the meantime (two
 * suites or services starting at once), so a lost race costs a retry instead of a failed start.
 */
async function launchOnFreePort(
  opts: EsRuntimeOptions,
  dirs: Layout,
  jdk: Jdk,
  user: ServiceUser | undefined,
): Promise<{ pid: number; url: string }> {
  const log = opts.log ?? (() => undefined);
  const node = dirs.single;
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort(attempt === 1 ? opts.preferredPort : undefined);
    const url = nodeUrl(port);
    writeNodeFiles(node, [`http.port: ${port}`, 'discovery.type: single-node'], opts.heap, dirs.snapshots);
    log(
      `starting Elasticsearch ${ES_VERSION} on ${url} with JDK ${jdk.version}${user ? ` as ${user.name}` : ''}`,
    );
    fs.writeFileSync(dirs.stateFile, JSON.stringify({ pid: 0, url, javaHome: jdk.home } satisfies EsState));
    try {
      const pid = await launchNode(node, jdk, dirs.home, user, false);
      fs.writeFileSync(dirs.stateFile, JSON.stringify({ pid, url, javaHome: jdk.home } satisfies EsState));
      return { pid, url };
    } catch (err) {
      if (attempt >= BIND_ATTEMPTS || !lostItsPort(node)) throw err;
      log(`port ${port} was taken before Elasticsearch could bind it; trying another`);
    }
  }
}

async function startSingleNode(opts: EsRuntimeOptions, dirs: Layout): Promise<EsStartResult> {
  const log = opts.log ?? (() => undefined);
  const t0 = Date.now();
  const node = dirs.single;
  const current = await esStatus(opts);
  if (current.state === 'running') return { status: current, started: false, cold: false, seconds: 0 };

  // A node that is still booting (pid alive, not yet healthy) is waited for, not started twice.
  const previous = readState(dirs.stateFile);
  const booting = readPid(node.pidFile);
  if (previous && booting && isAlive(booting)) {
    log(`waiting for the Elasticsearch node already starting (pid ${booting})`);
    if (
      await waitFor(() => clusterHealthy(previous.url), {
        timeoutMs: SINGLE_NODE_BOOT_MS,
        stillTrying: () => isAlive(booting),
      })
    ) {
      return { status: await esStatus(opts), started: false, cold: false, seconds: (Date.now() - t0) / 1000 };
    }
    await terminate(booting);
  }

  const jdk = findJdk(opts.javaHome);
  const cold = await ensureDistribution(dirs, log);
  for (const dir of [node.data, node.logs, dirs.snapshots]) fs.mkdirSync(dir, { recursive: true });

  const user = await serviceUser(opts, dirs);
  const { pid, url } = await launchOnFreePort(opts, dirs, jdk, user);
  const healthy = await waitFor(() => clusterHealthy(url), {
    timeoutMs: SINGLE_NODE_BOOT_MS,
    stillTrying: () => isAlive(pid),
  });
  if (!healthy) {
    throw new Error(`Elasticsearch did not become healthy at ${url}. Log tail:\n${readTail(node.logFile)}`);
  }
  return { status: await esStatus(opts), started: true, cold, seconds: (Date.now() - t0) / 1000, jdk };
}

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
async function startCluster(
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
