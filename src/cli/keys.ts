// `parallax keys create|list|tier|revoke`: API keys in the accounts index, for operators (SPEC §5.1, §5.3).
// `create` prints the key once, alone on the last line, so scripts can take it with `tail -n 1`; nothing else
// ever prints or stores it. Keys are named on the command line by the key itself or by the id `list` shows.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import {
  createApiKey,
  findApiKey,
  listApiKeys,
  revokeApiKey,
  setApiKeyTier,
  type AccountsStore,
  type ApiKeyRecord,
} from '../access/accounts';
import { KEY_CACHE_TTL_MS } from '../access/key-cache';
import { resolveEsUrl } from '../runtime/services';
import { TIERS, type Tier } from '../spec';
import { createEsClient } from '../store/es-client';
import { indicesFor, setupIndices } from '../store/indices';
import { Command, wantsHelp } from './command';
import { MCP_TOKEN_USAGE, mcpTokenCommand } from './mcp-token';

const delay = `${KEY_CACHE_TTL_MS / 1000} s`;
const usage = `Usage: parallax keys <create|list|tier|revoke|mcp-token> ...

  create --tier ${TIERS.join('|')} [--name NAME]
                     create a key; the key is printed once, alone on the last line: store it then
  list               every key: id, shown part, name, tier, created, revoked (never the key)
  tier KEY TIER      move a key to another tier (KEY: the key itself or its id from \`list\`)
  revoke KEY         revoke a key for good
${MCP_TOKEN_USAGE}

Tier changes and revocations reach every running API process within ${delay} (its key cache).
Starts the embedded Elasticsearch when ES_URL is unset, and creates the accounts index when missing.`;

const isTier = (value: string | undefined): value is Tier => TIERS.includes(value as Tier);

export async function withAccounts<T>(work: (store: AccountsStore) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const log = (line: string) => console.error(line);
  const url = await resolveEsUrl(config, log);
  const es = createEsClient(config, url);
  try {
    await setupIndices(es, config.indexPrefix);
    return await work({ es, indices: indicesFor(config.indexPrefix) });
  } finally {
    await es.close();
  }
}

const shown = (record: ApiKeyRecord) => `${record.key_prefix}…${record.key_last4}`;

function table(records: ApiKeyRecord[]): string {
  const rows = [
    ['id', 'key', 'name', 'tier', 'created', 'revoked'],
    ...records.map((r) => [r.key_id, shown(r), r.name ?? '-', r.tier, r.created_at, r.revoked_at ?? '-']),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function create(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { tier: { type: 'string' }, name: { type: 'string' } } });
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values } = parsed;
  if (!isTier(values.tier)) {
    console.error(`keys create needs --tier ${TIERS.join('|')}\n\n${usage}`);
    return 2;
  }
  const tier = values.tier;
  const { key, record } = await withAccounts((store) => createApiKey(store, tier, values.name ?? null));
  console.log(
    `created ${record.key_id} (tier ${record.tier}${record.name ? `, name "${record.name}"` : ''}).`,
  );
  console.log('This is the only time the key is shown; store it now:');
  console.log(key);
  return 0;
}

async function change(action: 'tier' | 'revoke', keyOrId: string, tier?: Tier): Promise<number> {
  return withAccounts(async (store) => {
    const record = await findApiKey(store, keyOrId);
    if (!record) {
      console.error('no such key (give the key itself or its id from `parallax keys list`)');
      return 1;
    }
    if (action === 'revoke') {
      if (record.revoked_at) {
        console.log(`${record.key_id} (${shown(record)}) was already revoked at ${record.revoked_at}`);
        return 0;
      }
      const revoked = await revokeApiKey(store, record);
      console.log(
        `revoked ${record.key_id} (${shown(record)}) at ${revoked.revoked_at}; refused within ${delay}`,
      );
      return 0;
    }
    await setApiKeyTier(store, record, tier!);
    console.log(
      `${record.key_id} (${shown(record)}): tier ${record.tier} -> ${tier}; in effect within ${delay}`,
    );
    return 0;
  });
}

export const keysCommand: Command = {
  name: 'keys',
  usage,
  async run(args) {
    if (wantsHelp(args)) {
      console.log(usage);
      return 0;
    }
    const [action, ...rest] = args;
    if (action === 'create') return create(rest);
    if (action === 'list' && rest.length === 0) {
      const records = await withAccounts(listApiKeys);
      console.log(records.length === 0 ? 'no keys' : table(records));
      return 0;
    }
    if (action === 'tier' && rest.length === 2 && isTier(rest[1])) return change('tier', rest[0], rest[1]);
    if (action === 'revoke' && rest.length === 1) return change('revoke', rest[0]);
    if (action === 'mcp-token') return mcpTokenCommand(rest);
    console.error(usage);
    return 2;
  },
};
