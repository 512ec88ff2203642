// Starts the single node (`discovery.type: single-node`): reuses a healthy one, waits for one still booting, and
// otherwise launches it on a free port (another one when that port was taken before the node could bind it) and
// waits until it is healthy.
import fs from 'node:fs';
import { findJdk, type Jdk } from '../jdk';
import { freePort, isAlive, readPid, readTail, terminate, waitFor } from '../processes';
import type { ServiceUser } from '../service-user';
import { ensureDistribution } from './distribution';
import { clusterHealthy } from './health';
import { launchNode, serviceUser } from './launch-node';
import { ES_VERSION, nodeUrl, type Layout, type NodeDirs } from './layout';
import { writeNodeFiles } from './node-config';
import type { EsRuntimeOptions } from './options';
import type { EsStartResult } from './start-result';
import { readState, type EsState } from './state';
import { esStatus } from './status';

/** A single node must be healthy within this long after its launcher returned. */
const SINGLE_NODE_BOOT_MS = 120_000;

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

export async function startSingleNode(opts: EsRuntimeOptions, dirs: Layout): Promise<EsStartResult> {
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
