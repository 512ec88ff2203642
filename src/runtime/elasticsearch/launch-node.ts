// Launches one node: its launcher with -d, as the unprivileged service user when we run as root, with the JDK and
// the node's temp (and, for a cluster node, config) directory; a launcher that fails says why from the node's logs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Jdk } from '../jdk';
import { readPid, readTail } from '../processes';
import { asUser, chownTree, ensureServiceUser, isRoot, type ServiceUser } from '../service-user';
import type { Layout, NodeDirs } from './layout';
import type { EsRuntimeOptions } from './options';

/** Spawns one node's launcher with -d; resolves with the daemon's pid once the launcher has returned. */
export async function launchNode(
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

/** The user the nodes run as when we are root (Elasticsearch refuses to run as root), owning the runtime tree. */
export async function serviceUser(opts: EsRuntimeOptions, dirs: Layout): Promise<ServiceUser | undefined> {
  if (!isRoot()) return undefined;
  const user = await ensureServiceUser(opts.user);
  await chownTree(dirs.root, user);
  return user;
}
