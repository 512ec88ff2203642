// `parallax analyze [FILE]`: the service's event analysis over articles someone else grouped into events, with no
// store: each event of the input written as one JSON line of what GET /events/{id} shows of its analysis.
import fs from 'node:fs';
import { once } from 'node:events';
import { SIDE_POSITIONS } from './placed-outlet';
import { analyzeStream, summaryLine } from './analyze-run';
import { parseOptions, type Command } from './command';

const usage = `Usage: parallax analyze [FILE]

Runs Parallax's event analysis over articles already grouped into events: no clustering, and no store
(Elasticsearch and Redis are not needed). FILE is JSON Lines, one article per line; "-" or no FILE reads
standard input. Each line: {"event_id", "url", "title", "published_at", "outlet"} plus optional "summary" and
"body", as in \`parallax replay\` (outlet: slug, name or domain; the URL's host names a tracked outlet first).
event_id is a string or a number, written back as given. An outlet outside the 45 tracked ones is analysed
when its line gives "bias_position" (a whole number 0-100, low is left) or "side" ("left", "center" or
"right": positions ${SIDE_POSITIONS.left}, ${SIDE_POSITIONS.center} and ${SIDE_POSITIONS.right}); otherwise its lines are skipped and counted. A tracked outlet
keeps its own position whatever its line says.

Each article gets the analysis ingest gives it, and each event the service's event analysis. Each event is
written to standard output as one JSON line, in the order the input first names it: "event_id", then the
fields GET /api/v2/events/{id} shows (title, summary, category, divergence_score, article_count, reported_at,
sources, facts, divergence: components, drivers, confidence, interval) but for the id, updated_at and time_ago
only a stored event has, then "coverage" (outlets and articles per side) and "gap" (null unless one side alone
covered it). Events are written once the input ends, because an event's lines may be anywhere in it: until
then every article is held, as analysed (headline and lead, not the body).

Malformed lines are reported on standard error with their number and skipped; a summary line ends standard
error (events, articles, skipped lines by reason). Exit code 0 when every line was analysed, 1 when some lines
were skipped (the events of the others are still written) or the run failed, 2 on a usage error. When the
reader of standard output stops reading (| head), the command stops at once and quietly, with exit code 0.`;

/** Writes to standard output, waiting whenever it is full, so a slow reader holds back the writer. */
async function writeLine(line: string): Promise<void> {
  if (!process.stdout.write(`${line}\n`)) await once(process.stdout, 'drain');
}

export const analyzeCommand: Command = {
  name: 'analyze',
  usage,
  async run(args) {
    const parsed = parseOptions({ args, options: {}, allowPositionals: true }, usage);
    if (!parsed) return 2;
    if (parsed.positionals.length > 1) {
      console.error(`one FILE at most\n\n${usage}`);
      return 2;
    }
    const [file = '-'] = parsed.positionals;
    if (file !== '-' && !fs.existsSync(file)) {
      console.error(`no such file: ${file}`);
      return 2;
    }
    // The reader of the output went away (`| head`): stop quietly, as a filter does.
    process.stdout.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
      process.exit(0);
    });
    const input = file === '-' ? process.stdin : fs.createReadStream(file, { encoding: 'utf8' });
    const summary = await analyzeStream(input, {
      write: writeLine,
      warn: (message) => console.error(message),
    });
    console.error(summaryLine(summary));
    const untracked = [...summary.untracked.values()].reduce((sum, n) => sum + n, 0);
    return summary.malformed + untracked > 0 ? 1 : 0;
  },
};
