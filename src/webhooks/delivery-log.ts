// The delivery log (kind `delivery` in the webhooks index): one document per attempt, id `<webhook id>.<attempt>`
// so an attempt logged twice (a worker that died after logging it) is one entry, listed newest first with the
// API's cursor pagination.
import type { AppContext } from '../context';
import type { WebhookEventType } from '../spec';
import { queryKey } from '../services/pagination/cursor';
import { searchPage, type Page, type PageRequest } from '../services/pagination/paged-search';

export type DeliveryOutcome = 'delivered' | 'failed' | 'dropped';

export interface DeliveryAttempt {
  kind: 'delivery';
  id: string;
  subscription_id: string;
  webhook_id: string;
  event_type: WebhookEventType;
  event_id: number;
  attempt: number;
  outcome: DeliveryOutcome;
  http_status: number | null;
  error: string | null;
  duration_ms: number;
  attempted_at: string;
  /** When the next attempt is due; null when none follows (delivered, dropped, or the schedule ran out). */
  next_attempt_at: string | null;
}

export async function logAttempt(
  store: Pick<AppContext, 'es' | 'indices'>,
  attempt: Omit<DeliveryAttempt, 'kind' | 'id'>,
): Promise<void> {
  const id = `${attempt.webhook_id}.${attempt.attempt}`;
  await store.es.index({ index: store.indices.webhooks, id, document: { kind: 'delivery', id, ...attempt } });
}

export const DELIVERY_FIELDS = [
  'id',
  'webhook_id',
  'event_type',
  'event_id',
  'attempt',
  'outcome',
  'http_status',
  'error',
  'duration_ms',
  'attempted_at',
  'next_attempt_at',
];

export function listAttempts(
  ctx: AppContext,
  subscriptionId: string,
  page: PageRequest,
): Promise<Page<DeliveryAttempt>> {
  return searchPage<DeliveryAttempt>(
    ctx,
    {
      index: ctx.indices.webhooks,
      queryKey: queryKey('webhook-deliveries', { subscriptionId }),
      query: () => ({
        bool: { filter: [{ term: { kind: 'delivery' } }, { term: { subscription_id: subscriptionId } }] },
      }),
      sort: [{ attempted_at: 'desc' }, { id: 'desc' }],
      source: DELIVERY_FIELDS,
    },
    page,
  );
}
