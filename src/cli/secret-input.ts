// Keys and tokens named to the command line: an argument is visible to every user of the host (ps, /proc) and
// kept in shell history, so a whole key or token may come on standard input instead, given as `-`:
// `printf '%s\n' "$KEY" | parallax keys revoke -`. The first line is taken, without its spaces. Only an explicit
// `-` reads: a command missing its argument still prints its usage rather than wait on a terminal.
import { text } from 'node:stream/consumers';

/** Standard input read to its end, most of all its first line; an empty string when there is none. */
async function firstLineOfStdin(input: NodeJS.ReadableStream): Promise<string> {
  return (await text(input)).split(/\r?\n/)[0].trim();
}

/** The argument itself, or the first line of standard input when it is `-`. */
export async function secretArgument(
  arg: string,
  input: NodeJS.ReadableStream = process.stdin,
): Promise<string> {
  return arg === '-' ? firstLineOfStdin(input) : arg;
}
