// What every explorer page is: it reads the request as the caller its view was counted as, and answers HTML, or
// nothing when the route has already set the answer (a redirect, say).
import type { RouterContext } from '@koa/router';
import type { Caller } from '../../access/caller';

export type Page = (ctx: RouterContext, caller: Caller) => Promise<string | undefined>;
