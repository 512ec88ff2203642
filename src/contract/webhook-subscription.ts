// A webhook subscription on the wire (docs/webhooks.md): its target, the event types and filters it asked for,
// whether it is active, and, only in the answers that made it (creation, rotation), its signing secret.
import { z } from 'zod';
import {
  CATEGORIES,
  MAX_FILTER_VALUES,
  MAX_URL_LENGTH,
  SECRET_OVERLAP_MS,
  WEBHOOK_EVENT_TYPES,
} from '../spec';
import { HOUR_MS } from '../time-units';
import { listPage } from './list-page';

/** A filter list: at most MAX_FILTER_VALUES entries, none repeated. */
const filterList = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry)
    .max(MAX_FILTER_VALUES)
    .refine((values) => new Set(values).size === values.length, 'an entry is repeated')
    .meta({ uniqueItems: true });

export const webhookSubscription = z
  .strictObject({
    id: z
      .string()
      .regex(/^wh_[A-Za-z0-9_-]+$/)
      .describe('The subscription id.'),
    url: z.string().max(MAX_URL_LENGTH).describe('Where deliveries are POSTed.'),
    event_types: z
      .array(z.enum(WEBHOOK_EVENT_TYPES).describe('An event type.'))
      .describe('The event types delivered.'),
    categories: filterList(z.enum(CATEGORIES).describe('A category.')).describe(
      'Only events of these categories (empty: any).',
    ),
    outlets: filterList(z.string().describe('An outlet slug.')).describe(
      'Only events covered by one of these outlets (empty: any).',
    ),
    tickers: filterList(z.string().describe('A ticker symbol.')).describe(
      'Only events mentioning one of these tickers (empty: any).',
    ),
    threshold: z
      .int()
      .min(1)
      .max(100)
      .nullable()
      .describe('The divergence score `divergence.crossed` watches.'),
    status: z.enum(['active', 'disabled']).describe('Disabled after a run of failed deliveries.'),
    disabled_at: z.iso.datetime().nullable().describe('When it was disabled; null while active.'),
    disabled_reason: z.string().nullable().describe('Why it was disabled; null while active.'),
    created_at: z.iso.datetime().describe('When it was created.'),
    previous_secret_until: z.iso
      .datetime()
      .nullable()
      .describe(
        `Until when the secret replaced by the last rotation still signs (${SECRET_OVERLAP_MS / HOUR_MS} h after it); null without one.`,
      ),
  })
  .describe('A webhook subscription (its secret is shown only when made).');

export const webhookSubscriptionWithSecret = z
  .strictObject({
    ...webhookSubscription.shape,
    secret: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]+={0,2}$/)
      .describe('The signing secret, `whsec_` + base64 of 32 bytes. Shown only here: store it.'),
  })
  .describe('A webhook subscription with its signing secret, shown this once.');

export const webhookSubscriptionList = listPage(
  webhookSubscription,
  'Subscriptions.',
  'A page of subscriptions, newest first.',
);

export type WebhookSubscription = z.infer<typeof webhookSubscription>;
export type WebhookSubscriptionWithSecret = z.infer<typeof webhookSubscriptionWithSecret>;
