// Reads a secret (a new password) from standard input, so it never sits in argv, the shell's history or `ps`:
// the first line of a pipe or file, or, at a terminal, a line typed without echo after a prompt on stderr.
import process from 'node:process';
import readline from 'node:readline';

/** The first line of a piped standard input, without its line ending; '' when there is none. */
async function firstLine(input: NodeJS.ReadableStream): Promise<string> {
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** A line typed at the terminal, echoed as nothing; Ctrl-C or Ctrl-D before Enter gives ''. */
function typedLine(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve) => {
    const done = (value: string) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done(typed);
        if (char === '\u0003' || char === '\u0004') return done('');
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

export function readSecret(prompt: string): Promise<string> {
  return process.stdin.isTTY ? typedLine(prompt) : firstLine(process.stdin);
}
