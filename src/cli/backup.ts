// `parallax backup`: snapshots every index of PARALLAX_INDEX_PREFIX (articles, events, outlets, accounts, with
// their aliases) into a snapshot repository; also lists and deletes snapshots.
import { createBackup, DEFAULT_REPOSITORY, deleteBackup, listBackups } from '../store/snapshots';
import { Command, readOptions } from './command';
import { formatCounts, printBackups, SNAPSHOT_OPTIONS, withSnapshotStore } from './snapshot-store';

const usage = `Usage: parallax backup [--name NAME] [--repository REPO]
       parallax backup --list [--repository REPO]
       parallax backup --delete NAME [--repository REPO]

Takes an Elasticsearch snapshot of every index of PARALLAX_INDEX_PREFIX (articles, events, outlets, accounts)
with their aliases and the document counts at that moment, and waits until it is complete.

  --name NAME         snapshot name (lowercase; default <prefix>-<UTC date>-<time>)
  --repository REPO   a repository registered on the cluster (default "${DEFAULT_REPOSITORY}": a filesystem
                      repository registered on first use at <path.repo>/parallax; the nodes \`parallax es start\`
                      runs have path.repo, an external cluster needs it set on every node)
  --list              list the repository's snapshots: name, state, start, prefix, counts
  --delete NAME       delete a snapshot

\`parallax restore\` brings a snapshot back.`;

export const backupCommand: Command = {
  name: 'backup',
  usage,
  async run(args) {
    const values = readOptions(args, { ...SNAPSHOT_OPTIONS, delete: { type: 'string' } }, usage);
    if (typeof values === 'number') return values;
    if ([values.name !== undefined, values.list, values.delete !== undefined].filter(Boolean).length > 1) {
      console.error(`give one of --name, --list and --delete\n\n${usage}`);
      return 2;
    }
    const repository = values.repository ?? DEFAULT_REPOSITORY;
    return withSnapshotStore(async (es, config) => {
      if (values.list) {
        printBackups(await listBackups(es, repository), repository);
      } else if (values.delete !== undefined) {
        await deleteBackup(es, values.delete, repository);
        console.log(`deleted snapshot ${values.delete} from repository "${repository}"`);
      } else {
        const t0 = Date.now();
        const backup = await createBackup(es, config.indexPrefix, { name: values.name, repository });
        console.log(
          `snapshot ${backup.name} of prefix ${config.indexPrefix} in repository "${repository}" ` +
            `(${((Date.now() - t0) / 1000).toFixed(1)} s): ${backup.indices.join(', ')}`,
        );
        console.log(`documents: ${formatCounts(backup.counts!)}`);
      }
      return 0;
    });
  },
};
