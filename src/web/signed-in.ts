// Who is signed in to the web pages, as the session middleware (src/web/account/) leaves it on the request for
// every page after it: the explorer sends a signed-in visitor's page views through their account, and the
// layout shows who is signed in. Pages read it with signedInAccount(ctx); undefined means an anonymous visitor.
import type { ParameterizedContext } from 'koa';
import type { Tier } from '../spec';

export interface SignedInAccount {
  /** The account's id in the accounts index. */
  id: string;
  email: string;
  tier: Tier;
}

export function signedInAccount(ctx: ParameterizedContext): SignedInAccount | undefined {
  return ctx.state.signedInAccount as SignedInAccount | undefined;
}
