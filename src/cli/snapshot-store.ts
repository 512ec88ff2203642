// What `parallax backup` and `parallax restore` share: the options both take, the Elasticsearch client for the
// configured cluster, the refusals they print without a stack trace, and the table of snapshots.
import type { Client } from '@elastic/elasticsearch';
import { loadConfig, type Config } from '../config';
import { resolveEsUrl } from '../runtime/services';
import { createEsClient } from '../store/es-client';
import { INDEX_NAMES } from '../store/indices';
import { BackupError, type Backup, type IndexCounts } from '../store/snapshots';
import type { CommandOptions } from './command';

/** --name (a snapshot), --repository and --list, which mean the same to both commands. */
export const SNAPSHOT_OPTIONS = {
  name: { type: 'string' },
  repository: { type: 'string' },
  list: { type: 'boolean' },
} as const satisfies CommandOptions;

/** Runs `work` against ES_URL or the embedded cluster; a BackupError is printed and exits 1. */
export async function withSnapshotStore(
  work: (es: Client, config: Config) => Promise<number>,
): Promise<number> {
  const config = loadConfig();
  const es = createEsClient(config, await resolveEsUrl(config, (line) => console.error(line)));
  try {
    return await work(es, config);
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    console.error(err.message);
    return 1;
  } finally {
    await es.close();
  }
}

export const formatCounts = (counts: IndexCounts): string =>
  INDEX_NAMES.map((name) => `${name} ${counts[name]}`).join(', ');

export function printBackups(backups: Backup[], repository: string): void {
  if (backups.length === 0) {
    console.log(`no snapshots in repository "${repository}"`);
    return;
  }
  for (const b of backups) {
    console.log(
      [
        b.name,
        b.state,
        b.startedAt ?? '-',
        `prefix ${b.prefix ?? '-'}`,
        b.counts ? formatCounts(b.counts) : '-',
      ].join('  '),
    );
  }
}
