// `parallax accounts tier EMAIL TIER`: moves a person's account (made on the account page) and every key of it
// to another tier. There is no billing in Parallax, so this is how a tier changes (issue 16). The change is
// announced on Redis, so running API processes apply it to the account's keys and MCP tokens at once.
import { changeAccountTier } from '../access/account-keys';
import { publishKeyChanges } from '../access/key-changes';
import { findAccount } from '../access/user-accounts';
import { TIERS, type Tier } from '../spec';
import { Command, wantsHelp } from './command';
import { withStores } from './connect';

const usage = `Usage: parallax accounts tier EMAIL TIER

  tier EMAIL TIER    move the account of EMAIL and all its keys to TIER (${TIERS.join('|')});
                     running API processes apply it at once

Accounts are made on the account page (/account/sign-up); there is no billing here.
Uses ES_URL and REDIS_URL, or starts the embedded stores when they are unset.`;

const isTier = (value: string | undefined): value is Tier => TIERS.includes(value as Tier);

async function tier(email: string, to: Tier): Promise<number> {
  return withStores(async (app) => {
    const account = await findAccount(app, email);
    if (!account) {
      console.error(`no account with the email address ${email}`);
      return 1;
    }
    const announce = (hashes: string[]) => publishKeyChanges(app.redis, app.config.indexPrefix, hashes);
    const moved = await changeAccountTier(app, announce, account, to);
    console.log(
      `${account.email} (${account.account_id}): tier ${account.tier} -> ${to}, with its ${moved} ` +
        `key${moved === 1 ? '' : 's'}; in effect at once`,
    );
    return 0;
  });
}

export const accountsCommand: Command = {
  name: 'accounts',
  usage,
  async run(args) {
    if (wantsHelp(args)) {
      console.log(usage);
      return 0;
    }
    const [action, email, to, ...rest] = args;
    if (action === 'tier' && email && isTier(to) && rest.length === 0) return tier(email, to);
    console.error(usage);
    return 2;
  },
};
