// `parallax accounts`: what an operator does to a person's account (made on the account page). `tier` moves it and
// every key of it to another tier (there is no billing in Parallax, so this is how a tier changes); `suspend`
// stops it (no sign-in, its sessions end, its keys and MCP tokens are refused with 403) and `resume` lifts that;
// `reset-password` sets a new password read from standard input and ends every session. Changes to keys are
// announced on Redis, so running API processes apply them at once; sessions end at their next request.
import { changeAccountTier, resumeAccountAndKeys, suspendAccountAndKeys } from '../access/account-keys';
import { publishKeyChanges } from '../access/key-changes';
import { hashPassword, passwordProblem } from '../access/password';
import { findAccount, resetPassword, type UserAccount } from '../access/user-accounts';
import type { AppContext } from '../context';
import { TIERS, type Tier } from '../spec';
import { Command } from './command';
import { withStores } from './connect';
import { readSecret } from './read-secret';

const usage = `Usage: parallax accounts tier EMAIL TIER
       parallax accounts suspend EMAIL
       parallax accounts resume EMAIL
       parallax accounts reset-password EMAIL < file-with-the-new-password

  tier EMAIL TIER          move the account of EMAIL and all its keys to TIER (${TIERS.join('|')});
                           running API processes apply it at once
  suspend EMAIL            the account can no longer sign in, its sessions end, and its keys and MCP
                           tokens are refused (403 account_suspended) until it is resumed
  resume EMAIL             lifts a suspension
  reset-password EMAIL     sets the password read from standard input (its first line; typed without
                           echo at a terminal), never from the arguments, and ends every session

Accounts are made on the account page (/account/sign-up); there is no billing here.
Uses ES_URL and REDIS_URL, or starts the embedded stores when they are unset.`;

const isTier = (value: string | undefined): value is Tier => TIERS.includes(value as Tier);

const keysWord = (count: number): string => `${count} key${count === 1 ? '' : 's'}`;

/** Runs `work` on the account of `email` with the stores; 1 when there is no such account. */
function withAccount(
  email: string,
  work: (
    app: AppContext,
    account: UserAccount,
    announce: (hashes: string[]) => Promise<void>,
  ) => Promise<number>,
): Promise<number> {
  return withStores(async (app) => {
    const account = await findAccount(app, email);
    if (!account) {
      console.error(`no account with the email address ${email}`);
      return 1;
    }
    const announce = (hashes: string[]) => publishKeyChanges(app.redis, app.config.indexPrefix, hashes);
    return work(app, account, announce);
  });
}

const tier = (email: string, to: Tier) =>
  withAccount(email, async (app, account, announce) => {
    const moved = await changeAccountTier(app, announce, account, to);
    console.log(
      `${account.email} (${account.account_id}): tier ${account.tier} -> ${to}, with its ${keysWord(moved)}; in effect at once`,
    );
    return 0;
  });

const suspend = (email: string) =>
  withAccount(email, async (app, account, announce) => {
    const keys = await suspendAccountAndKeys(app, announce, account);
    console.log(
      `${account.email} (${account.account_id}): suspended, with its ${keysWord(keys)}; its sessions are ended`,
    );
    return 0;
  });

const resume = (email: string) =>
  withAccount(email, async (app, account, announce) => {
    const keys = await resumeAccountAndKeys(app, announce, account);
    console.log(`${account.email} (${account.account_id}): resumed, with its ${keysWord(keys)}`);
    return 0;
  });

async function resetPasswordOf(email: string): Promise<number> {
  // Read and checked before the stores start, so a refused password costs nothing.
  const password = await readSecret(`New password for ${email}: `);
  const problem = passwordProblem(password, email.trim().toLowerCase());
  if (problem) {
    console.error(`the password is refused: ${problem}`);
    return 1;
  }
  return withAccount(email, async (app, account) => {
    await resetPassword(app, account, await hashPassword(password));
    console.log(`${account.email} (${account.account_id}): password reset; every session is ended`);
    return 0;
  });
}

export const accountsCommand: Command = {
  name: 'accounts',
  usage,
  async run(args) {
    const [action, email, to, ...rest] = args;
    if (action === 'tier' && email && isTier(to) && rest.length === 0) return tier(email, to);
    if (email && to === undefined) {
      if (action === 'suspend') return suspend(email);
      if (action === 'resume') return resume(email);
      if (action === 'reset-password') return resetPasswordOf(email);
    }
    console.error(usage);
    return 2;
  },
};
