// Runs the built `parallax` command line as a child process, as a user would, and reports its exit code and output.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const BIN = path.resolve(__dirname, '..', '..', 'bin', 'parallax');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `input`, when given, is written to the command's standard input (then closed). */
export async function runCli(args: string[], env: NodeJS.ProcessEnv, input?: string): Promise<CliResult> {
  try {
    const running = run(BIN, args, { env: { ...process.env, ...env } });
    if (input !== undefined) running.child.stdin?.end(input);
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as CliResult;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** What a command printed alone on its last line (a new key or token). */
export const lastLine = (stdout: string): string => stdout.trimEnd().split('\n').pop()!;
