// The Caller a request is served as: what the access middleware put in ctx.state.caller, else an anonymous
// caller counted by the client's address (SPEC §5.2), so routes work before and after that middleware lands.
import type { Context } from 'koa';
import { anonymousCaller, type Caller } from '../access/caller';

export function requestCaller(ctx: Context): Caller {
  return (ctx.state.caller as Caller | undefined) ?? anonymousCaller(ctx.ip);
}
