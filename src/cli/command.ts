// The shape of a `parallax` subcommand: its name, a usage text for --help, and what it does.
export interface Command {
  name: string;
  usage: string;
  run(args: string[]): Promise<number>;
}

export function wantsHelp(args: string[]): boolean {
  return args.includes('--help') || args.includes('-h');
}
