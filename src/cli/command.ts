// The shape of a `parallax` subcommand: its name, a usage text for --help, and what it does. The entry
// (main.ts) answers --help and -h with the usage for every command, so a command's run never sees them.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type ParsedResults<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;
/** The options a command declares for node:util's parseArgs. */
export type CommandOptions = NonNullable<ParseArgsConfig['options']>;

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

/**
 * The values of a command that takes options only: a malformed option gives exit code 2 (as parseOptions), so
 * the command returns the number it gets instead of values.
 */
export function readOptions<const O extends CommandOptions>(
  args: string[],
  options: O,
  usage: string,
): ParsedResults<{ args: string[]; options: O }>['values'] | number {
  return parseOptions({ args, options }, usage)?.values ?? 2;
}
