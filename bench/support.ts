// Shared set-up for benchmarks: the real stores (started when needed, stopped again), a throwaway index prefix.
import { loadConfig, type Config } from '../src/config';
import type { AppContext } from '../src/context';
import { resolveServices } from '../src/runtime/services';
import { closeContext, createContext } from '../src/server';
import { dropIndices } from '../src/store/indices';
import { prepareStore } from '../src/store/prepare';

export async function withBenchStores<T>(
  name: string,
  work: (app: AppContext, config: Config) => Promise<T>,
): Promise<T> {
  const prefix = `pbench-${name}-${process.pid}`;
  const config = loadConfig({ ...process.env, PARALLAX_INDEX_PREFIX: prefix, LOG_LEVEL: 'warn' });
  const services = await resolveServices(config, (line) => console.error(line));
  const app = createContext(config, services);
  try {
    await prepareStore(app.es, prefix);
    return await work(app, config);
  } finally {
    await dropIndices(app.es, prefix);
    await closeContext(app);
    await services.stopStarted();
  }
}

export function rate(count: number, ms: number): number {
  return Math.round((count / ms) * 1000);
}
