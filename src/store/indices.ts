// Index names, aliases and the idempotent setup that creates them from mappings/*.json.
// Each logical index is a versioned physical index (`<prefix>-events-v1`) behind an alias (`<prefix>-events`),
// so a future mapping change can build a new version beside the old one and switch the alias atomically.
import fs from 'node:fs';
import path from 'node:path';
import type { Client } from '@elastic/elasticsearch';
import type { estypes } from '@elastic/elasticsearch';
import { REPO_ROOT } from '../config';

export const INDEX_NAMES = ['articles', 'events', 'outlets', 'accounts'] as const;
export type IndexName = (typeof INDEX_NAMES)[number];

interface MappingFile {
  _meta: { version: number; description: string };
  settings: estypes.IndicesIndexSettings;
  mappings: estypes.MappingTypeMapping;
}

const MAPPINGS_DIR = path.join(REPO_ROOT, 'mappings');

export function loadMapping(name: IndexName): MappingFile {
  return JSON.parse(fs.readFileSync(path.join(MAPPINGS_DIR, `${name}.json`), 'utf8')) as MappingFile;
}

export type Indices = Record<IndexName, string>;

/** Aliases for a prefix: what every query and write uses. */
export function indicesFor(prefix: string): Indices {
  return Object.fromEntries(INDEX_NAMES.map((name) => [name, `${prefix}-${name}`])) as Indices;
}

export function physicalName(prefix: string, name: IndexName, version: number): string {
  return `${prefix}-${name}-v${version}`;
}

export type SetupAction = 'created' | 'updated' | 'unchanged';

export interface SetupReport {
  index: IndexName;
  alias: string;
  physical: string;
  action: SetupAction;
}

/**
 * Creates each missing index with its alias; for an existing one, applies the mapping file's properties
 * (ES accepts added fields in place and rejects incompatible changes, which then need a new version).
 * Never deletes or rewrites data.
 */
export async function setupIndices(client: Client, prefix: string): Promise<SetupReport[]> {
  const reports: SetupReport[] = [];
  for (const name of INDEX_NAMES) {
    const file = loadMapping(name);
    const alias = `${prefix}-${name}`;
    const physical = physicalName(prefix, name, file._meta.version);
    const targets = await aliasTargets(client, alias);
    if (targets.some((target) => target !== physical)) {
      throw new Error(
        `${alias} points to ${targets.join(', ')} but mappings/${name}.json is version ${file._meta.version}: ` +
          'an incompatible mapping change needs its data copied into the new version before the alias moves',
      );
    }
    if (await client.indices.exists({ index: physical })) {
      const before = await client.indices.getMapping({ index: physical });
      await client.indices.putMapping({ index: physical, ...file.mappings });
      const after = await client.indices.getMapping({ index: physical });
      const changed = JSON.stringify(before) !== JSON.stringify(after);
      if (!(await client.indices.existsAlias({ name: alias, index: physical }))) {
        await client.indices.putAlias({ index: physical, name: alias, is_write_index: true });
      }
      reports.push({ index: name, alias, physical, action: changed ? 'updated' : 'unchanged' });
      continue;
    }
    try {
      await client.indices.create({
        index: physical,
        settings: file.settings,
        mappings: file.mappings,
        aliases: { [alias]: { is_write_index: true } },
        wait_for_active_shards: 1,
      });
      reports.push({ index: name, alias, physical, action: 'created' });
    } catch (err) {
      // Another process created it between our check and our create: that is the outcome we wanted.
      if (
        (err as { body?: { error?: { type?: string } } }).body?.error?.type !==
        'resource_already_exists_exception'
      ) {
        throw err;
      }
      reports.push({ index: name, alias, physical, action: 'unchanged' });
    }
  }
  return reports;
}

async function aliasTargets(client: Client, alias: string): Promise<string[]> {
  if (!(await client.indices.existsAlias({ name: alias }))) return [];
  return Object.keys(await client.indices.getAlias({ name: alias }));
}

/** Drops every index of a prefix: for tests and `parallax reset`, never for a prefix the caller did not create. */
export async function dropIndices(client: Client, prefix: string): Promise<void> {
  await client.indices.delete({
    index: `${prefix}-*`,
    ignore_unavailable: true,
    allow_no_indices: true,
    expand_wildcards: ['open', 'closed'],
  });
}
