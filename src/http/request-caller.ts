// The caller a request is served as: what the access middleware put in ctx.state.caller, or an anonymous
// caller counted by the client address when no key was given (SPEC §5.2).
import type { Context } from 'koa';
import { anonymousCaller, type Caller } from '../access/caller';

export function requestCaller(ctx: Context): Caller {
  return (ctx.state.caller as Caller | undefined) ?? anonymousCaller(ctx.ip);
}
