// Webhook subscriptions in the webhooks index (kind `subscription`, document id = the subscription id): create,
// read, list, delete, rotate the secret, disable after failures. The owner is the caller's account (`acct_…`),
// or the operator's key id for a key of no account; every read and write is by owner, so one owner never sees
// another's. The secrets are stored as they are (signing needs them) and returned once, at creation or rotation.
import { randomBytes } from 'node:crypto';
import type { estypes } from '@elastic/elasticsearch';
import type { AppContext } from '../context';
import { queryKey } from '../services/pagination/cursor';
import { searchPage, type Page, type PageRequest } from '../services/pagination/paged-search';
import { SECRET_OVERLAP_MS, type Category, type WebhookEventType } from '../spec';
import { generateSecret } from './signature';
import { MAX_SUBSCRIPTIONS } from './rules';

type Store = Pick<AppContext, 'es' | 'indices'>;

export interface SubscriptionInput {
  url: string;
  event_types: WebhookEventType[];
  categories: Category[];
  outlets: string[];
  tickers: string[];
  /** The divergence score that `divergence.crossed` watches; null when that type is not asked for. */
  threshold: number | null;
}

export interface SubscriptionRecord extends SubscriptionInput {
  kind: 'subscription';
  id: string;
  owner: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  status: 'active' | 'disabled';
  disabled_at: string | null;
  disabled_reason: string | null;
  created_at: string;
}

export function newSubscriptionId(): string {
  return 'wh_' + randomBytes(12).toString('base64url');
}

/** The secrets that sign a delivery at `now`: the current one, and the previous one inside its overlap. */
export function signingSecrets(sub: SubscriptionRecord, now: number = Date.now()): string[] {
  const until = sub.previous_secret_until ? Date.parse(sub.previous_secret_until) : 0;
  return sub.previous_secret && until > now ? [sub.secret, sub.previous_secret] : [sub.secret];
}

export async function countSubscriptions(store: Store, owner: string): Promise<number> {
  const res = await store.es.count({
    index: store.indices.webhooks,
    query: { bool: { filter: [{ term: { kind: 'subscription' } }, { term: { owner } }] } },
  });
  return res.count;
}

/** A new subscription as it is stored: active, with a fresh id and secret and no previous secret. */
export function newSubscription(owner: string, input: SubscriptionInput, now: number): SubscriptionRecord {
  return {
    kind: 'subscription',
    id: newSubscriptionId(),
    owner,
    ...input,
    secret: generateSecret(),
    previous_secret: null,
    previous_secret_until: null,
    status: 'active',
    disabled_at: null,
    disabled_reason: null,
    created_at: new Date(now).toISOString(),
  };
}

export async function insertSubscription(
  store: Store,
  owner: string,
  input: SubscriptionInput,
  now: number = Date.now(),
): Promise<SubscriptionRecord> {
  const record = newSubscription(owner, input, now);
  // Refreshed before it answers: the owner's list and the ingest's next match see it at once.
  await store.es.create({ index: store.indices.webhooks, id: record.id, document: record, refresh: true });
  return record;
}

/** The subscription by id, whoever owns it; null when there is none. */
export async function findSubscription(store: Store, id: string): Promise<SubscriptionRecord | null> {
  const res = await store.es.get<SubscriptionRecord>(
    { index: store.indices.webhooks, id },
    { ignore: [404] },
  );
  return res.found && res._source?.kind === 'subscription' ? res._source : null;
}

/** The owner's subscription by id; null when there is none or it is another owner's. */
export async function ownSubscription(
  store: Store,
  owner: string,
  id: string,
): Promise<SubscriptionRecord | null> {
  const sub = await findSubscription(store, id);
  return sub && sub.owner === owner ? sub : null;
}

/** Deletes the owner's subscription (its delivery log stays until it ages out); false when there was none. */
export async function deleteSubscription(store: Store, owner: string, id: string): Promise<boolean> {
  if (!(await ownSubscription(store, owner, id))) return false;
  await store.es.delete({ index: store.indices.webhooks, id, refresh: true }, { ignore: [404] });
  return true;
}

/** A new secret; the replaced one keeps signing for SECRET_OVERLAP_MS. Null when there is no such subscription. */
export async function rotateSecret(
  store: Store,
  owner: string,
  id: string,
  now: number = Date.now(),
): Promise<SubscriptionRecord | null> {
  const sub = await ownSubscription(store, owner, id);
  if (!sub) return null;
  const rotated: SubscriptionRecord = {
    ...sub,
    secret: generateSecret(),
    previous_secret: sub.secret,
    previous_secret_until: new Date(now + SECRET_OVERLAP_MS).toISOString(),
  };
  await store.es.index({ index: store.indices.webhooks, id, document: rotated, refresh: true });
  return rotated;
}

/** Marks a subscription disabled (its pending deliveries are dropped); a deleted one stays deleted. */
export async function disableSubscription(
  store: Store,
  id: string,
  reason: string,
  now: number = Date.now(),
): Promise<void> {
  await store.es.update(
    {
      index: store.indices.webhooks,
      id,
      doc: { status: 'disabled', disabled_at: new Date(now).toISOString(), disabled_reason: reason },
      refresh: true,
    },
    { ignore: [404] },
  );
}

/** Active again after the owner fixed the receiver; its failure run starts over. */
export async function enableSubscription(
  store: Store,
  owner: string,
  id: string,
): Promise<SubscriptionRecord | null> {
  const sub = await ownSubscription(store, owner, id);
  if (!sub) return null;
  const enabled: SubscriptionRecord = { ...sub, status: 'active', disabled_at: null, disabled_reason: null };
  await store.es.index({ index: store.indices.webhooks, id, document: enabled, refresh: true });
  return enabled;
}

/** Every active subscription (at most MAX_SUBSCRIPTIONS per owner, so a bounded set the ingest matches against). */
export async function activeSubscriptions(store: Store): Promise<SubscriptionRecord[]> {
  const out: SubscriptionRecord[] = [];
  let after: estypes.SortResults | undefined;
  for (;;) {
    const res = await store.es.search<SubscriptionRecord>({
      index: store.indices.webhooks,
      size: 1000,
      ignore_unavailable: true,
      track_total_hits: false,
      query: { bool: { filter: [{ term: { kind: 'subscription' } }, { term: { status: 'active' } }] } },
      sort: [{ id: 'asc' }],
      ...(after ? { search_after: after } : {}),
    });
    const hits = res.hits.hits;
    for (const hit of hits) out.push(hit._source!);
    if (hits.length < 1000) return out;
    after = hits[hits.length - 1].sort;
  }
}

export const SUBSCRIPTION_FIELDS = [
  'id',
  'url',
  'event_types',
  'categories',
  'outlets',
  'tickers',
  'threshold',
  'status',
  'disabled_at',
  'disabled_reason',
  'created_at',
  'previous_secret_until',
];

/** The owner's subscriptions, newest first, with the API's cursor pagination. */
export function listSubscriptions(
  ctx: AppContext,
  owner: string,
  page: PageRequest,
): Promise<Page<SubscriptionRecord>> {
  return searchPage<SubscriptionRecord>(
    ctx,
    {
      index: ctx.indices.webhooks,
      queryKey: queryKey('webhooks', { owner }),
      query: () => ({ bool: { filter: [{ term: { kind: 'subscription' } }, { term: { owner } }] } }),
      sort: [{ created_at: 'desc' }, { id: 'desc' }],
      source: SUBSCRIPTION_FIELDS,
    },
    page,
  );
}

/** A person's account's subscriptions for its page (at most MAX_SUBSCRIPTIONS), newest first. */
export async function accountSubscriptions(
  store: Store,
  account: { account_id: string },
): Promise<SubscriptionRecord[]> {
  const res = await store.es.search<SubscriptionRecord>({
    index: store.indices.webhooks,
    size: MAX_SUBSCRIPTIONS,
    ignore_unavailable: true,
    query: {
      bool: { filter: [{ term: { kind: 'subscription' } }, { term: { owner: account.account_id } }] },
    },
    sort: [{ created_at: 'desc' }, { id: 'desc' }],
  });
  return res.hits.hits.map((hit) => hit._source!);
}
