// `parallax reembed`: fills the meaning vectors of articles that have none or one of another encoder version, and
// the mean vectors of their events, with a progress bar on a terminal (src/ingest/reembed.ts).
import { SingleBar, Presets } from 'cli-progress';
import { loadSentenceEncoder } from '../encoder/sentence-encoder';
import { countOutdatedArticles, reembed, REEMBED_BATCH } from '../ingest/reembed';
import { Command } from './command';
import { withStores } from './connect';

const usage = `Usage: parallax reembed [--batch N]

Embeds again, with the current sentence encoder, every stored article whose meaning vector is missing or was made
by another encoder version (docs/encoder.md), then writes the mean vector of each of their events again (what
GET /search?mode=semantic and GET /events/{id}/similar compare). Works in batches of N articles (default
${REEMBED_BATCH}), in id order; articles already current are left alone, so a stopped run resumes. Safe beside a
running service. Exit code 0 when done, 1 when the encoder cannot be loaded, 2 on bad arguments.`;

function batchOf(args: string[]): { batch: number; rest: string[] } | string {
  const at = args.indexOf('--batch');
  if (at < 0) return { batch: REEMBED_BATCH, rest: args };
  const batch = Number(args[at + 1]);
  if (!Number.isInteger(batch) || batch < 1 || batch > 10_000)
    return '--batch takes an integer from 1 to 10000';
  return { batch, rest: args.filter((_, i) => i !== at && i !== at + 1) };
}

export const reembedCommand: Command = {
  name: 'reembed',
  usage,
  async run(args) {
    const parsed = batchOf(args);
    if (typeof parsed === 'string') {
      console.error(parsed);
      return 2;
    }
    if (parsed.rest.length > 0) {
      console.error(`unknown argument: ${parsed.rest[0]}\n\n${usage}`);
      return 2;
    }
    let encoder;
    try {
      encoder = await loadSentenceEncoder({ log: (line) => console.error(line) });
    } catch (err) {
      console.error(`reembed: the sentence encoder cannot be loaded: ${(err as Error).message}`);
      return 1;
    }
    const version = encoder.version;
    return withStores(async (app) => {
      const total = await countOutdatedArticles(app, version);
      if (total === 0) {
        console.error(`reembed: every article has a vector of ${version}`);
        return 0;
      }
      const interactive = Boolean(process.stderr.isTTY);
      const bar = new SingleBar(
        {
          format:
            'reembed [{bar}] {percentage}% | {value}/{total} articles | {events} events | ETA {eta_formatted}',
          stream: process.stderr,
        },
        Presets.shades_classic,
      );
      if (interactive) bar.start(total, 0, { events: 0 });
      const done = await reembed(app, encoder, {
        batch: parsed.batch,
        onProgress: (p) => {
          if (interactive) {
            bar.setTotal(p.total);
            bar.update(p.articles, { events: p.events });
          } else console.error(`reembed: ${p.articles}/${p.total} articles, ${p.events} events`);
        },
      });
      if (interactive) bar.stop();
      console.error(
        `reembed: ${done.articles} articles embedded with ${version}, ${done.events} events re-averaged`,
      );
      return 0;
    });
  },
};
