// `parallax keys create|list|tier|revoke`: API keys in the accounts index, for operators (SPEC §5.1, §5.3).
// `create` prints the key once, alone on the last line, so scripts can take it with `tail -n 1`; nothing else
// ever prints or stores it. Keys are named on the command line by the key itself or by the id `list` shows; a
// whole key may come on standard input instead (`-`: secret-input.ts), out of ps and shell history.
import {
  createApiKey,
  findApiKey,
  listApiKeys,
  revokeApiKey,
  setApiKeyTier,
  type ApiKeyRecord,
} from '../access/accounts';
import { TIERS, type Tier } from '../spec';
import { Command, parseOptions } from './command';
import { withAccounts } from './connect';
import { secretArgument } from './secret-input';
import { MCP_TOKEN_USAGE, mcpTokenCommand } from './mcp-token';

const usage = `Usage: parallax keys <create|list|tier|revoke|mcp-token> ...

  create --tier ${TIERS.join('|')} [--name NAME]
                     create a key; the key is printed once, alone on the last line: store it then
  list               every key: id, shown part, name, tier, created, revoked (never the key)
  tier KEY TIER      move a key to another tier (KEY: the key itself or its id from \`list\`)
  revoke KEY         revoke a key for good
                     KEY - (and TOKEN - below) reads it from standard input, out of ps and shell history
${MCP_TOKEN_USAGE}

Tier changes and revocations are announced on Redis: running API processes apply them at once.
Starts the embedded Elasticsearch and Redis when ES_URL and REDIS_URL are unset, and creates missing indices.`;

const isTier = (value: string | undefined): value is Tier => TIERS.includes(value as Tier);

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
  const parsed = parseOptions(
    { args, options: { tier: { type: 'string' }, name: { type: 'string' } } },
    usage,
  );
  if (!parsed) return 2;
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
  return withAccounts(async (store, announce) => {
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
      await announce(record);
      console.log(`revoked ${record.key_id} (${shown(record)}) at ${revoked.revoked_at}; refused at once`);
      return 0;
    }
    await setApiKeyTier(store, record, tier!);
    await announce(record);
    console.log(`${record.key_id} (${shown(record)}): tier ${record.tier} -> ${tier}; in effect at once`);
    return 0;
  });
}

export const keysCommand: Command = {
  name: 'keys',
  usage,
  async run(args) {
    const [action, ...rest] = args;
    if (action === 'create') return create(rest);
    if (action === 'list' && rest.length === 0) {
      const records = await withAccounts((store) => listApiKeys(store));
      console.log(records.length === 0 ? 'no keys' : table(records));
      return 0;
    }
    if (action === 'tier' && rest.length === 2 && isTier(rest[1]))
      return change('tier', await secretArgument(rest[0]), rest[1]);
    if (action === 'revoke' && rest.length === 1) return change('revoke', await secretArgument(rest[0]));
    if (action === 'mcp-token') return mcpTokenCommand(rest);
    console.error(usage);
    return 2;
  },
};
