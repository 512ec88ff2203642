// Runs the built `parallax` command line as a child process, as a user would, and reports its exit code and output.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { testServices } from './services';

const run = promisify(execFile);
const BIN = path.resolve(__dirname, '..', '..', 'bin', 'parallax');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `input`, when given, is the command's standard input (a new password, say); otherwise stdin is empty. */
export async function runCli(args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<CliResult> {
  try {
    const running = run(BIN, args, { env: { ...process.env, ...env } });
    running.child.stdin?.end(input ?? '');
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as CliResult;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** The environment that points the command at the test stores under an index prefix, and keeps its log quiet. */
export async function cliEnv(prefix: string): Promise<NodeJS.ProcessEnv> {
  const { esUrl, redisUrl } = await testServices();
  return { ES_URL: esUrl, REDIS_URL: redisUrl, PARALLAX_INDEX_PREFIX: prefix, LOG_LEVEL: 'silent' };
}

/** What a command printed alone on its last line (a new key or token). */
export const lastLine = (stdout: string): string => stdout.trimEnd().split('\n').pop()!;
