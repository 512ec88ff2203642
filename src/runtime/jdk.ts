// Finds a JDK that can run Elasticsearch 9 (>= 21). The machine's default java is older, so we look under
// /usr/lib/jvm for the newest suitable one unless ES_JAVA_HOME names one explicitly.
import fs from 'node:fs';
import path from 'node:path';

export const MIN_JAVA_MAJOR = 21;
const JVM_ROOT = '/usr/lib/jvm';

export interface Jdk {
  home: string;
  major: number;
  version: string;
}

/** Reads JAVA_VERSION from a JDK's `release` file; undefined when the directory is no JDK. */
export function readJdk(home: string): Jdk | undefined {
  let release: string;
  try {
    release = fs.readFileSync(path.join(home, 'release'), 'utf8');
  } catch {
    return undefined;
  }
  if (!fs.existsSync(path.join(home, 'bin', 'java'))) return undefined;
  const match = /^JAVA_VERSION="([^"]+)"/m.exec(release);
  if (!match) return undefined;
  const version = match[1];
  // "1.8.0_392" is Java 8; "21.0.2" and "25" are what they say.
  const parts = version.split('.');
  const major = parts[0] === '1' ? Number(parts[1]) : Number(parts[0]);
  return Number.isFinite(major) ? { home, major, version } : undefined;
}

export class JdkNotFoundError extends Error {}

export function findJdk(explicitHome?: string, jvmRoot = JVM_ROOT): Jdk {
  if (explicitHome) {
    const jdk = readJdk(explicitHome);
    if (!jdk || jdk.major < MIN_JAVA_MAJOR) {
      throw new JdkNotFoundError(
        `ES_JAVA_HOME=${explicitHome} is not a JDK >= ${MIN_JAVA_MAJOR} (found ${jdk ? jdk.version : 'no JDK'})`,
      );
    }
    return jdk;
  }
  let entries: string[] = [];
  try {
    entries = fs.readdirSync(jvmRoot);
  } catch {
    // No JVM directory at all: reported below with what was looked for.
  }
  const candidates = entries
    .map((name) => readJdk(path.join(jvmRoot, name)))
    .filter((jdk): jdk is Jdk => jdk !== undefined && jdk.major >= MIN_JAVA_MAJOR)
    .sort((a, b) => b.major - a.major || a.home.localeCompare(b.home));
  if (candidates.length === 0) {
    throw new JdkNotFoundError(
      `Elasticsearch needs a JDK >= ${MIN_JAVA_MAJOR}: none found under ${jvmRoot} ` +
        `(looked for <dir>/release with JAVA_VERSION and <dir>/bin/java); install one or set ES_JAVA_HOME`,
    );
  }
  return candidates[0];
}
