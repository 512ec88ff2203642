// Fetches, configures, starts, stops and reports the embedded single-node Elasticsearch.
// The distribution is the integ-test-zip from Maven Central (no Docker here); it is fetched once with Maven and
// unpacked once into the runtime directory, so a second start reuses everything.
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

export interface EsRuntimeOptions {
  runtimeDir: string;
  preferredPort: number;
  heap: string;
  javaHome?: string;
  user: string;
  log?: (line: string) => void;
}

export interface EsStatus {
  state: 'running' | 'stopped';
  version: string;
  url?: string;
  pid?: number;
  home: string;
  dataDir: string;
  logFile: string;
}

interface EsState {
  pid: number;
  url: string;
  javaHome: string;
}

function layout(runtimeDir: string) {
  const root = path.join(runtimeDir, 'elasticsearch');
  return {
    root,
    home: path.join(root, `elasticsearch-${ES_VERSION}`),
    data: path.join(root, 'data'),
    logs: path.join(root, 'logs'),
    pidFile: path.join(root, 'es.pid'),
    stateFile: path.join(root, 'state.json'),
    logFile: path.join(root, 'logs', 'parallax.log'),
    startupLog: path.join(root, 'logs', 'startup.out'),
  };
}

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

function writeNodeConfig(home: string, dirs: ReturnType<typeof layout>, port: number, heap: string): void {
  const yml = [
    'cluster.name: parallax',
    'node.name: parallax-1',
    `path.data: ${dirs.data}`,
    `path.logs: ${dirs.logs}`,
    'network.host: 127.0.0.1',
    `http.port: ${port}`,
    'discovery.type: single-node',
    // Loopback only; security off also stops the launcher from auto-generating TLS and a keystore.
    'xpack.security.enabled: false',
    // A developer laptop with a nearly full disk must not flip indices to read-only mid-test.
    'cluster.routing.allocation.disk.threshold_enabled: false',
    'action.destructive_requires_name: false',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(home, 'config', 'elasticsearch.yml'), yml);
  fs.writeFileSync(
    path.join(home, 'config', 'jvm.options.d', 'parallax-heap.options'),
    `-Xms${heap}\n-Xmx${heap}\n`,
  );
}

async function clusterHealthy(url: string): Promise<true | undefined> {
  try {
    const res = await fetch(`${url}/_cluster/health?wait_for_status=yellow&timeout=1s`, {
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) return undefined;
    const body = (await res.json()) as { status?: string };
    return body.status === 'green' || body.status === 'yellow' ? true : undefined;
  } catch {
    return undefined;
  }
}

function readState(file: string): EsState | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as EsState;
  } catch {
    return undefined;
  }
}

export async function esStatus(opts: EsRuntimeOptions): Promise<EsStatus> {
  const dirs = layout(opts.runtimeDir);
  const base = { version: ES_VERSION, home: dirs.home, dataDir: dirs.data, logFile: dirs.logFile };
  const state = readState(dirs.stateFile);
  const pid = readPid(dirs.pidFile) ?? state?.pid;
  if (state && pid && isAlive(pid) && (await clusterHealthy(state.url))) {
    return { ...base, state: 'running', url: state.url, pid };
  }
  return { ...base, state: 'stopped' };
}

export interface EsStartResult {
  status: EsStatus;
  /** False when a healthy node from an earlier start was reused. */
  started: boolean;
  /** True when this start had to fetch or unpack the distribution first. */
  cold: boolean;
  seconds: number;
  jdk?: Jdk;
}

export async function startEs(opts: EsRuntimeOptions): Promise<EsStartResult> {
  const log = opts.log ?? (() => undefined);
  const t0 = Date.now();
  const dirs = layout(opts.runtimeDir);
  const current = await esStatus(opts);
  if (current.state === 'running') return { status: current, started: false, cold: false, seconds: 0 };

  // A node that is still booting (pid alive, not yet healthy) is waited for, not started twice.
  const previous = readState(dirs.stateFile);
  const booting = readPid(dirs.pidFile);
  if (previous && booting && isAlive(booting)) {
    log(`waiting for the Elasticsearch node already starting (pid ${booting})`);
    if (
      await waitFor(() => clusterHealthy(previous.url), {
        timeoutMs: 120_000,
        stillTrying: () => isAlive(booting),
      })
    ) {
      return { status: await esStatus(opts), started: false, cold: false, seconds: (Date.now() - t0) / 1000 };
    }
    await terminate(booting);
  }

  const jdk = findJdk(opts.javaHome);
  fs.mkdirSync(dirs.root, { recursive: true, mode: 0o755 });
  const cold = !fs.existsSync(dirs.home);
  if (cold) {
    const zip = await fetchDistribution(log);
    log(`unpacking ${path.basename(zip)} into ${dirs.root}`);
    await unpack(zip, dirs.home, log);
  }
  fs.mkdirSync(dirs.data, { recursive: true });
  fs.mkdirSync(dirs.logs, { recursive: true });

  const port = await freePort(opts.preferredPort);
  const url = `http://127.0.0.1:${port}`;
  writeNodeConfig(dirs.home, dirs, port, opts.heap);
  fs.rmSync(dirs.pidFile, { force: true });

  let user: ServiceUser | undefined;
  if (isRoot()) {
    user = await ensureServiceUser(opts.user);
    await chownTree(dirs.root, user);
  }
  const env = {
    PATH: '/usr/local/bin:/usr/bin:/bin',
    ES_JAVA_HOME: jdk.home,
    // The integ-test distribution has no bundled JDK; the node's temp dir must belong to the service user.
    ES_TMPDIR: path.join(dirs.root, 'tmp'),
  };
  fs.mkdirSync(env.ES_TMPDIR, { recursive: true });
  if (user) await chownTree(env.ES_TMPDIR, user);
  const bin = path.join(dirs.home, 'bin', 'elasticsearch');
  const args = ['-d', '-p', dirs.pidFile];
  const cmd = user ? asUser(user, bin, args, env) : { command: bin, args };
  log(
    `starting Elasticsearch ${ES_VERSION} on ${url} with JDK ${jdk.version}${user ? ` as ${user.name}` : ''}`,
  );

  const out = fs.openSync(dirs.startupLog, 'w');
  const child = spawn(cmd.command, cmd.args, {
    env: user ? {} : { ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  const launcherExit = new Promise<number | null>((resolve) => child.on('exit', resolve));
  fs.closeSync(out);
  fs.writeFileSync(dirs.stateFile, JSON.stringify({ pid: 0, url, javaHome: jdk.home } satisfies EsState));

  // With -d the launcher exits once the node has daemonised; a non-zero exit means it never came up.
  const code = await launcherExit;
  if (code !== 0) {
    throw new Error(
      `Elasticsearch failed to start (exit ${code}). Output:\n${readTail(dirs.startupLog)}\n${readTail(path.join(dirs.logs, 'parallax.log'))}`,
    );
  }
  const pid = readPid(dirs.pidFile);
  if (!pid) throw new Error(`Elasticsearch wrote no pid file. Output:\n${readTail(dirs.startupLog)}`);
  fs.writeFileSync(dirs.stateFile, JSON.stringify({ pid, url, javaHome: jdk.home } satisfies EsState));
  const healthy = await waitFor(() => clusterHealthy(url), {
    timeoutMs: 120_000,
    stillTrying: () => isAlive(pid),
  });
  if (!healthy) {
    throw new Error(`Elasticsearch did not become healthy at ${url}. Log tail:\n${readTail(dirs.logFile)}`);
  }
  return { status: await esStatus(opts), started: true, cold, seconds: (Date.now() - t0) / 1000, jdk };
}

/** Stops the embedded node; true when one was running. */
export async function stopEs(opts: EsRuntimeOptions): Promise<boolean> {
  const dirs = layout(opts.runtimeDir);
  const pid = readPid(dirs.pidFile) ?? readState(dirs.stateFile)?.pid;
  fs.rmSync(dirs.stateFile, { force: true });
  if (!pid || !isAlive(pid)) return false;
  await terminate(pid);
  return true;
}
