// The account page's MCP token forms: issue a token for an active key of a Max or Business account (its secret
// shown once; a previous token of the key is refused from then on) and revoke it, both announced to every API
// process.
import type Router from '@koa/router';
import {
  isActive,
  issueAccountMcpToken,
  mayHaveMcpToken,
  revokeAccountMcpToken,
} from '../../access/account-keys';
import { renderErrorPage } from '../error-page';
import type { AccountKit } from './account-kit';
import { page } from './form-replies';
import { ownKey } from './own-key';
import { flashAndBack } from './signed-in-visitor';

export function mcpTokenRoutes(router: Router, kit: AccountKit): void {
  const { context, announce, form } = kit;

  router.post('/account/keys/:keyId/mcp-token', form, async (ctx) => {
    const own = await ownKey(kit, ctx);
    if (!own) return;
    const { session, key } = own;
    if (!isActive(key) || !mayHaveMcpToken(session.account)) {
      return page(
        ctx,
        403,
        renderErrorPage(
          403,
          'MCP tokens are issued for active keys of accounts on the Max or Business tier.',
        ),
      );
    }
    const token = await issueAccountMcpToken(context, announce, key);
    const name = key.name ?? key.key_id;
    await flashAndBack(kit, ctx, session, {
      kind: 'notice',
      message: `An MCP token for key “${name}” is issued${key.mcp_token_hash ? '; its previous token is refused from now on' : ''}.`,
      secret: { label: `Your new MCP token for key “${name}”`, value: token },
    });
  });

  router.post('/account/keys/:keyId/mcp-token/revoke', form, async (ctx) => {
    const own = await ownKey(kit, ctx);
    if (!own) return;
    const { session, key } = own;
    const name = key.name ?? key.key_id;
    if (!key.mcp_token_hash || key.mcp_token_revoked_at)
      return flashAndBack(kit, ctx, session, {
        kind: 'notice',
        message: `Key “${name}” has no MCP token to revoke.`,
      });
    await revokeAccountMcpToken(context, announce, key);
    await flashAndBack(kit, ctx, session, {
      kind: 'notice',
      message: `The MCP token of key “${name}” is revoked: it is refused from now on.`,
    });
  });
}
