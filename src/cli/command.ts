// The shape of a `parallax` subcommand: its name, a usage text for --help, and what it does.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type ParsedResults<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;
export interface Command {
  name: string;
  usage: string;
  run(args: string[]): Promise<number>;
}

export function wantsHelp(args: string[]): boolean {
  return args.includes('--help') || args.includes('-h');
}

/**
 * A command's options parsed by node:util; an unknown or malformed one prints its message and the usage to
 * standard error and gives undefined, for the command to exit 2.
 */
export function parseOptions<T extends ParseArgsConfig>(
  config: T,
  usage: string,
): ParsedResults<T> | undefined {
  try {
    return parseArgs(config);
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage}`);
    return undefined;
  }
}
