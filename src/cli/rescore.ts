// `parallax rescore`: re-scores the events whose divergence an older method version computed, with a progress bar
// on a terminal (src/ingest/rescore-events.ts).
import { SingleBar, Presets } from 'cli-progress';
import { DIVERGENCE_METHOD_VERSION } from '../analyze/divergence';
import { countOutdatedEvents, RESCORE_BATCH, rescoreEvents } from '../ingest/rescore-events';
import { Command } from './command';
import { withStores } from './connect';

const usage = `Usage: parallax rescore [--batch N]

Re-analyses every stored event whose divergence was computed by an older method than the current one
(method_version ${DIVERGENCE_METHOD_VERSION}), or never: its divergence score, components, fact ledger, framing
summaries and sentiment are recomputed from its stored articles, and its score history gains a point. Works in
batches of N events (default ${RESCORE_BATCH}); events already current are left alone, so a stopped run resumes.
Exit code 0 when done, 2 on bad arguments.`;

export const rescoreCommand: Command = {
  name: 'rescore',
  usage,
  async run(args) {
    let batch = RESCORE_BATCH;
    const at = args.indexOf('--batch');
    const rest = at < 0 ? args : args.filter((_, i) => i !== at && i !== at + 1);
    if (at >= 0) {
      batch = Number(args[at + 1]);
      if (!Number.isInteger(batch) || batch < 1 || batch > 10_000) {
        console.error('--batch takes an integer from 1 to 10000');
        return 2;
      }
    }
    if (rest.length > 0) {
      console.error(`unknown argument: ${rest[0]}\n\n${usage}`);
      return 2;
    }
    return withStores(async (app) => {
      const total = await countOutdatedEvents(app);
      if (total === 0) {
        console.error(`rescore: every event is current (method_version ${DIVERGENCE_METHOD_VERSION})`);
        return 0;
      }
      const interactive = Boolean(process.stderr.isTTY);
      const bar = new SingleBar(
        {
          format: 'rescore [{bar}] {percentage}% | {value}/{total} events | ETA {eta_formatted}',
          stream: process.stderr,
        },
        Presets.shades_classic,
      );
      if (interactive) bar.start(total, 0);
      const done = await rescoreEvents(app, {
        batch,
        onProgress: ({ done: n, total: t }) => {
          if (interactive) {
            bar.setTotal(t);
            bar.update(n);
          } else console.error(`rescore: ${n}/${t} events`);
        },
      });
      if (interactive) bar.stop();
      console.error(`rescore: ${done} events re-scored (method_version ${DIVERGENCE_METHOD_VERSION})`);
      return 0;
    });
  },
};
