// Backups of one index prefix as Elasticsearch snapshots in a repository (a shared directory under path.repo by
// default): every index behind the prefix's aliases, with the aliases, and the document counts at backup time so a
// restore can show it got everything back.
import type { Client, estypes } from '@elastic/elasticsearch';
import { INDEX_NAMES, indicesFor, setupIndices, type IndexName } from './indices';

/** Registered on first use as an `fs` repository at `<first path.repo>/parallax`. */
export const DEFAULT_REPOSITORY = 'parallax';
const DEFAULT_LOCATION = 'parallax';

/** A refusal with a message for the operator (no stack trace needed). */
export class BackupError extends Error {}

export type IndexCounts = Record<IndexName, number>;

export interface Backup {
  name: string;
  state: string;
  prefix?: string;
  startedAt?: string;
  indices: string[];
  /** Documents per index when the backup was taken; absent for snapshots not taken by `parallax backup`. */
  counts?: IndexCounts;
}

interface BackupMetadata {
  prefix: string;
  counts: IndexCounts;
}

const statusOf = (err: unknown) => (err as { meta?: { statusCode?: number } }).meta?.statusCode;

/** Makes sure the repository exists: the default one is registered here when the cluster has a path.repo. */
export async function ensureRepository(es: Client, repository: string): Promise<void> {
  try {
    await es.snapshot.getRepository({ name: repository });
    return;
  } catch (err) {
    if (statusOf(err) !== 404) throw err;
  }
  if (repository !== DEFAULT_REPOSITORY) {
    throw new BackupError(
      `snapshot repository "${repository}" is not registered on this cluster: register it first ` +
        `(PUT _snapshot/${repository}), or leave out --repository to use a filesystem repository under path.repo`,
    );
  }
  const settings = await es.nodes.info({
    metric: 'settings',
    filter_path: 'nodes.*.name,nodes.*.settings.path.repo',
  });
  const nodes = Object.values(settings.nodes ?? {}) as {
    name: string;
    settings?: { path?: { repo?: unknown } };
  }[];
  const without = nodes.filter((node) => !node.settings?.path?.repo).map((node) => node.name);
  if (nodes.length === 0 || without.length > 0) {
    throw new BackupError(
      `this cluster has no path.repo (on ${without.join(', ') || 'any node'}), so there is nowhere to write ` +
        'snapshots: set path.repo in elasticsearch.yml of every node to one directory they all share and restart ' +
        '(the nodes `parallax es start` runs have it), or pass --repository NAME of a repository registered on ' +
        'the cluster',
    );
  }
  try {
    // A relative location resolves against the first path.repo; registering verifies every node can write it.
    await es.snapshot.createRepository({
      name: repository,
      repository: { type: 'fs', settings: { location: DEFAULT_LOCATION } },
    });
  } catch (err) {
    throw new BackupError(
      `could not register the filesystem repository "${repository}" under path.repo: ${reason(err)}`,
    );
  }
}

function reason(err: unknown): string {
  const e = err as { meta?: { body?: { error?: { reason?: string } } }; message?: string };
  return e.meta?.body?.error?.reason ?? e.message ?? String(err);
}

/** The physical indices behind the prefix's aliases (several for an alias over time-based indices). */
async function prefixIndices(es: Client, prefix: string): Promise<string[]> {
  return existingIndices(es, Object.values(indicesFor(prefix)));
}

/** The physical indices that exist among names (indices or aliases); missing names are no error. */
async function existingIndices(es: Client, names: string[]): Promise<string[]> {
  const found = await es.indices.get({
    index: names.join(','),
    ignore_unavailable: true,
    allow_no_indices: true,
    expand_wildcards: ['open', 'closed'],
    filter_path: '*.settings.index.provided_name',
  });
  return Object.keys(found).sort();
}

async function countsOf(es: Client, prefix: string): Promise<IndexCounts> {
  const indices = indicesFor(prefix);
  await es.indices.refresh({ index: Object.values(indices).join(','), ignore_unavailable: true });
  const counts = await Promise.all(
    INDEX_NAMES.map(async (name) => {
      const res = await es.count({ index: indices[name], ignore_unavailable: true, allow_no_indices: true });
      return [name, res.count] as const;
    }),
  );
  return Object.fromEntries(counts) as IndexCounts;
}

export function defaultBackupName(prefix: string, at = new Date()): string {
  return `${prefix}-${at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}`;
}

/** Snapshots every index of the prefix with its aliases and waits until the snapshot is complete. */
export async function createBackup(
  es: Client,
  prefix: string,
  { name = defaultBackupName(prefix), repository = DEFAULT_REPOSITORY } = {},
): Promise<Backup> {
  const indices = await prefixIndices(es, prefix);
  if (indices.length === 0) {
    throw new BackupError(
      `no index of prefix "${prefix}" exists: nothing to back up (PARALLAX_INDEX_PREFIX?)`,
    );
  }
  await ensureRepository(es, repository);
  const counts = await countsOf(es, prefix);
  let result: estypes.SnapshotCreateResponse;
  try {
    result = await es.snapshot.create(
      {
        repository,
        snapshot: name,
        indices: indices.join(','),
        // Cluster settings and templates are the deployment's, not this prefix's data.
        include_global_state: false,
        metadata: { prefix, counts } satisfies BackupMetadata,
        wait_for_completion: true,
      },
      { requestTimeout: 3_600_000 },
    );
  } catch (err) {
    throw new BackupError(`snapshot "${name}" failed: ${reason(err)}`);
  }
  const snapshot = result.snapshot;
  if (!snapshot || snapshot.state !== 'SUCCESS') {
    throw new BackupError(
      `snapshot "${name}" ended ${snapshot?.state ?? 'without a state'}: ${JSON.stringify(snapshot?.failures ?? [])}`,
    );
  }
  return { name, state: snapshot.state, prefix, startedAt: snapshot.start_time as string, indices, counts };
}

function toBackup(info: estypes.SnapshotSnapshotInfo): Backup {
  const metadata = info.metadata as Partial<BackupMetadata> | undefined;
  return {
    name: info.snapshot,
    state: info.state ?? 'UNKNOWN',
    prefix: metadata?.prefix,
    startedAt: info.start_time as string | undefined,
    indices: [...(info.indices ?? [])].sort(),
    counts: metadata?.counts,
  };
}

/** Every snapshot in the repository, oldest first. */
export async function listBackups(es: Client, repository = DEFAULT_REPOSITORY): Promise<Backup[]> {
  await ensureRepository(es, repository);
  const res = await es.snapshot.get({ repository, snapshot: '_all', sort: 'start_time' });
  return (res.snapshots ?? []).map(toBackup);
}

export async function deleteBackup(es: Client, name: string, repository = DEFAULT_REPOSITORY): Promise<void> {
  await ensureRepository(es, repository);
  try {
    await es.snapshot.delete({ repository, snapshot: name });
  } catch (err) {
    if (statusOf(err) === 404) throw new BackupError(`no snapshot "${name}" in repository "${repository}"`);
    throw err;
  }
}

export interface RestoreReport {
  backup: Backup;
  /** Indices deleted first (with `replace`). */
  replaced: string[];
  counts: IndexCounts;
}

/**
 * Restores a backup of the prefix (the newest when no name is given) with its aliases. Refuses while any of its
 * indices (or any index behind the prefix's aliases) exists, unless `replace` deletes those first.
 */
export async function restoreBackup(
  es: Client,
  prefix: string,
  {
    name,
    repository = DEFAULT_REPOSITORY,
    replace = false,
  }: { name?: string; repository?: string; replace?: boolean },
): Promise<RestoreReport> {
  const backups = await listBackups(es, repository);
  const backup = name
    ? backups.find((b) => b.name === name)
    : backups.filter((b) => b.prefix === prefix && b.state === 'SUCCESS').pop();
  if (!backup) {
    throw new BackupError(
      name
        ? `no snapshot "${name}" in repository "${repository}" (parallax backup --list shows them)`
        : `no snapshot of prefix "${prefix}" in repository "${repository}"`,
    );
  }
  if (backup.prefix !== undefined && backup.prefix !== prefix) {
    throw new BackupError(
      `snapshot "${backup.name}" holds the indices of prefix "${backup.prefix}", not "${prefix}": ` +
        `set PARALLAX_INDEX_PREFIX=${backup.prefix} to restore it`,
    );
  }
  if (backup.state !== 'SUCCESS') {
    throw new BackupError(`snapshot "${backup.name}" is ${backup.state}, not a complete backup`);
  }
  const existing = await existingIndices(es, [
    ...new Set([...backup.indices, ...(await prefixIndices(es, prefix))]),
  ]);
  if (existing.length > 0 && !replace) {
    throw new BackupError(
      `these indices exist: ${existing.join(', ')}. Restore into an empty cluster, or pass --replace to delete ` +
        'them first (what they hold now is lost)',
    );
  }
  if (existing.length > 0) await es.indices.delete({ index: existing.join(',') });
  try {
    const result = await es.snapshot.restore(
      {
        repository,
        snapshot: backup.name,
        indices: backup.indices.join(','),
        include_aliases: true,
        include_global_state: false,
        wait_for_completion: true,
      },
      { requestTimeout: 3_600_000 },
    );
    if (result.snapshot && result.snapshot.shards.failed > 0) {
      throw new Error(`${result.snapshot.shards.failed} of ${result.snapshot.shards.total} shards failed`);
    }
  } catch (err) {
    throw new BackupError(`restoring "${backup.name}" failed: ${reason(err)}`);
  }
  await es.cluster.health({ index: backup.indices.join(','), wait_for_status: 'yellow', timeout: '60s' });
  // Templates are not in the snapshot; setup puts back the one that gives future articles indices their mapping.
  await setupIndices(es, prefix);
  return { backup, replaced: existing, counts: await countsOf(es, prefix) };
}
