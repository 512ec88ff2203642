// `parallax keys mcp-token KEY` and `parallax keys mcp-token --revoke TOKEN` (SPEC §5.7: MCP access by bearer
// token, tier Max and above; how a token is issued is ours, docs/decisions.md, MCP server). Issuing prints the
// token once, alone on the last line (`tail -n 1`), and replaces the key's previous token; only its SHA-256 is
// stored. Running API processes apply a revocation or replacement at once (announced on Redis: key-changes.ts).
import { findApiKey } from '../access/accounts';
import {
  findKeyByMcpTokenHash,
  hashMcpToken,
  issueMcpToken,
  isWellFormedMcpToken,
  mayUseMcp,
  revokeMcpToken,
} from '../access/mcp-tokens';
import { withAccounts } from './connect';
import { secretArgument } from './secret-input';

export const MCP_TOKEN_USAGE = `  mcp-token KEY      issue an MCP bearer token for a Max or Business key (replaces its previous token);
                     the token is printed once, alone on the last line
  mcp-token --revoke TOKEN
                     revoke an MCP token for good`;

export async function mcpTokenCommand(args: string[]): Promise<number> {
  if (args.length === 2 && args[0] === '--revoke') return revoke(await secretArgument(args[1]));
  if (args.length !== 1 || args[0].startsWith('--')) {
    console.error(`Usage:\n${MCP_TOKEN_USAGE}`);
    return 2;
  }
  const keyOrId = await secretArgument(args[0]);
  return withAccounts(async (store, announce) => {
    const record = await findApiKey(store, keyOrId);
    if (!record || record.revoked_at) {
      console.error('no such active key (give the key itself or its id from `parallax keys list`)');
      return 1;
    }
    if (!mayUseMcp(record.tier)) {
      console.error(`MCP access needs tier max or business; ${record.key_id} is on tier ${record.tier}`);
      return 1;
    }
    const { token } = await issueMcpToken(store, record);
    await announce(record); // the key's previous token, cached by running processes
    console.log(
      `issued an MCP token for ${record.key_id} (tier ${record.tier}); any previous token of it is refused`,
    );
    console.log('This is the only time the token is shown; store it now:');
    console.log(token);
    return 0;
  });
}

async function revoke(token: string): Promise<number> {
  if (!isWellFormedMcpToken(token)) {
    console.error('not an MCP token (they start with plxmcp_)');
    return 1;
  }
  return withAccounts(async (store, announce) => {
    const record = await findKeyByMcpTokenHash(store, hashMcpToken(token));
    if (!record) {
      console.error('no such MCP token (it may have been replaced by a newer one, which already refuses it)');
      return 1;
    }
    if (record.mcp_token_revoked_at) {
      console.log(`the MCP token of ${record.key_id} was already revoked at ${record.mcp_token_revoked_at}`);
      return 0;
    }
    const revoked = await revokeMcpToken(store, record);
    await announce(record);
    console.log(
      `revoked the MCP token of ${record.key_id} at ${revoked.mcp_token_revoked_at}; refused at once`,
    );
    return 0;
  });
}
