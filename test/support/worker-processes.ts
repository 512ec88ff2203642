// Starts test/support/worker-process.ts as a child process and collects the cycle lines it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const SCRIPT = path.join(__dirname, 'worker-process.ts');

export interface CycleLine {
  cycle: 'done' | 'skipped' | 'failed';
  indexed?: number;
  error?: string;
  at: number;
}

export interface WorkerProcess {
  pid: number;
  /** The name the ingest lock records when this worker holds it (empty until the worker has started). */
  holder(): string;
  cycles: CycleLine[];
  exited: Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export function startWorkerProcess(env: {
  esUrl: string;
  redisUrl: string;
  prefix: string;
  sources: { outlet: string; url: string }[];
  leaseMs: number;
  cyclePauseMs: number;
}): WorkerProcess {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: {
      ...process.env,
      ES_URL: env.esUrl,
      REDIS_URL: env.redisUrl,
      PARALLAX_INDEX_PREFIX: env.prefix,
      PARALLAX_TEST_SOURCES: JSON.stringify(env.sources),
      // The sources are the suite's feed server on 127.0.0.1.
      FEEDS_ALLOW_LOOPBACK: 'true',
      PARALLAX_TEST_LEASE_MS: String(env.leaseMs),
      PARALLAX_TEST_CYCLE_PAUSE_MS: String(env.cyclePauseMs),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const cycles: CycleLine[] = [];
  let holder = '';
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const parsed = JSON.parse(line) as CycleLine | { holder: string };
    if ('holder' in parsed) holder = parsed.holder;
    else cycles.push(parsed);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid: child.pid!,
    holder: () => holder,
    cycles,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
