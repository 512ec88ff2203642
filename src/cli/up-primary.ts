// `parallax up --api-processes N`: this (primary) process forks N API processes that share one listening socket
// through node:cluster, and one ingest process. It starts another in place of any that dies, and on shutdown
// stops them all and waits for them.
// Each API process accepts from the shared socket itself (SCHED_NONE), rather than the primary accepting and
// handing connections round-robin: a connection the primary had handed to a process that was killed at that
// moment stays open in the primary, unanswered, for good; with SCHED_NONE a dead process's connections are
// reset by the kernel and the ones not yet accepted wait in the socket's queue for the others.
import cluster, { type Worker } from 'node:cluster';
import { setTimeout as sleep } from 'node:timers/promises';

/** Tells a child (up-child.ts) what it is. */
export const ROLE_ENV = 'PARALLAX_UP_ROLE';
export type ProcessRole = 'api' | 'ingest';

/** What a child tells the primary once it serves (API processes only). */
export interface ListeningMessage {
  listening: string;
}

/** A crash loop (bad configuration, a store gone for good) must not spin a core: restarts wait this long. */
const RESTART_DELAY_MS = 1_000;

export interface UpProcesses {
  /** Where the API processes listen. */
  url: string;
  /** Process ids by role, as they are now (restarts change them). */
  pids(): Record<ProcessRole, number[]>;
  /** SIGTERM to every child, then waits for all to exit. */
  stop(): Promise<void>;
}

export async function startUpProcesses(
  apiProcesses: number,
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
  apiHeapMb: number,
): Promise<UpProcesses> {
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const roles = new Map<Worker, ProcessRole>();
  let stopping = false;

  const fork = (role: ProcessRole): Worker => {
    // The ingest process keeps the default limit: a batch's analysis inputs may well need more.
    const heap = role === 'api' ? [`--max-old-space-size=${apiHeapMb}`] : [];
    cluster.setupPrimary({
      exec: require.resolve('./up-child'),
      args: [],
      execArgv: [...process.execArgv, ...heap],
    });
    const worker = cluster.fork({ ...env, [ROLE_ENV]: role });
    roles.set(worker, role);
    return worker;
  };
  const listening = (worker: Worker) =>
    new Promise<string>((resolve, reject) => {
      worker.on('message', (message: Partial<ListeningMessage>) => {
        if (message.listening) resolve(message.listening);
      });
      worker.once('exit', (code, signal) =>
        reject(new Error(`an API process exited (${signal ?? code}) before it listened`)),
      );
    });

  // A child that exits 0 was told to stop; anything else (a crash, SIGKILL) is replaced.
  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker)!;
    roles.delete(worker);
    if (stopping || (code === 0 && !signal)) return;
    print(`${role} process ${worker.process.pid} died (${signal ?? `exit code ${code}`}); starting another`);
    void sleep(RESTART_DELAY_MS).then(() => {
      if (stopping) return;
      const replacement = fork(role);
      if (role === 'api')
        listening(replacement).then(
          () => print(`api process ${replacement.process.pid} serving`),
          (err: Error) => print(err.message),
        );
    });
  });

  const apis = Array.from({ length: apiProcesses }, () => fork('api'));
  const urls = await Promise.all(apis.map(listening));
  fork('ingest');
  return {
    url: urls[0],
    pids() {
      const pids: Record<ProcessRole, number[]> = { api: [], ingest: [] };
      for (const [worker, role] of roles) pids[role].push(worker.process.pid!);
      return pids;
    },
    async stop() {
      stopping = true;
      const exits = [...roles.keys()].map(
        (worker) => new Promise<void>((resolve) => worker.process.once('exit', () => resolve())),
      );
      for (const worker of roles.keys()) worker.process.kill('SIGTERM');
      await Promise.all(exits);
    },
  };
}
