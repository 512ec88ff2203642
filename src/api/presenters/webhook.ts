// Webhook subscriptions and delivery attempts as the API shows them (docs/webhooks.md): never the owner, and the
// signing secret only in the answer that created it (creation, rotation).
import type { WebhookDelivery } from '../../contract/webhook-delivery';
import type { WebhookSubscription, WebhookSubscriptionWithSecret } from '../../contract/webhook-subscription';
import type { DeliveryAttempt } from '../../webhooks/delivery-log';
import type { SubscriptionRecord } from '../../webhooks/subscriptions';

export function presentSubscription(sub: SubscriptionRecord): WebhookSubscription {
  return {
    id: sub.id,
    url: sub.url,
    event_types: sub.event_types,
    categories: sub.categories,
    outlets: sub.outlets,
    tickers: sub.tickers,
    threshold: sub.threshold ?? null,
    status: sub.status,
    disabled_at: sub.disabled_at ?? null,
    disabled_reason: sub.disabled_reason ?? null,
    created_at: sub.created_at,
    previous_secret_until: sub.previous_secret_until ?? null,
  };
}

/** The subscription with its current secret: only where it was just made. */
export function presentNewSecret(sub: SubscriptionRecord): WebhookSubscriptionWithSecret {
  return { ...presentSubscription(sub), secret: sub.secret };
}

export function presentAttempt(attempt: DeliveryAttempt): WebhookDelivery {
  return {
    id: attempt.id,
    webhook_id: attempt.webhook_id,
    event_type: attempt.event_type,
    event_id: attempt.event_id,
    attempt: attempt.attempt,
    outcome: attempt.outcome,
    http_status: attempt.http_status ?? null,
    error: attempt.error ?? null,
    duration_ms: attempt.duration_ms,
    attempted_at: attempt.attempted_at,
    next_attempt_at: attempt.next_attempt_at ?? null,
  };
}
