// Index names, aliases and the idempotent setup that creates them from mappings/*.json.
// Each logical index is a versioned physical index (`<prefix>-events-v1`) behind an alias (`<prefix>-events`),
// so a future mapping change can build a new version beside the old one and switch the alias atomically.
// The articles grow without bound, so their version is a series of backing indices (`<prefix>-articles-v1-000001`,
// `-000002`, ...) behind the same alias, the newest its write index, rolled over by src/store/rollover.ts; an index
// template carries the mapping file to each new one. A `<prefix>-articles-v1` made before rollover existed stays
// the series' first member (docs/decisions.md, "Articles rollover").
import fs from 'node:fs';
import path from 'node:path';
import type { Client } from '@elastic/elasticsearch';
import type { estypes } from '@elastic/elasticsearch';
import { REPO_ROOT } from '../config';

export const INDEX_NAMES = ['articles', 'events', 'outlets', 'accounts', 'feedback', 'webhooks'] as const;
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

/** Logical indices kept as a rolled-over series of backing indices. */
export const ROLLOVER_INDICES: readonly IndexName[] = ['articles'];

/** The first backing index of a rolled-over version; Elasticsearch numbers the next ones on rollover. */
export function firstBackingIndex(physical: string): string {
  return `${physical}-000001`;
}

/** Whether `index` belongs to the version named `physical`: that index itself, or one of its backing indices. */
export function ofVersion(index: string, physical: string): boolean {
  return (
    index === physical ||
    (index.startsWith(`${physical}-`) && /^\d{6,}$/.test(index.slice(physical.length + 1)))
  );
}

export type SetupAction = 'created' | 'updated' | 'unchanged';

export interface SetupReport {
  index: IndexName;
  alias: string;
  physical: string;
  action: SetupAction;
}

/**
 * Creates each missing index with its alias (a rolled-over one as its first backing index, with the template that
 * maps the ones rollover adds); for an existing one, applies the mapping file's properties to every physical index
 * of the version (ES accepts added fields in place and rejects incompatible changes, which then need a new
 * version). Never deletes or rewrites data.
 */
export async function setupIndices(client: Client, prefix: string): Promise<SetupReport[]> {
  const reports: SetupReport[] = [];
  for (const name of INDEX_NAMES) {
    const file = loadMapping(name);
    const alias = `${prefix}-${name}`;
    const physical = physicalName(prefix, name, file._meta.version);
    const rolled = ROLLOVER_INDICES.includes(name);
    const targets = await aliasTargets(client, alias);
    if (targets.some((target) => !ofVersion(target, physical))) {
      throw new Error(
        `${alias} points to ${targets.join(', ')} but mappings/${name}.json is version ${file._meta.version}: ` +
          'an incompatible mapping change needs its data copied into the new version before the alias moves',
      );
    }
    if (rolled) await putBackingTemplate(client, physical, file);
    const existing = await versionIndices(client, physical, rolled);
    if (existing.length > 0) {
      const before = await client.indices.getMapping({ index: existing });
      await client.indices.putMapping({ index: existing, ...file.mappings });
      const after = await client.indices.getMapping({ index: existing });
      const changed = JSON.stringify(before) !== JSON.stringify(after);
      const newest = existing[existing.length - 1];
      if (targets.length === 0) {
        await client.indices.updateAliases({
          actions: existing.map((index) => ({ add: { index, alias, is_write_index: index === newest } })),
        });
      }
      reports.push({ index: name, alias, physical: newest, action: changed ? 'updated' : 'unchanged' });
      continue;
    }
    const created = rolled ? firstBackingIndex(physical) : physical;
    try {
      await client.indices.create({
        index: created,
        // A backing index takes its settings and mapping from the template, as the ones rollover adds do.
        ...(rolled ? {} : { settings: file.settings, mappings: file.mappings }),
        aliases: { [alias]: { is_write_index: true } },
        wait_for_active_shards: 1,
      });
      reports.push({ index: name, alias, physical: created, action: 'created' });
    } catch (err) {
      // Another process created it between our check and our create: that is the outcome we wanted.
      if (
        (err as { body?: { error?: { type?: string } } }).body?.error?.type !==
        'resource_already_exists_exception'
      ) {
        throw err;
      }
      reports.push({ index: name, alias, physical: created, action: 'unchanged' });
    }
  }
  return reports;
}

/**
 * The template named after the version (`<prefix>-articles-v1`) that gives each of its backing indices the mapping
 * file's settings and mapping, however the index is created (setup, `parallax rollover`, or a manual `_rollover`).
 */
async function putBackingTemplate(client: Client, physical: string, file: MappingFile): Promise<void> {
  await client.indices.putIndexTemplate({
    name: physical,
    index_patterns: [`${physical}-*`],
    // Above the priority of the stock templates of a full distribution (100: `logs-*-*` and the like), which a
    // prefix such as `logs` would otherwise collide with.
    priority: 200,
    template: { settings: file.settings, mappings: file.mappings },
    _meta: { description: `backing indices of ${physical} (mappings/*.json version ${file._meta.version})` },
  });
}

/** The physical indices of a version that exist, oldest first (numbered backing indices sort in creation order). */
async function versionIndices(client: Client, physical: string, rolled: boolean): Promise<string[]> {
  const found = await client.indices.get({
    index: rolled ? [physical, `${physical}-*`] : [physical],
    ignore_unavailable: true,
    allow_no_indices: true,
    features: ['aliases'],
  });
  return Object.keys(found)
    .filter((index) => ofVersion(index, physical))
    .sort();
}

async function aliasTargets(client: Client, alias: string): Promise<string[]> {
  if (!(await client.indices.existsAlias({ name: alias }))) return [];
  return Object.keys(await client.indices.getAlias({ name: alias }));
}

/**
 * Drops every index of a prefix and the templates of its rolled-over indices: for tests and `parallax reset`, never
 * for a prefix the caller did not create.
 */
export async function dropIndices(client: Client, prefix: string): Promise<void> {
  await client.indices.delete({
    index: `${prefix}-*`,
    ignore_unavailable: true,
    allow_no_indices: true,
    expand_wildcards: ['open', 'closed'],
  });
  for (const name of ROLLOVER_INDICES) {
    const template = physicalName(prefix, name, loadMapping(name)._meta.version);
    await client.indices.deleteIndexTemplate({ name: template }, { ignore: [404] });
  }
}
