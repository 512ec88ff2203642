// `parallax restore`: brings back a snapshot `parallax backup` took: its indices and aliases, then shows the
// document counts next to those recorded at backup time.
import { DEFAULT_REPOSITORY, listBackups, restoreBackup } from '../store/snapshots';
import { Command, readOptions } from './command';
import { formatCounts, printBackups, SNAPSHOT_OPTIONS, withSnapshotStore } from './snapshot-store';

const usage = `Usage: parallax restore [--name NAME] [--repository REPO] [--replace]
       parallax restore --list [--repository REPO]

Restores a snapshot of PARALLAX_INDEX_PREFIX (default: the newest complete one of that prefix) with its aliases,
into a cluster where none of its indices exists, then prints the document counts beside those at backup time.

  --name NAME         the snapshot to restore (parallax restore --list shows them)
  --repository REPO   the repository (default "${DEFAULT_REPOSITORY}", see parallax backup --help)
  --replace           delete the prefix's current indices first; what they hold now is lost
  --list              list the repository's snapshots`;

export const restoreCommand: Command = {
  name: 'restore',
  usage,
  async run(args) {
    const values = readOptions(args, { ...SNAPSHOT_OPTIONS, replace: { type: 'boolean' } }, usage);
    if (typeof values === 'number') return values;
    const repository = values.repository ?? DEFAULT_REPOSITORY;
    return withSnapshotStore(async (es, config) => {
      if (values.list) {
        printBackups(await listBackups(es, repository), repository);
        return 0;
      }
      const t0 = Date.now();
      const report = await restoreBackup(es, config.indexPrefix, {
        name: values.name,
        repository,
        replace: values.replace,
      });
      if (report.replaced.length > 0) console.log(`deleted first: ${report.replaced.join(', ')}`);
      console.log(
        `restored snapshot ${report.backup.name} (${((Date.now() - t0) / 1000).toFixed(1)} s): ` +
          report.backup.indices.join(', '),
      );
      console.log(`documents now:       ${formatCounts(report.counts)}`);
      if (report.backup.counts) console.log(`documents at backup: ${formatCounts(report.backup.counts)}`);
      return 0;
    });
  },
};
