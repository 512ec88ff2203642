// Elasticsearch refuses to run as root, and CI runs as root: then we run it as an unprivileged system user.
import fs from 'node:fs';
import { execFileAsync } from './processes';

export const isRoot = () => process.getuid?.() === 0;

export interface ServiceUser {
  name: string;
  uid: number;
  gid: number;
}

function lookup(name: string): ServiceUser | undefined {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { name, uid: Number(uid), gid: Number(gid) };
}

/** Creates the system user once (no home, no login shell); later calls find it. */
export async function ensureServiceUser(name: string): Promise<ServiceUser> {
  const existing = lookup(name);
  if (existing) return existing;
  await execFileAsync('useradd', [
    '--system',
    '--user-group',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    name,
  ]);
  const created = lookup(name);
  if (!created) throw new Error(`useradd ${name} succeeded but the user is not in /etc/passwd`);
  return created;
}

/** Gives a directory tree to the service user (after unpacking, and for data and log directories). */
export async function chownTree(dir: string, user: ServiceUser): Promise<void> {
  await execFileAsync('chown', ['-R', `${user.uid}:${user.gid}`, dir]);
}

/**
 * Wraps a command so it runs as `user` with exactly `env`. setpriv comes with util-linux on every Debian
 * machine and, unlike su/runuser, needs no PAM session.
 */
export function asUser(user: ServiceUser, command: string, args: string[], env: Record<string, string>) {
  const envArgs = Object.entries(env).map(([k, v]) => `${k}=${v}`);
  return {
    command: 'setpriv',
    args: [
      `--reuid=${user.uid}`,
      `--regid=${user.gid}`,
      '--init-groups',
      '--',
      'env',
      '-i',
      ...envArgs,
      command,
      ...args,
    ],
  };
}
