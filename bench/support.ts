// Shared set-up for benchmarks: the real stores (started when needed, stopped again), a throwaway index prefix.
import { readFileSync } from 'node:fs';
import { loadConfig, type Config } from '../src/config';
import type { IngestContext } from '../src/ingest/ingest-context';
import { resolveServices } from '../src/runtime/services';
import { closeContext, createIngestContext } from '../src/server';
import { dropIndices } from '../src/store/indices';
import { prepareStore } from '../src/cli/prepare-store';

export async function withBenchStores<T>(
  name: string,
  /** `services` are the stores' URLs, for processes the bench starts itself. */
  work: (app: IngestContext, config: Config, services: { esUrl: string; redisUrl: string }) => Promise<T>,
): Promise<T> {
  const prefix = `pbench-${name}-${process.pid}`;
  const config = loadConfig({ ...process.env, PARALLAX_INDEX_PREFIX: prefix, LOG_LEVEL: 'warn' });
  const services = await resolveServices(config, (line) => console.error(line));
  const app = createIngestContext(config, services);
  try {
    await prepareStore(app.es, prefix);
    return await work(app, config, services);
  } finally {
    await dropIndices(app.es, prefix);
    await closeContext(app);
    await services.stopStarted();
  }
}

export function rate(count: number, ms: number): number {
  return Math.round((count / ms) * 1000);
}

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux the project runs on). */
const USER_HZ = 100;

/**
 * CPU time the main thread has used, in ms (Linux, from /proc; undefined elsewhere). Unlike wall-clock rates it
 * does not count the time the thread waited for a core, so it compares code changes on a busy two-core box.
 */
export function mainThreadCpuMs(): number | undefined {
  return cpuMsOf(`/proc/self/task/${process.pid}/stat`);
}

/** CPU time a whole process (every thread) has used, in ms; undefined once it has gone or off Linux. */
export function processCpuMs(pid: number): number | undefined {
  return cpuMsOf(`/proc/${pid}/stat`);
}

function cpuMsOf(statPath: string): number | undefined {
  try {
    const stat = readFileSync(statPath, 'utf8');
    // Fields after the command name (which may hold spaces, so split after its closing parenthesis): utime is
    // the 14th field of the line, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return undefined;
  }
}
