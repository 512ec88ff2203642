// Rolls the articles over to a new backing index when the write index is old or large enough (the `_rollover`
// API with conditions; this distribution has no ILM to do it). The index template put by setup maps the new index;
// the alias keeps reading every backing index and writes new documents to the new one. Updates of stored articles
// go to the index that holds them (src/store/docs-by-id.ts), which relies on the old write index being refreshed
// once no new document can land in it: done here, and the caller holds the ingest lock, so no batch is writing.
import type { Client } from '@elastic/elasticsearch';
import type { RolloverConditions } from '../config';
import { aliasIndices } from './docs-by-id';

export interface RolloverOutcome {
  alias: string;
  /** The write index before the call. */
  oldIndex: string;
  /** The index that is (or, on a dry run or when no condition is met, would be) the write index after it. */
  newIndex: string;
  rolledOver: boolean;
  dryRun: boolean;
  /** Each condition as Elasticsearch states it (`[max_docs: 5]`) and whether it was met. */
  conditions: Record<string, boolean>;
}

/** The first backing index of a series is named without a number when it was made before rollover existed. */
const NUMBERED = /-\d{6,}$/;

export async function rolloverIndex(
  es: Client,
  alias: string,
  conditions: RolloverConditions,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<RolloverOutcome> {
  if (Object.values(conditions).every((value) => value === undefined))
    throw new Error('a rollover needs at least one condition (without one, Elasticsearch rolls over always)');
  const { write } = await aliasIndices(es, alias);
  // The docs condition counts what is refreshed.
  await es.indices.refresh({ index: write });
  const res = await es.indices.rollover({
    alias,
    // Elasticsearch numbers the next index from the write index's number; an unnumbered first one is followed by
    // number 2, so the series reads on.
    ...(NUMBERED.test(write) ? {} : { new_index: `${write}-000002` }),
    conditions: {
      max_age: conditions.maxAge,
      max_primary_shard_size: conditions.maxPrimaryShardSize,
      max_docs: conditions.maxDocs,
    },
    dry_run: dryRun,
    wait_for_active_shards: 1,
  });
  if (res.rolled_over) await es.indices.refresh({ index: res.old_index });
  return {
    alias,
    oldIndex: res.old_index,
    newIndex: res.new_index,
    rolledOver: res.rolled_over,
    dryRun: res.dry_run,
    conditions: res.conditions,
  };
}
