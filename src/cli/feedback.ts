// `parallax feedback export`: writes readers' flags as labelled data, one JSON line per flag (src/feedback/labels.ts:
// event, item, verdict and reason, what the item said, when; never the reader, the words only when shared), for
// the evaluation scripts (scripts/lib/reader-flags.ts reads the file).
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { walkFlags } from '../feedback/flags';
import { flagLabel } from '../feedback/labels';
import { parseDate } from '../ingest/dates';
import { Command, parseOptions } from './command';
import { withStores } from './connect';

const usage = `Usage: parallax feedback export [--since TIME] [--until TIME] [--out FILE]

Writes every reader's flag last changed in [since, until) as JSON Lines, oldest first: event_id, item_kind,
item_id, verdict ("wrong"), reason, item_text, score, method_version, flagged_at, and comment (the reader's
words only when they allowed sharing them, else null). Never who flagged.

  --since TIME   only flags last changed at or after TIME (ISO 8601 or RFC 822; a date alone is UTC midnight)
  --until TIME   only flags last changed before TIME
  --out FILE     write to FILE instead of standard output

A summary line goes to standard error. Uses ES_URL and REDIS_URL, or starts the embedded stores when unset.`;

function bound(name: string, text: string | undefined): Date | undefined | null {
  if (text === undefined) return undefined;
  const parsed = parseDate(text);
  if (!parsed) {
    console.error(`--${name} "${text}" is no date (ISO 8601 or RFC 822)\n\n${usage}`);
    return null;
  }
  return new Date(parsed);
}

async function write(out: NodeJS.WritableStream, line: string): Promise<void> {
  if (!out.write(line)) await once(out, 'drain');
}

async function exportFlags(
  bounds: { since?: Date; until?: Date },
  file: string | undefined,
): Promise<number> {
  return withStores(async (app) => {
    const out: NodeJS.WritableStream = file ? createWriteStream(file) : process.stdout;
    let count = 0;
    for await (const flag of walkFlags(app, bounds)) {
      await write(out, `${JSON.stringify(flagLabel(flag))}\n`);
      count += 1;
    }
    if (file) {
      (out as WriteStream).end();
      await once(out, 'finish');
    }
    console.error(`${count} flag${count === 1 ? '' : 's'} exported${file ? ` to ${file}` : ''}`);
    return 0;
  });
}

export const feedbackCommand: Command = {
  name: 'feedback',
  usage,
  async run(args) {
    const parsed = parseOptions(
      {
        args,
        allowPositionals: true,
        options: { since: { type: 'string' }, until: { type: 'string' }, out: { type: 'string' } },
      },
      usage,
    );
    if (!parsed) return 2;
    if (parsed.positionals.length !== 1 || parsed.positionals[0] !== 'export') {
      console.error(usage);
      return 2;
    }
    const since = bound('since', parsed.values.since);
    const until = bound('until', parsed.values.until);
    if (since === null || until === null) return 2;
    if (since && until && since >= until) {
      console.error(`--since must be before --until\n\n${usage}`);
      return 2;
    }
    return exportFlags({ since, until }, parsed.values.out);
  },
};
