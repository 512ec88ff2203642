// `parallax rollover`: rolls the articles over to a new backing index now when a condition is met (the ingest
// worker checks the same after every cycle), or with --dry-run says whether it would.
import { withClusteringLock } from '../ingest/clustering-lock';
import { LockBusyError } from '../ingest/lock';
import { rolloverIndex } from '../store/rollover';
import { Command } from './command';
import { withStores } from './connect';

/** A running cycle ends within minutes; the rollover waits that long for it. */
const LOCK_WAIT_MS = 10 * 60_000;

const usage = `Usage: parallax rollover [--dry-run]

Rolls the articles alias over to a new backing index when its write index meets any of the conditions
ROLLOVER_MAX_AGE (default 30d), ROLLOVER_MAX_SHARD_SIZE (default 30gb) or
ROLLOVER_MAX_DOCS (unset by default), holding the ingest lock so no batch is writing meanwhile. The
ingest worker makes the same check after every cycle. --dry-run reports the conditions and changes nothing.
Prints the write index before and after. Exit code 0, 2 on bad arguments, 3 when the ingest lock stayed busy.`;

export const rolloverCommand: Command = {
  name: 'rollover',
  usage,
  async run(args) {
    const dryRun = args.includes('--dry-run');
    const unknown = args.find((arg) => arg !== '--dry-run');
    if (unknown !== undefined) {
      console.error(`unknown argument: ${unknown}\n\n${usage}`);
      return 2;
    }
    try {
      const outcome = await withStores((app) =>
        withClusteringLock(
          app,
          () => rolloverIndex(app.es, app.indices.articles, app.config.articlesRollover, { dryRun }),
          {
            waitMs: LOCK_WAIT_MS,
            onWait: () => console.error('rollover: waiting for the ingest cycle another process is running'),
          },
        ),
      );
      for (const [condition, met] of Object.entries(outcome.conditions))
        console.log(`${condition}: ${met ? 'met' : 'not met'}`);
      if (outcome.rolledOver)
        console.log(`${outcome.alias}: rolled over from ${outcome.oldIndex} to ${outcome.newIndex}`);
      else if (dryRun && Object.values(outcome.conditions).some(Boolean))
        console.log(
          `${outcome.alias}: would roll over from ${outcome.oldIndex} to ${outcome.newIndex} (dry run)`,
        );
      else console.log(`${outcome.alias}: no condition met; ${outcome.oldIndex} stays the write index`);
      return 0;
    } catch (err) {
      if (err instanceof LockBusyError) {
        console.error('another process kept the ingest lock for 10 minutes; try again later');
        return 3;
      }
      throw err;
    }
  },
};
