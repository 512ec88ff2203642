// One attempt to deliver a webhook occurrence, as the delivery log shows it (docs/webhooks.md).
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../spec';
import { listPage } from './list-page';

export const webhookDelivery = z
  .strictObject({
    id: z.string().describe('`{webhook-id}.{attempt}`.'),
    webhook_id: z
      .string()
      .describe('The `webhook-id` header sent: the same on every attempt of one occurrence.'),
    event_type: z.enum(WEBHOOK_EVENT_TYPES).describe('The event type delivered.'),
    event_id: z.int().min(1).describe('The event the occurrence is about.'),
    attempt: z.int().min(1).describe('1 for the first attempt.'),
    outcome: z
      .enum(['delivered', 'failed', 'dropped'])
      .describe(
        'delivered (a 2xx), failed (anything else), dropped (the subscription was disabled or deleted before it).',
      ),
    http_status: z.int().min(100).max(599).nullable().describe("The receiver's status; null when none came."),
    error: z.string().nullable().describe('Why it failed; null when delivered.'),
    duration_ms: z.int().min(0).describe('How long the attempt took.'),
    attempted_at: z.iso.datetime().describe('When it was attempted.'),
    next_attempt_at: z.iso
      .datetime()
      .nullable()
      .describe('When the next attempt is due; null when none follows.'),
  })
  .describe('One delivery attempt.');

export const webhookDeliveryList = listPage(
  webhookDelivery,
  'Attempts.',
  'A page of delivery attempts, newest first.',
);

export type WebhookDelivery = z.infer<typeof webhookDelivery>;
