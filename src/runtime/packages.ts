// A fresh machine may lack a tool the runtime shells out to (redis-server, unzip). As root we install Debian's
// package; otherwise we say exactly what to install.
import { execFileAsync } from './processes';
import { isRoot } from './service-user';

async function which(binary: string): Promise<string | undefined> {
  try {
    const { stdout } = await execFileAsync('sh', ['-c', `command -v ${binary}`]);
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

export async function ensureBinary(
  binary: string,
  debianPackage: string,
  log: (line: string) => void,
): Promise<string> {
  const found = await which(binary);
  if (found) return found;
  if (!isRoot()) throw new Error(`${binary} is not installed: install it (apt-get install ${debianPackage})`);
  log(`installing ${debianPackage} with apt-get...`);
  const opts = { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, maxBuffer: 64 * 1024 * 1024 };
  await execFileAsync('apt-get', ['update', '-qq'], opts);
  await execFileAsync('apt-get', ['install', '-y', '-qq', debianPackage], opts);
  const installed = await which(binary);
  if (!installed) throw new Error(`apt-get install ${debianPackage} finished but ${binary} is not on PATH`);
  return installed;
}
